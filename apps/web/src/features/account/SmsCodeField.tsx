import { SafetyOutlined } from '@ant-design/icons';
import { ACCOUNT_MESSAGES, MOBILE_RE, resendSecondsLeft, SMS_CODE_RE, type SmsPurpose } from '@portal/domain';
import { Button, Form, Input, type FormInstance } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useState } from 'react';
import { sendSmsCode } from './auth-api.ts';

/** Phone field rules of part 1 §5. */
export const phoneRules = [
  { required: true, message: ACCOUNT_MESSAGES.phoneRequired },
  { pattern: MOBILE_RE, message: ACCOUNT_MESSAGES.phoneRule },
];

/**
 * The SMS code input with its "get code" button: checks the phone field first, then sends and counts down
 * 60 seconds. `phoneField` names the form field holding the phone.
 */
export function SmsCodeField({
  form,
  purpose,
  phoneField = 'phone',
  name = 'code',
}: {
  form: FormInstance;
  purpose: SmsPurpose;
  phoneField?: string;
  name?: string;
}) {
  const { message } = useApp();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const left = resendSecondsLeft(sentAt, now);

  useEffect(() => {
    if (left <= 0) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [left]);

  const send = async () => {
    try {
      await form.validateFields([phoneField]);
    } catch {
      return;
    }
    setBusy(true);
    try {
      await sendSmsCode(String(form.getFieldValue(phoneField)).trim(), purpose);
      void message.success('验证码已发送');
      setSentAt(Date.now());
      setNow(Date.now());
    } catch {
      /* the client has shown the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form.Item
      name={name}
      rules={[
        { required: true, message: ACCOUNT_MESSAGES.smsCodeRule },
        { pattern: SMS_CODE_RE, message: ACCOUNT_MESSAGES.smsCodeRule },
      ]}
    >
      <Input
        prefix={<SafetyOutlined />}
        placeholder="请输入短信验证码"
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        suffix={
          <Button
            type="link"
            size="small"
            disabled={left > 0}
            loading={busy}
            onClick={() => void send()}
            style={{ padding: 0 }}
          >
            {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
          </Button>
        }
      />
    </Form.Item>
  );
}
