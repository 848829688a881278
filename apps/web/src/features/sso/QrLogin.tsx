import { ReloadOutlined } from '@ant-design/icons';
import { ACCOUNT_ROUTES as A, QR_LOGIN, type RouteData } from '@portal/domain';
import { Button, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { loginReturnUrl } from './redirect.ts';

/** The QR tab: show a code, poll until a logged-in session confirms it, then log in with the token. */
export function QrLogin() {
  const [params] = useSearchParams();
  const [qr, setQr] = useState<RouteData<typeof A.generateQr> | null>(null);
  const [status, setStatus] = useState<'loading' | 'waiting' | 'expired' | 'done'>('loading');

  const refresh = useCallback(async () => {
    setStatus('loading');
    try {
      const g = await api.call(A.generateQr, { auth: 'basic' });
      setQr(g);
      setStatus('waiting');
    } catch {
      setStatus('expired');
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => {
    if (status !== 'waiting' || !qr) return;
    const timer = setInterval(async () => {
      try {
        const r = await api.call(A.pollQr, { body: { qrCode: qr.qrCode }, auth: 'basic', silent: true });
        if (r.status === 'confirmed' && r.token) {
          setStatus('done');
          window.location.assign(loginReturnUrl(params.get('redirect'), r.token, window.location.origin));
        } else if (r.status === 'expired') {
          setStatus('expired');
        }
      } catch {
        /* keep polling */
      }
    }, QR_LOGIN.pollMs);
    return () => clearInterval(timer);
  }, [status, qr, params]);

  return (
    <div className="sso-qr">
      <div className="sso-qr-box">
        {qr ? <img src={qr.qrImage} alt="登录二维码" width={180} height={180} /> : <Spin />}
        {status === 'expired' ? (
          <div className="sso-qr-mask">
            <p>二维码已失效</p>
            <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
              刷新二维码
            </Button>
          </div>
        ) : null}
      </div>
      <p className="sso-qr-tip">
        {status === 'done' ? '登录成功，正在跳转…' : '请使用已登录的手机或电脑扫描二维码，并在页面上确认登录'}
      </p>
    </div>
  );
}
