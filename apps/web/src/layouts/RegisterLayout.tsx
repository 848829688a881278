import { Link, Outlet } from 'react-router';
import { ssoLoginUrl } from '../config.ts';
import { BarHeader } from './BarHeader.tsx';
import { SlimFooter } from './shell/SlimFooter.tsx';

/** Register: logo, 'already have an account' link, back to home, footer links. */
export default function RegisterLayout() {
  return (
    <div style={{ background: '#fff', minHeight: '100vh' }}>
      <BarHeader
        title="用户注册"
        right={
          <>
            <span>
              已有账号？
              <a href={ssoLoginUrl(`${window.location.origin}/home`)} style={{ color: '#d7000f' }}>
                立即登录
              </a>
            </span>
            <Link to="/home">返回首页</Link>
          </>
        }
      />
      <main className="container plain-main">
        <Outlet />
      </main>
      <SlimFooter />
    </div>
  );
}
