import { useApp } from '../components/feedback/useApp.ts';
import { useCallback } from 'react';
import { ssoLoginUrl } from '../config.ts';
import { logout } from './session-api.ts';

/** Log out, say so, and go to the sign-on login page (coming back to the home page). */
export function useLogout() {
  const { message, notification } = useApp();
  return useCallback(async () => {
    try {
      await logout();
      await message.success('退出登录成功', 1);
    } catch {
      notification.error({ title: '错误', description: '退出登录失败，已清除本地登录信息' });
    }
    window.location.assign(ssoLoginUrl(`${window.location.origin}/home`));
  }, [message, notification]);
}
