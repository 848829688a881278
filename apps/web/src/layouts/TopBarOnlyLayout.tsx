import { Outlet } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { BarHeader } from './BarHeader.tsx';
import { SlimFooter } from './shell/SlimFooter.tsx';
import { TopBar } from './shell/TopBar.tsx';

/** Top bar and a slim header only (payment, password reset). */
export default function TopBarOnlyLayout() {
  return (
    <>
      <TopBar />
      <BarHeader />
      <main className="container plain-main">
        <Breadcrumbs />
        <Outlet />
      </main>
      <SlimFooter />
    </>
  );
}
