import { Spin } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ssoLoginUrl } from '../../config.ts';
import { handoffTarget } from './redirect.ts';

/** /login (and /login/outsideRedirect): hand over to the sign-on site. */
export default function LoginHandoff() {
  const [params] = useSearchParams();
  useEffect(() => {
    window.location.replace(ssoLoginUrl(handoffTarget(params.get('redirect'), window.location.origin)));
  }, [params]);
  return <Spin fullscreen tip="正在前往登录页…" />;
}
