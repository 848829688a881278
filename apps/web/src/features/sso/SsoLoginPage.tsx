import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES, MOBILE_RE } from '@portal/domain';
import { Button, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { passwordLogin } from '../../session/session-api.ts';
import { loginReturnUrl } from './redirect.ts';
import { SmsLogin } from './SmsLogin.tsx';
import { QrLogin } from './QrLogin.tsx';

interface LoginForm {
  account: string;
  password: string;
}

function PasswordLogin() {
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const onFinish = async (v: LoginForm) => {
    setBusy(true);
    try {
      const { token } = await passwordLogin(v.account.trim(), v.password);
      window.location.assign(loginReturnUrl(params.get('redirect'), token, window.location.origin));
    } catch {
      setBusy(false); // the client has already shown the server's message
    }
  };
  return (
    <Form<LoginForm> size="large" onFinish={onFinish} autoComplete="on">
      <Form.Item
        name="account"
        rules={[
          { required: true, message: ACCOUNT_MESSAGES.phoneRequired },
          { pattern: MOBILE_RE, message: ACCOUNT_MESSAGES.phoneRule },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: ACCOUNT_MESSAGES.passwordRequired }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          maxLength={16}
          autoComplete="current-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
}

/** /sso/login: password, SMS-code and QR login. */
export default function SsoLoginPage() {
  return (
    <>
      <Tabs
        centered
        items={[
          { key: 'password', label: '密码登录', children: <PasswordLogin /> },
          { key: 'sms', label: '验证码登录', children: <SmsLogin /> },
          { key: 'qr', label: '扫码登录', children: <QrLogin /> },
        ]}
      />
      <div className="sso-links" style={{ marginTop: 16 }}>
        <Link to="/login/forget">忘记密码？</Link>
        <Link to="/sso/invite">收到邀请？设置密码</Link>
        <span>
          还没有账号？<Link to="/register">立即注册</Link>
        </span>
      </div>
    </>
  );
}
