import { Link } from 'react-router';
import { portalConfig } from '../../config.ts';

/** Legal links and the copyright line, for layouts without the full footer. */
export function SlimFooter() {
  const cfg = portalConfig();
  return (
    <footer className="slim-footer">
      <div className="slim-footer-links">
        <Link to="/aboutUs/staticContent?tab=aboutUs">关于我们</Link>
        <Link to="/aboutUs/staticContent?tab=userAgreement">用户协议</Link>
        <Link to="/aboutUs/staticContent?tab=privacyPolicy">隐私政策</Link>
        <Link to="/aboutUs/contactUs">联系我们</Link>
      </div>
      <div>
        © 2018-{new Date().getFullYear()} {cfg.brandName} 版权所有
        {cfg.icpNo && `\u3000${cfg.icpNo}`}
      </div>
    </footer>
  );
}
