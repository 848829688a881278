/**
 * Pages made to be opened on a phone (issue 45 §7): the service centre's share-upload page (reached by scanning its
 * QR code) and the QR sign-in confirmation. The desk's 1,240 px minimum width is lifted while one is shown; a slim
 * bar with the brand, the page full width with touch-size controls (mobile.css).
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { portalConfig } from '../config.ts';
import './mobile.css';

export default function MobileLayout() {
  useEffect(() => {
    document.documentElement.classList.add('mobile-page');
    return () => document.documentElement.classList.remove('mobile-page');
  }, []);
  return (
    <div className="mobile-shell">
      <header className="mobile-bar">{portalConfig().brandName}</header>
      <main className="mobile-main">
        <Outlet />
      </main>
    </div>
  );
}
