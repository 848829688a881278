/**
 * SMS codes and the sign-on forms that use them (part 1 §5, §7; issue: 6 random digits, 5 minutes, one use,
 * bound to a purpose, 5 wrong tries; one send per phone per 60 s, ten a day, and a limit per address).
 */
import { messages } from '../core/index.ts';

export const SMS_PURPOSES = ['login', 'register', 'reset', 'changePhone'] as const;

export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const SMS_RULES = {
  codeLength: 6,
  ttlSeconds: 5 * 60,
  maxAttempts: 5,
  resendSeconds: 60,
  perPhonePerDay: 10,
  perIpPerHour: 30,
} as const;

/** Login slow-down: after this many failures for one account from one address, wait, doubling each time. */
export const LOGIN_BACKOFF = {
  windowMinutes: 15,
  freeFailures: 5,
  baseDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  /** Failures from one address across all accounts before it is refused for the window. */
  perIpFailures: 30,
} as const;

/** Seconds to wait after `failures` failures (0 while under the free allowance). */
export function loginDelaySeconds(failures: number): number {
  if (failures < LOGIN_BACKOFF.freeFailures) return 0;
  return Math.min(
    LOGIN_BACKOFF.baseDelaySeconds * 2 ** (failures - LOGIN_BACKOFF.freeFailures),
    LOGIN_BACKOFF.maxDelaySeconds,
  );
}

export const SMS_MESSAGES = messages('SMS', {
  purposeRule: '验证码用途不正确',
  sent: '验证码已发送',
  deliveryFailed: '短信发送失败，请稍后再试或联系客服',
  tooSoon: '验证码发送过于频繁，请60秒后再试',
  dailyLimit: '该手机号今日获取验证码次数已达上限，请明天再试',
  ipLimit: '获取验证码过于频繁，请稍后再试',
  codeInvalid: '验证码错误或已失效，请重新获取',
  phoneRegistered: '该手机号已注册，请直接登录',
  confirmRequired: '请再次输入密码',
  confirmMismatch: '两次输入的密码不一致',
  agreementRequired: '请阅读并同意用户协议和隐私政策',
  registered: '注册成功',
  passwordReset: '密码修改成功，请使用新密码登录',
  loginBackoff: (seconds: number) => `登录失败次数过多，请${seconds}秒后再试`,
});

/** The confirm-password field of the forms. */
export function confirmPasswordError(password: string | undefined, confirm: string | undefined): string | null {
  if (!confirm) return SMS_MESSAGES.confirmRequired;
  return password === confirm ? null : SMS_MESSAGES.confirmMismatch;
}

/** The "get code" button: seconds left before another send (0 = enabled). */
export function resendSecondsLeft(sentAtMs: number | null, nowMs: number): number {
  if (sentAtMs === null) return 0;
  return Math.max(0, Math.ceil((sentAtMs + SMS_RULES.resendSeconds * 1000 - nowMs) / 1000));
}
