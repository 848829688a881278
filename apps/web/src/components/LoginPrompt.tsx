import { useApp } from './feedback/useApp.ts';
import { useCallback } from 'react';
import { ssoLoginUrl } from '../config.ts';

/** Guests using login-only features (help, favourites, feedback, cart) are asked to log in first. */
export function useLoginPrompt() {
  const { modal } = useApp();
  return useCallback(() => {
    modal.confirm({
      title: '提示',
      content: '您还未登录，请先登录',
      okText: '去登录',
      cancelText: '随便看看',
      centered: true,
      onOk: () => window.location.assign(ssoLoginUrl(window.location.href)),
    });
  }, [modal]);
}
