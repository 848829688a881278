import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { listedBy, refusal, SMS_MESSAGES, SMS_ROUTES as E, SMS_RULES, type SmsPurpose } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, forbidden, tooManyRequests } from '../../http/errors.ts';
import type { HumanAnswer, HumanCheck } from './captcha/index.ts';
import { budgetUsed, takeBudget } from './challenge-queries.ts';
import type { SmsProvider } from './provider.ts';
import * as q from './queries.ts';

/** What sending a code may refuse: only what its entry lists (the compiler checks). */
const sendNo = listedBy(E.sendCode);

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  login: '登录',
  register: '注册',
  reset: '找回密码',
  changePhone: '更换手机号',
};

function hashCode(phone: string, purpose: SmsPurpose, code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${phone}:${purpose}:${code}`).digest('base64url');
}

function checkCode(stored: string, phone: string, purpose: SmsPurpose, code: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const a = Buffer.from(hashCode(phone, purpose, code, salt));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface SendOptions {
  ip: string | null;
  brandName: string;
  /** false: answer as if sent but send nothing (unknown phone for login or reset: no account enumeration). */
  deliver: boolean;
  /** The human check's answer, if the caller sent one (the built-in puzzle's, or an outside check's ticket). */
  challenge?: HumanAnswer | null;
  /** Judges it (captcha/index.ts, the configured check). */
  humanCheck: HumanCheck;
  /** Codes all numbers may be sent this clock hour (config SMS_HOURLY_BUDGET). */
  hourlyBudget: number;
}

/**
 * Send a code: 6 random digits, stored hashed, valid 5 minutes. Limits: one send per phone per 60 s, ten a day,
 * and a number per address an hour (429). The phone's lock makes the 60-second rule hold under concurrency.
 * A number or an address that was sent a code in the last day passes the human check first (403
 * SMS.challengeRequired / challengeFailed; the answer is spent before anything else, right or wrong), and every
 * number together gets no more than the hourly budget (503 SMS.budgetSpent, the ops page's alert).
 */
export async function sendCode(
  db: Kysely<DB>,
  provider: SmsProvider,
  phone: string,
  purpose: SmsPurpose,
  opts: SendOptions,
): Promise<void> {
  const passed = opts.challenge ? await opts.humanCheck(db, opts.challenge, opts.ip) : false;
  await db.transaction().execute(async (trx) => {
    await q.lockPhone(trx, phone);
    const now = Date.now();
    const last = await q.lastSentAt(trx, phone);
    if (last && now - last.getTime() < SMS_RULES.resendSeconds * 1000)
      throw tooManyRequests(sendNo(refusal(SMS_MESSAGES, 'tooSoon')));
    if ((await q.countSince(trx, { phone }, new Date(now - 24 * 3600_000))) >= SMS_RULES.perPhonePerDay) {
      throw tooManyRequests(sendNo(refusal(SMS_MESSAGES, 'dailyLimit')));
    }
    if (opts.ip && (await q.countSince(trx, { ip: opts.ip }, new Date(now - 3600_000))) >= SMS_RULES.perIpPerHour) {
      throw tooManyRequests(sendNo(refusal(SMS_MESSAGES, 'ipLimit')));
    }
    const day = new Date(now - SMS_RULES.challengeAfterHours * 3600_000);
    const seen =
      (await q.countSince(trx, { phone }, day)) > 0 ||
      (!!opts.ip && (await q.countSince(trx, { ip: opts.ip }, day)) > 0);
    if (seen && !passed)
      throw forbidden(sendNo(refusal(SMS_MESSAGES, opts.challenge ? 'challengeFailed' : 'challengeRequired')));
    // spent: refused alike whether or not this one would be delivered (the answer tells nothing of the number)
    const spent = opts.deliver
      ? !(await takeBudget(trx, opts.hourlyBudget))
      : (await budgetUsed(trx)) >= opts.hourlyBudget;
    if (spent) throw businessError(sendNo(refusal(SMS_MESSAGES, 'budgetSpent')), undefined, 503);
    const code = String(randomInt(0, 10 ** SMS_RULES.codeLength)).padStart(SMS_RULES.codeLength, '0');
    const salt = randomBytes(12).toString('base64url');
    await q.retireCodes(trx, phone, purpose);
    // An undeliverable request is still recorded (with a code nobody knows) so it counts against the limits.
    await q.insertCode(trx, {
      phone,
      purpose,
      codeHash: `${salt}$${hashCode(phone, purpose, opts.deliver ? code : randomBytes(8).toString('hex'), salt)}`,
      expiresAt: new Date(now + SMS_RULES.ttlSeconds * 1000),
      ip: opts.ip,
      delivered: opts.deliver,
    });
    if (opts.deliver) {
      // A provider that fails throws: the transaction rolls back and no code is left usable.
      await provider.send(trx, {
        phone,
        purpose,
        code,
        content: `【${opts.brandName}】您的${PURPOSE_TEXT[purpose]}验证码为 ${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
      });
    }
  });
}

/**
 * Use a code: true once for the right code of this phone and purpose. A wrong code counts a try; the fifth wrong
 * try burns it. The final update is conditional, so two concurrent uses of one code cannot both succeed.
 */
export async function consumeCode(db: Kysely<DB>, phone: string, purpose: SmsPurpose, code: string): Promise<boolean> {
  const live = await q.liveCode(db, phone, purpose, SMS_RULES.maxAttempts);
  if (!live) return false;
  if (!checkCode(live.code_hash, phone, purpose, code)) {
    await q.countWrongTry(db, live.id);
    return false;
  }
  return q.markUsed(db, live.id, SMS_RULES.maxAttempts);
}
