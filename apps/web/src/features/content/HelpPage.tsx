import { HelpPage } from './StaticContentPage.tsx';

export default HelpPage;
