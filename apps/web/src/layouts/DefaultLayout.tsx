import { Outlet, useMatches } from 'react-router';
import type { RouteHandle } from '../components/route-handle.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { BottomBar } from './shell/BottomBar.tsx';
import { FloatingToolbar } from './shell/FloatingToolbar.tsx';
import { Footer } from './shell/Footer.tsx';
import { SiteHeader } from './shell/SiteHeader.tsx';
import { TopBar } from './shell/TopBar.tsx';

/** Top bar, header with search and navigation, breadcrumb, page, footer, the floating toolbar and the bottom bar. */
export default function DefaultLayout() {
  const matches = useMatches();
  const white = matches.some((m) => (m.handle as RouteHandle | undefined)?.white);
  // Pages without a breadcrumb (the home page) lay out their own full-width sections.
  const fullWidth = matches.some((m) => (m.handle as RouteHandle | undefined)?.noCrumb);
  return (
    <div className="layout-default">
      <TopBar />
      <SiteHeader />
      <main className={`page-body${white ? ' white' : ''}`}>
        {fullWidth ? (
          <Outlet />
        ) : (
          <div className="container">
            <Breadcrumbs />
            <Outlet />
          </div>
        )}
      </main>
      <Footer />
      <FloatingToolbar />
      <BottomBar />
    </div>
  );
}
