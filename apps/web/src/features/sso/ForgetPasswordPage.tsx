import { MobileOutlined } from '@ant-design/icons';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { updatePasswordBySmsCode } from '../account/auth-api.ts';
import { PasswordFields } from '../account/PasswordFields.tsx';
import { phoneRules, SmsCodeField } from '../account/SmsCodeField.tsx';

interface ResetForm {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

/** /login/forget: reset the password with an SMS code to the account's phone. */
export default function ForgetPasswordPage() {
  const [form] = Form.useForm<ResetForm>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onFinish = async (v: ResetForm) => {
    setBusy(true);
    try {
      await updatePasswordBySmsCode({ phone: v.phone.trim(), code: v.code.trim(), password: v.password });
      void message.success('密码修改成功，请使用新密码登录');
      navigate('/sso/login', { replace: true });
    } catch {
      setBusy(false);
    }
  };
  return (
    <div>
      <h2 style={{ textAlign: 'center', margin: '0 0 20px' }}>找回密码</h2>
      <Form<ResetForm> form={form} size="large" onFinish={onFinish}>
        <Form.Item name="phone" rules={phoneRules}>
          <Input prefix={<MobileOutlined />} placeholder="请输入注册手机号" maxLength={11} autoComplete="tel" />
        </Form.Item>
        <SmsCodeField form={form} purpose="reset" />
        <PasswordFields />
        <Button type="primary" htmlType="submit" block loading={busy}>
          重置密码
        </Button>
      </Form>
      <div className="sso-links" style={{ marginTop: 16 }}>
        <Link to="/sso/login">返回登录</Link>
      </div>
    </div>
  );
}
