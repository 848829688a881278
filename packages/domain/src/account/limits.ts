import { messages } from '../core/index.ts';

/**
 * Request limits, counted in PostgreSQL (server `modules/rate-limit`), so they hold across server instances and
 * restarts. `max` requests per `windowSeconds`, a fixed window per route and client address — or per route and
 * signed-in account where `per: 'account'` (a user-only route whose cost follows the account, not the address).
 */
export const RATE_LIMITS = {
  login: { max: 30, windowSeconds: 60 },
  /**
   * A burst guard only: SMS_RULES' per-phone and per-address counts (kept in sms_code) decide first; a code after
   * the human check takes two calls (asked for it, then answered), hence twice the address's hourly count and more.
   */
  smsSend: { max: 80, windowSeconds: 60 },
  /** The SMS human check's puzzles an address may draw (each one is a PNG drawn by the server). */
  smsChallenge: { max: 30, windowSeconds: 60 },
  register: { max: 20, windowSeconds: 60 },
  upload: { max: 30, windowSeconds: 60 },
  export: { max: 20, windowSeconds: 60 },
  /** The AI script and storyboard streams (issue 21): each stream endpoint counts an account's calls on its own. */
  aigcStream: { max: 12, windowSeconds: 60, per: 'account' },
} as const satisfies Record<string, RateLimit>;

export interface RateLimit {
  readonly max: number;
  readonly windowSeconds: number;
  /** Whom a window counts: the client address (default) or the signed-in account. */
  readonly per?: 'address' | 'account';
}

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
