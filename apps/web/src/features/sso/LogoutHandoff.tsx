import { Spin } from 'antd';
import { useEffect } from 'react';
import { ssoLoginUrl } from '../../config.ts';
import { logout } from '../../session/session-api.ts';

/** /logout: log out first, then hand over to the sign-on login. */
export default function LogoutHandoff() {
  useEffect(() => {
    void logout()
      .catch(() => undefined)
      .finally(() => window.location.replace(ssoLoginUrl(`${window.location.origin}/home`)));
  }, []);
  return <Spin fullscreen tip="正在退出登录…" />;
}
