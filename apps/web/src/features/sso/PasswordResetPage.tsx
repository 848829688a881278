import { SMS_WORDS } from '@portal/domain';
import { Button, Card, Result, Steps } from 'antd';
import { useState } from 'react';
import { ssoLoginUrl } from '../../config.ts';
import { logout } from '../../session/session-api.ts';
import { useSession } from '../../session/store.ts';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

/**
 * /passwordReset: the password reset of part 1 §2 — the phone's SMS code (sent and checked by the sms module) and a
 * new password by the password rule; the server signs the account out everywhere, so it then signs in anew.
 */
export default function PasswordResetPage() {
  const { user, login } = useSession();
  const [done, setDone] = useState(false);
  const finish = () => {
    setDone(true);
    // The reset revoked every session of the account: drop this one's cookies too.
    if (login) void logout().catch(() => undefined);
  };
  return (
    <Card style={{ maxWidth: 520, margin: '24px auto' }} title="重置密码" data-testid="password-reset">
      <Steps
        size="small"
        current={done ? 2 : 0}
        style={{ marginBottom: 24 }}
        items={[{ title: '验证手机号' }, { title: '设置新密码' }, { title: '完成' }]}
      />
      {done ? (
        <Result
          status="success"
          title={SMS_WORDS.passwordReset}
          extra={
            <Button type="primary" href={ssoLoginUrl(`${window.location.origin}/home`)}>
              去登录
            </Button>
          }
        />
      ) : (
        <ResetPasswordForm phone={login ? user?.phonePlainText || undefined : undefined} onDone={finish} />
      )}
    </Card>
  );
}
