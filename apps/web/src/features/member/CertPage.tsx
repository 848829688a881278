import { CertPage } from './InfoPages.tsx';

export default CertPage;
