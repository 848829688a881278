/**
 * /sso/invite: an invited account (a staff member invited by staff, a dealer's owner put in by the provider) sets its
 * password with the phone and the invitation code of its SMS, and is signed in.
 */
import { KeyOutlined, MobileOutlined } from '@ant-design/icons';
import { INVITATION_ROUTES as E, INVITATION_MESSAGES, INVITATION_RULES } from '@portal/domain';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { PasswordFields, phoneRules } from '../account/index.ts';
import { loginReturnUrl } from './redirect.ts';

interface AcceptForm {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

export default function InviteAcceptPage() {
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const onFinish = async (v: AcceptForm) => {
    setBusy(true);
    try {
      const { token } = await api.call(E.accept, {
        body: { phone: v.phone.trim(), code: v.code.trim(), password: v.password },
        auth: 'basic',
      });
      window.location.assign(loginReturnUrl(params.get('redirect'), token, window.location.origin));
    } catch {
      setBusy(false); // the client has already shown the server's message
    }
  };
  return (
    <div data-testid="invite-accept">
      <h2 style={{ textAlign: 'center', margin: '0 0 8px' }}>接受邀请</h2>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        输入收到邀请短信的手机号和{INVITATION_RULES.codeLength}位邀请码，设置登录密码
      </Typography.Paragraph>
      <Form<AcceptForm> size="large" onFinish={onFinish} initialValues={{ phone: params.get('phone') ?? '' }}>
        <Form.Item name="phone" rules={phoneRules}>
          <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} autoComplete="tel" />
        </Form.Item>
        <Form.Item
          name="code"
          rules={[
            { required: true, message: '请输入邀请码' },
            { pattern: new RegExp(`^\\d{${INVITATION_RULES.codeLength}}$`), message: INVITATION_MESSAGES.invalid },
          ]}
        >
          <Input
            prefix={<KeyOutlined />}
            placeholder="请输入短信中的邀请码"
            maxLength={INVITATION_RULES.codeLength}
            autoComplete="one-time-code"
          />
        </Form.Item>
        <PasswordFields />
        <Button type="primary" htmlType="submit" block loading={busy}>
          设置密码并登录
        </Button>
      </Form>
      <div className="sso-links" style={{ marginTop: 16 }}>
        <Link to="/sso/login">返回登录</Link>
      </div>
    </div>
  );
}
