import { MERCHANT_CENTRE_PATH, STAFF_HOME_PATH, isSalesUser, maskPhone, UserType } from '@portal/domain';
import { Link, useNavigate } from 'react-router';
import { portalConfig, ssoLoginUrl } from '../../config.ts';
import { useLoginPrompt } from '../../components/LoginPrompt.tsx';
import { useBuyGuard } from '../../features/cart/index.ts';
import { useSession } from '../../session/store.ts';
import { useLogout } from '../../session/useLogout.ts';
import './shell.css';
import './shell-phone.css';
import { TopBarMessages } from '../../features/message/index.ts';
import { useAccountPath } from '../../session/useAccountPath.ts';

/** Thin top bar: greeting, login state and the account links (part 1 §2). */
export function TopBar() {
  const { user, login } = useSession();
  const navigate = useNavigate();
  const prompt = useLoginPrompt();
  const doLogout = useLogout();
  const mallGuard = useBuyGuard();
  const to = useAccountPath();
  const loggedIn = login && !!user;
  const needLogin = (path: string) => (e: React.MouseEvent) => {
    e.preventDefault();
    if (loggedIn) navigate(path);
    else prompt();
  };

  return (
    <div className="topbar">
      <div className="container topbar-inner">
        <div className="topbar-left">
          <span>您好，欢迎来到{portalConfig().brandName}！</span>
          {loggedIn ? (
            <>
              <span className="topbar-phone">{maskPhone(user.phonePlainText || user.phone) || user.phone}</span>
              <a href="/logout" onClick={(e) => (e.preventDefault(), void doLogout())}>
                退出
              </a>
            </>
          ) : (
            <>
              <a
                className="topbar-accent"
                href={ssoLoginUrl(typeof window === 'undefined' ? undefined : window.location.href)}
              >
                登录
              </a>
              <span className="topbar-sep">|</span>
              <Link to="/register">注册</Link>
            </>
          )}
        </div>
        <div className="topbar-right">
          {loggedIn &&
            (user.userType === UserType.person ? (
              // The individual's mall: the same prompt as the mall menu while no first-level dealer is chosen.
              <a
                href="/memberStore/sellProduct"
                onClick={(e) => {
                  e.preventDefault();
                  mallGuard(() => navigate('/memberStore/sellProduct'));
                }}
              >
                我的云商城
              </a>
            ) : (
              <Link to={MERCHANT_CENTRE_PATH}>客户运营中心</Link>
            ))}
          {loggedIn && isSalesUser(user) && (
            <Link to={STAFF_HOME_PATH} className="topbar-accent">
              管理后台
            </Link>
          )}
          {loggedIn && user.userType !== UserType.person && <Link to="/aigc/index">AI创作</Link>}
          {loggedIn && <TopBarMessages />}
          <a href={to('/member/myFavorite')} onClick={needLogin(to('/member/myFavorite'))}>
            收藏
          </a>
          <a href="/help" onClick={needLogin('/help')}>
            帮助
          </a>
          {portalConfig().servicePhone && (
            <span className="topbar-hotline">服务热线：{portalConfig().servicePhone}</span>
          )}
        </div>
      </div>
    </div>
  );
}
