import { messages } from '../api/refusals.ts';

/**
 * Request limits per client address, counted in PostgreSQL (server `modules/rate-limit`), so they hold across
 * server instances and restarts. `max` requests per `windowSeconds`, a fixed window per address and route.
 */
export const RATE_LIMITS = {
  login: { max: 30, windowSeconds: 60 },
  /** A burst guard only: SMS_RULES' per-phone and per-address counts (kept in sms_code) decide first. */
  smsSend: { max: 40, windowSeconds: 60 },
  register: { max: 20, windowSeconds: 60 },
  upload: { max: 30, windowSeconds: 60 },
  export: { max: 20, windowSeconds: 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * The account's own guard against guessing: failed password sign-ins for one account, from any addresses, counted
 * in PostgreSQL. At `failures` within `windowMinutes`, password sign-in for that account is refused until the
 * window passes; SMS-code sign-in and the SMS password reset stay open, so nobody can lock the owner out for good.
 */
export const ACCOUNT_LOCKOUT = {
  failures: 5,
  windowMinutes: 15,
} as const;

export const LOCKOUT_MESSAGES = messages('LOCKOUT', {
  locked: `密码错误次数过多，请${ACCOUNT_LOCKOUT.windowMinutes}分钟后再试或使用短信验证码登录`,
});
