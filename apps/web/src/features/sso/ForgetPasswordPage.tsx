import { useApp } from '../../components/feedback/useApp.ts';
import { Link, useNavigate } from 'react-router';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

/** /login/forget: reset the password with an SMS code to the account's phone. */
export default function ForgetPasswordPage() {
  const { message } = useApp();
  const navigate = useNavigate();
  return (
    <div>
      <h2 style={{ textAlign: 'center', margin: '0 0 20px' }}>找回密码</h2>
      <ResetPasswordForm
        onDone={() => {
          void message.success('密码修改成功，请使用新密码登录');
          navigate('/sso/login', { replace: true });
        }}
      />
      <div className="sso-links" style={{ marginTop: 16 }}>
        <Link to="/sso/login">返回登录</Link>
      </div>
    </div>
  );
}
