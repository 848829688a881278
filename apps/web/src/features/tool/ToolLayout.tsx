import { activeToolTab, badgeText, ENTRY_PATHS, toolTabs, type ToolTab } from '@portal/domain';
import { Badge } from 'antd';
import { Link, Outlet, useLocation } from 'react-router';
import { portalConfig, ssoLoginUrl } from '../../config.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { Logo } from '../../components/Logo.tsx';
import { QrCode } from '../../components/QrCode.tsx';
import { useSession } from '../../session/store.ts';
import { useDesignList } from '../design-order/index.ts';
import './tool.css';

/** The security-tool layout: logo to /home, the three-tab tool navigation, QR footer (part 2 §2). */
export default function ToolLayout() {
  const { user, login } = useSession();
  const { pathname } = useLocation();
  const tabs = toolTabs(user?.surveyPermission);
  const active = activeToolTab(pathname, user?.surveyPermission);
  const brand = portalConfig().brandName;
  // Badge counts per tab (capped at 99 by badgeText): the lines waiting in the design-order list.
  const list = useDesignList();
  const badges: Partial<Record<ToolTab['key'], number>> = { designOrder: login ? list.data?.lines.length : undefined };
  return (
    <div className="tool-layout">
      <header className="tool-header">
        <div className="container tool-header-inner">
          <Logo subtitle="安防设计工具" />
          <nav className="tool-nav" aria-label="工具导航">
            {tabs.map((t) => (
              <Link key={t.key} to={t.path} className={`tool-tab${t.key === active ? ' active' : ''}`}>
                <Badge count={badgeText(badges[t.key])} size="small" offset={[8, -4]}>
                  <span>{t.label}</span>
                </Badge>
              </Link>
            ))}
          </nav>
          <div className="tool-user">
            {login && user ? (
              <span>{user.companyName || user.phone}</span>
            ) : (
              <a href={ssoLoginUrl(window.location.href)}>登录</a>
            )}
            <Link to="/home">返回商城</Link>
          </div>
        </div>
      </header>
      <main className="container tool-main">
        <Breadcrumbs />
        <Outlet />
      </main>
      <footer className="tool-footer">
        <div className="container tool-footer-inner">
          <div>
            <div className="tool-footer-title">{brand} · 安防设计工具</div>
            <div>选品配单、方案设计、安防计算，一站完成</div>
            <div className="tool-footer-copy">
              © 2018-{new Date().getFullYear()} {brand} 版权所有
            </div>
          </div>
          <div className="tool-footer-qrs">
            <QrCode path={ENTRY_PATHS.appDownload} size={84} label="下载APP" />
            <QrCode path={ENTRY_PATHS.mobileEntry} size={84} label="手机访问" />
            <QrCode path={ENTRY_PATHS.solutions} size={84} label="手机看方案" />
          </div>
        </div>
      </footer>
    </div>
  );
}
