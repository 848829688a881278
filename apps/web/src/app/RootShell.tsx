import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router';
import { LoadingBar } from '../components/loading-bar/LoadingBar.tsx';
import { refreshSession, takeTokenFromUrl, tokenIntakeDone } from '../session/session-api.ts';
import { LiveMessages } from '../features/message/LiveMessages.tsx';
import { portalConfig } from '../config.ts';
import { pageTitle } from '../components/crumbs.ts';

/** Keeps the document title in step with the deepest titled route. */
function useDocumentTitle() {
  const title = pageTitle(useMatches());
  useEffect(() => {
    const brand = portalConfig().brandName;
    document.title = title && title !== '首页' ? `${title} - ${brand}` : `${brand} - 安防产品一站式采购与方案设计平台`;
  }, [title]);
}

/** A token arriving in the address during in-app navigation is taken in as on first load. */
function useTokenIntake() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!location.search.includes('token=')) return;
    const taken = takeTokenFromUrl(window.location.href);
    if (!taken) return;
    navigate(taken.cleanUrl, { replace: true });
    void tokenIntakeDone().then(() => refreshSession().catch(() => undefined));
  }, [location.search, navigate]);
}

export function RootShell() {
  useDocumentTitle();
  useTokenIntake();
  return (
    <>
      <LoadingBar />
      <LiveMessages />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
