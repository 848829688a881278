import { ACCOUNT_ROUTES, QR_WORDS } from '@portal/domain';
import { Button, Result } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { hasTokenCookie } from '../../api/tokens.ts';

/** /sso/qrConfirm?code=: what a scanned QR code opens in a logged-in session; confirming logs the other side in. */
export default function QrConfirmPage() {
  const [params] = useSearchParams();
  const { message } = useApp();
  const code = params.get('code') ?? '';
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!hasTokenCookie()) {
    return (
      <Result
        status="info"
        title="请先登录"
        subTitle="扫码登录需要在已登录的设备上确认"
        extra={
          <Link to={`/sso/login?redirect=${encodeURIComponent(window.location.href)}`}>
            <Button type="primary" size="large">
              去登录
            </Button>
          </Link>
        }
      />
    );
  }
  if (done) return <Result status="success" title={QR_WORDS.confirmed} subTitle="另一台设备将自动完成登录" />;
  return (
    <Result
      status="warning"
      title="确认在另一台设备上登录？"
      subTitle="请确认是您本人正在扫码登录，否则请勿确认"
      extra={
        <Button
          type="primary"
          size="large"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await api.call(ACCOUNT_ROUTES.confirmQr, { body: { qrCode: code } });
              void message.success(QR_WORDS.confirmed);
              setDone(true);
            } catch {
              setBusy(false);
            }
          }}
        >
          确认登录
        </Button>
      }
    />
  );
}
