import { MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { updatePasswordBySmsCode, PasswordFields, phoneRules, SmsCodeField } from '../account/index.ts';

interface ResetForm {
  phone: string;
  code: string;
  password: string;
  confirm: string;
}

/**
 * Reset the password with an SMS code to the account's phone (the sms module checks and consumes the code on the
 * server, which re-checks the password rule): /login/forget and /passwordReset.
 */
export function ResetPasswordForm({ phone, onDone }: { phone?: string; onDone: () => void }) {
  const [form] = Form.useForm<ResetForm>();
  const [busy, setBusy] = useState(false);
  const onFinish = async (v: ResetForm) => {
    setBusy(true);
    try {
      await updatePasswordBySmsCode({ phone: v.phone.trim(), code: v.code.trim(), password: v.password });
      onDone();
    } catch {
      setBusy(false);
    }
  };
  return (
    <Form<ResetForm> form={form} size="large" onFinish={onFinish} initialValues={phone ? { phone } : undefined}>
      <Form.Item name="phone" rules={phoneRules}>
        <Input prefix={<MobileOutlined />} placeholder="请输入注册手机号" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <SmsCodeField form={form} purpose="reset" />
      <PasswordFields />
      <Button type="primary" htmlType="submit" block loading={busy}>
        重置密码
      </Button>
    </Form>
  );
}
