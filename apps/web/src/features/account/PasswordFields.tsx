import { LockOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES, confirmPasswordError, isValidPassword } from '@portal/domain';
import { Form, Input } from 'antd';

/** New password and its confirmation, with the password rule of part 1 §5. */
export function PasswordFields({ name = 'password', label }: { name?: string; label?: string }) {
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        rules={[
          { required: true, message: ACCOUNT_MESSAGES.passwordRequired },
          {
            validator: (_r, v: string | undefined) =>
              !v || isValidPassword(v) ? Promise.resolve() : Promise.reject(new Error(ACCOUNT_MESSAGES.passwordRule)),
          },
        ]}
        extra={label ? '8-16位，至少包含数字、小写字母、大写字母、特殊字符中的3种' : undefined}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请设置8-16位密码"
          maxLength={16}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={label ? '确认密码' : undefined}
        dependencies={[name]}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_r, v: string | undefined) => {
              const err = confirmPasswordError(getFieldValue(name) as string | undefined, v);
              return err ? Promise.reject(new Error(err)) : Promise.resolve();
            },
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请再次输入密码"
          maxLength={16}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
