import { MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { smsCodeLogin, phoneRules, SmsCodeField } from '../account/index.ts';
import { loginReturnUrl } from './redirect.ts';

interface SmsForm {
  phone: string;
  code: string;
}

/** The SMS-code tab of the sign-on page. */
export function SmsLogin() {
  const [form] = Form.useForm<SmsForm>();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const onFinish = async (v: SmsForm) => {
    setBusy(true);
    try {
      const { token } = await smsCodeLogin({ phone: v.phone.trim(), code: v.code.trim() });
      window.location.assign(loginReturnUrl(params.get('redirect'), token, window.location.origin));
    } catch {
      setBusy(false);
    }
  };
  return (
    <Form<SmsForm> form={form} size="large" onFinish={onFinish}>
      <Form.Item name="phone" rules={phoneRules}>
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <SmsCodeField form={form} purpose="login" />
      <Button type="primary" htmlType="submit" block loading={busy}>
        登录
      </Button>
    </Form>
  );
}
