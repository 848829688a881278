import { MemberInfoPage } from './InfoPages.tsx';

export default MemberInfoPage;
