import { ACCOUNT_ROUTES } from '@portal/domain';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { ssoLoginUrl } from '../../config.ts';
import { handoffTarget, loginReturnUrl } from './redirect.ts';

/**
 * /login/outsideRedirect?ticket=<token of another site of the same sign-on>&redirect=<address>: exchange the
 * ticket with tokenLogin and continue to the address logged in; without a valid ticket, hand over to sign-on.
 */
export default function OutsideRedirectPage() {
  const [params] = useSearchParams();
  useEffect(() => {
    const ticket = params.get('ticket');
    const redirect = params.get('redirect');
    const toSso = () => window.location.replace(ssoLoginUrl(handoffTarget(redirect, window.location.origin)));
    if (!ticket) {
      toSso();
      return;
    }
    api
      .call(ACCOUNT_ROUTES.tokenLogin, { body: { token: ticket }, auth: 'basic', silent: true })
      .then(({ token }) => window.location.replace(loginReturnUrl(redirect, token, window.location.origin)))
      .catch(toSso);
  }, [params]);
  return <Spin fullscreen tip="正在跳转…" />;
}
