import { MobileOutlined } from '@ant-design/icons';
import { SMS_MESSAGES, SMS_WORDS } from '@portal/domain';
import { Button, Checkbox, Form, Input, Steps } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { registerLogin, PasswordFields, phoneRules, SmsCodeField } from '../account/index.ts';
import './register.css';

interface RegisterForm {
  phone: string;
  code: string;
  password: string;
  confirm: string;
  agreement: boolean;
}

/** /register: phone, SMS code and password; then on to enterprise certification (/auth?from=normalRegister). */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterForm>();
  const { message } = useApp();
  const [busy, setBusy] = useState(false);
  const onFinish = async (v: RegisterForm) => {
    setBusy(true);
    try {
      const { token } = await registerLogin({
        phone: v.phone.trim(),
        code: v.code.trim(),
        password: v.password,
        agreement: true,
      });
      void message.success(SMS_WORDS.registered);
      window.location.assign(`/auth?from=normalRegister&token=${encodeURIComponent(token)}`);
    } catch {
      setBusy(false);
    }
  };
  return (
    <div className="register-page">
      <Steps
        current={0}
        size="small"
        className="register-steps"
        items={[{ title: '注册账号' }, { title: '企业认证' }, { title: '绑定一级经销商' }]}
      />
      <Form<RegisterForm> form={form} size="large" layout="vertical" onFinish={onFinish} className="register-form">
        <Form.Item name="phone" label="手机号" rules={phoneRules}>
          <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} autoComplete="tel" />
        </Form.Item>
        <Form.Item label="短信验证码" required style={{ marginBottom: 0 }}>
          <SmsCodeField form={form} purpose="register" />
        </Form.Item>
        <PasswordFields label="登录密码" />
        <Form.Item
          name="agreement"
          valuePropName="checked"
          rules={[
            {
              validator: (_r, v: boolean | undefined) =>
                v ? Promise.resolve() : Promise.reject(new Error(SMS_MESSAGES.agreementRequired)),
            },
          ]}
        >
          <Checkbox>
            我已阅读并同意
            <Link to="/aboutUs/staticContent?tab=userAgreement" target="_blank">
              《用户协议》
            </Link>
            和
            <Link to="/aboutUs/staticContent?tab=privacyPolicy" target="_blank">
              《隐私政策》
            </Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          注册
        </Button>
      </Form>
    </div>
  );
}
