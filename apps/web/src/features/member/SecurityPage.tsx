import { MobileOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES, PROFILE_MESSAGES, PROFILE_WORDS } from '@portal/domain';
import { Button, Card, Form, Input } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { PasswordFields, phoneRules, SmsCodeField } from '../account/index.ts';
import { SettingTabs } from './BaseInfoPage.tsx';
import { LoginFailures } from './LoginFailures.tsx';
import { modifyPhone, updatePasswordByOldPwd } from './queries.ts';

/**
 * /member/accountSetting/modPhoneAndPassword: change phone (SMS to the new number + current password), change password,
 * and the failed password sign-ins of the account.
 */
export default function SecurityPage() {
  const { message } = useApp();
  const [phoneForm] = Form.useForm<{ phone: string; code: string; password: string }>();
  const [pwdForm] = Form.useForm<{ oldPassword: string; password: string; confirm: string }>();
  const [busy, setBusy] = useState<'phone' | 'pwd' | null>(null);
  return (
    <div className="member-card">
      <SettingTabs active="modPhoneAndPassword" />
      <div className="member-security">
        <Card title="修改手机号" size="small">
          <Form
            form={phoneForm}
            onFinish={async (v) => {
              setBusy('phone');
              await modifyPhone({ phone: v.phone.trim(), code: v.code.trim(), password: v.password }).then(
                () => (void message.success(PROFILE_WORDS.phoneChanged), phoneForm.resetFields()),
                () => undefined,
              );
              setBusy(null);
            }}
          >
            <Form.Item name="phone" rules={phoneRules}>
              <Input prefix={<MobileOutlined />} placeholder="请输入新手机号" maxLength={11} />
            </Form.Item>
            <SmsCodeField form={phoneForm} purpose="changePhone" />
            <Form.Item name="password" rules={[{ required: true, message: ACCOUNT_MESSAGES.passwordRequired }]}>
              <Input.Password placeholder="请输入当前登录密码" maxLength={16} autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy === 'phone'}>
              确认修改
            </Button>
          </Form>
        </Card>
        <Card title="修改密码" size="small" extra={<Link to="/passwordReset">忘记原密码？短信验证重置</Link>}>
          <Form
            form={pwdForm}
            onFinish={async (v) => {
              setBusy('pwd');
              await updatePasswordByOldPwd({ oldPassword: v.oldPassword, password: v.password }).then(
                () => (void message.success(PROFILE_WORDS.passwordChanged), pwdForm.resetFields()),
                () => undefined,
              );
              setBusy(null);
            }}
          >
            <Form.Item name="oldPassword" rules={[{ required: true, message: PROFILE_MESSAGES.oldPasswordRequired }]}>
              <Input.Password placeholder="请输入原密码" maxLength={16} autoComplete="current-password" />
            </Form.Item>
            <PasswordFields />
            <Button type="primary" htmlType="submit" loading={busy === 'pwd'}>
              确认修改
            </Button>
          </Form>
        </Card>
        <LoginFailures />
      </div>
    </div>
  );
}
