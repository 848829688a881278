import { Outlet } from 'react-router';
import { portalConfig } from '../../config.ts';
import { Logo } from '../../components/Logo.tsx';
import './sso.css';

/** The sign-on site: its own header and a full-bleed background, no portal navigation. */
export default function LoginLayout() {
  const brand = portalConfig().brandName;
  return (
    <div className="sso-page">
      <header className="sso-header">
        <div className="container">
          <Logo subtitle="统一身份认证" />
        </div>
      </header>
      <main className="sso-main">
        <div className="container sso-stage">
          <div className="sso-pitch">
            <h1>一个账号，畅享{brand}全部服务</h1>
            <p>产品采购 · 方案设计 · 配单工具 · 售后服务</p>
            <svg width="420" height="220" viewBox="0 0 420 220" aria-hidden="true">
              <rect x="40" y="30" width="220" height="140" rx="10" fill="rgba(255,255,255,0.14)" />
              <rect x="56" y="46" width="188" height="108" rx="4" fill="rgba(255,255,255,0.2)" />
              <path d="M300 70h70a14 14 0 0 1 14 14v22a14 14 0 0 1-14 14h-70z" fill="#fff" />
              <circle cx="300" cy="95" r="30" fill="#fff" />
              <circle cx="300" cy="95" r="17" fill="#d7000f" />
              <circle cx="300" cy="95" r="7" fill="#fff" />
              <rect x="330" y="120" width="10" height="50" fill="#fff" />
              <rect x="305" y="170" width="60" height="8" rx="4" fill="#fff" />
            </svg>
          </div>
          <div className="sso-card">
            <Outlet />
          </div>
        </div>
      </main>
      <footer className="sso-footer">
        © 2018-{new Date().getFullYear()} {brand} 版权所有
      </footer>
    </div>
  );
}
