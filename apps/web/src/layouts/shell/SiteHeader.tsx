import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { GlobalSearch } from './GlobalSearch.tsx';
import { MainNav } from './MainNav.tsx';
import { showsGlobalSearch } from './search-rules.ts';

export function SiteHeader() {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Logo />
        {showsGlobalSearch(pathname) ? <GlobalSearch /> : <div style={{ flex: 1 }} />}
        <div className="header-promise">
          <SafetyCertificateOutlined />
          <span>
            <b>官方授权</b>
            <br />
            正品行货 · 全国联保
          </span>
        </div>
      </div>
      <MainNav />
    </header>
  );
}
