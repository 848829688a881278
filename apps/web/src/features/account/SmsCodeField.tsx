import { SafetyOutlined } from '@ant-design/icons';
import {
  ACCOUNT_MESSAGES,
  hasReason,
  MOBILE_RE,
  resendSecondsLeft,
  SMS_CODE_RE,
  SMS_MESSAGES,
  SMS_WORDS,
  SMS_ROUTES,
  type SmsPurpose,
} from '@portal/domain';
import { Button, Form, Input, type FormInstance } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useEffect, useState } from 'react';
import { sendSmsCode } from './auth-api.ts';
import { type ChallengeAnswer, SliderChallenge } from './SliderChallenge.tsx';
import { runOutsideCaptcha, type TicketAnswer } from './outside-captcha.ts';
import { portalConfig } from '../../config.ts';

/** Phone field rules of part 1 §5. */
export const phoneRules = [
  { required: true, message: ACCOUNT_MESSAGES.phoneRequired },
  { pattern: MOBILE_RE, message: ACCOUNT_MESSAGES.phoneRule },
];

/**
 * The SMS code input with its "get code" button: checks the phone field first, then sends and counts down
 * 60 seconds. When the server asks for the human check (SMS.challengeRequired, or a failed answer), the slider
 * puzzle opens and the send is tried again with the answer. `phoneField` names the form field holding the phone.
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

  /** The human check's round: null while closed; each new round draws a new puzzle. */
  const [round, setRound] = useState<number | null>(null);

  const send = async (answer: ChallengeAnswer | TicketAnswer | null = null) => {
    try {
      await form.validateFields([phoneField]);
    } catch {
      return;
    }
    setBusy(true);
    try {
      await sendSmsCode(String(form.getFieldValue(phoneField)).trim(), purpose, answer);
      setRound(null);
      void message.success(SMS_WORDS.sent);
      setSentAt(Date.now());
      setNow(Date.now());
    } catch (e) {
      if (
        hasReason(e, SMS_ROUTES.sendCode, SMS_MESSAGES, 'challengeRequired') ||
        hasReason(e, SMS_ROUTES.sendCode, SMS_MESSAGES, 'challengeFailed')
      ) {
        if (answer) void message.warning(SMS_MESSAGES.challengeFailed);
        const outside = portalConfig().captcha;
        // the provider's own check (CAPTCHA_PROVIDER), or the built-in puzzle's dialog
        if (outside)
          void runOutsideCaptcha(outside).then(
            (a) => a && void send(a),
            (err: Error) => void message.error(err.message),
          );
        else setRound((r) => (r ?? 0) + 1);
      } else {
        setRound(null);
        void message.error((e as Error).message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
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
              data-testid="sms-send"
              style={{ padding: 0 }}
            >
              {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
            </Button>
          }
        />
      </Form.Item>
      <SliderChallenge round={round} onAnswer={(a) => void send(a)} onCancel={() => setRound(null)} />
    </>
  );
}
