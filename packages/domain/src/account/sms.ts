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
  /** A number or an address that was sent a code in this many hours passes the human check before the next. */
  challengeAfterHours: 24,
  /** Codes all numbers together may be sent in one clock hour (SMS_HOURLY_BUDGET overrides it per deployment). */
  hourlyBudget: 500,
} as const;

/**
 * The human check before another code (issue 43): a slider puzzle the server draws (a PNG with a gap, and the
 * piece cut out of it); the user slides the piece into the gap. One answer per puzzle, within `tolerance` pixels,
 * before `ttlSeconds`; the gap's position never leaves the server.
 */
export const SMS_CHALLENGE = {
  width: 300,
  height: 150,
  piece: 44,
  tolerance: 6,
  ttlSeconds: 120,
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
  deliveryFailed: '短信发送失败，请稍后再试或联系客服',
  tooSoon: '验证码发送过于频繁，请60秒后再试',
  dailyLimit: '该手机号今日获取验证码次数已达上限，请明天再试',
  ipLimit: '获取验证码过于频繁，请稍后再试',
  challengeRequired: '为保障账号安全，请先完成安全验证（拖动滑块完成拼图）',
  challengeFailed: '安全验证未通过，请重新拖动滑块完成拼图',
  budgetSpent: '短信发送量已达本小时上限，请稍后再试或使用密码登录',
  codeInvalid: '验证码错误或已失效，请重新获取',
  phoneRegistered: '该手机号已注册，请直接登录',
  confirmRequired: '请再次输入密码',
  confirmMismatch: '两次输入的密码不一致',
  agreementRequired: '请阅读并同意用户协议和隐私政策',
  loginBackoff: (seconds: number) => `登录失败次数过多，请${seconds}秒后再试`,
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const SMS_WORDS = {
  sent: '验证码已发送',
  registered: '注册成功',
  passwordReset: '密码修改成功，请使用新密码登录',
} as const;

/** The ops page's alert line while this hour's SMS budget is spent. */
export const smsBudgetAlert = (used: number, budget: number) =>
  `短信发送已达本小时预算（${used}/${budget} 条），之后的验证码请求均被拒绝；如为正常流量请调高 SMS_HOURLY_BUDGET，否则可能遭遇短信轰炸`;

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
