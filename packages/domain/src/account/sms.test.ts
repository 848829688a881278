import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { confirmPasswordError, loginDelaySeconds, resendSecondsLeft, SMS_MESSAGES } from './sms.ts';
import { registerSchema, sendSmsCodeSchema, smsLoginSchema } from './sms-contract.ts';

describe('SMS and sign-on form rules', () => {
  it('codes are exactly 6 digits', () => {
    expect(smsLoginSchema.safeParse({ phone: '13800000001', code: '123456' }).success).toBe(true);
    for (const code of ['12345', '1234567', 'abcdef', '12 456', '']) {
      const r = smsLoginSchema.safeParse({ phone: '13800000001', code });
      expect(r.error?.issues[0]?.message).toBe('请输入6位数字验证码');
    }
  });
  it('sending needs a mobile and a known purpose', () => {
    expect(sendSmsCodeSchema.safeParse({ phone: '1380000000', type: 'login' }).error?.issues[0]?.message).toBe(
      '请输入正确的手机号',
    );
    expect(sendSmsCodeSchema.safeParse({ phone: '13800000001', type: 'x' }).error?.issues[0]?.message).toBe(
      SMS_MESSAGES.purposeRule,
    );
  });
  it('register needs the password rule and the agreement', () => {
    const base = { phone: '13800000001', code: '123456', password: 'Abc@12345', agreement: true };
    expect(registerSchema.safeParse(base).success).toBe(true);
    expect(registerSchema.safeParse({ ...base, password: 'abcdefgh' }).error?.issues[0]?.message).toMatch(/8-16位/);
    expect(registerSchema.safeParse({ ...base, agreement: false }).error?.issues[0]?.message).toBe(
      SMS_MESSAGES.agreementRequired,
    );
  });
  it('confirm password', () => {
    expect(confirmPasswordError('a', '')).toBe('请再次输入密码');
    expect(confirmPasswordError('a', 'b')).toBe('两次输入的密码不一致');
    expect(confirmPasswordError('a', 'a')).toBeNull();
  });
  it('login delay is zero for five failures, then doubles up to the cap', () => {
    expect(loginDelaySeconds(4)).toBe(0);
    expect(loginDelaySeconds(5)).toBe(30);
    expect(loginDelaySeconds(6)).toBe(60);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (n) => {
        expect(loginDelaySeconds(n + 1)).toBeGreaterThanOrEqual(loginDelaySeconds(n));
        expect(loginDelaySeconds(n)).toBeLessThanOrEqual(900);
      }),
    );
  });
  it('the resend countdown', () => {
    expect(resendSecondsLeft(null, 0)).toBe(0);
    expect(resendSecondsLeft(0, 1)).toBe(60);
    expect(resendSecondsLeft(0, 59_001)).toBe(1);
    expect(resendSecondsLeft(0, 60_000)).toBe(0);
  });
});
