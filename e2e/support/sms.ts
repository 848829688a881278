import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { dataDir } from './browser.ts';

/** The SMS messages the e2e server wrote to its log for a phone (SMS_ECHO=1 echoes the outbox provider). */
export function smsLines(phone: string): string[] {
  const log = path.join(dataDir(), 'server.log');
  return fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter((l) => l.includes(`"phone":"${phone}"`) && l.includes('"sms"'));
}

/**
 * The SMS code sent to a phone after `before` earlier messages: the e2e server echoes the outbox provider's
 * messages to its log (SMS_ECHO=1).
 */
export async function smsCode(phone: string, before: number): Promise<string> {
  await expect.poll(() => smsLines(phone).length, { timeout: 10_000 }).toBeGreaterThan(before);
  return /验证码为 (\d{6})/.exec(smsLines(phone).at(-1) ?? '')?.[1] ?? '';
}

/**
 * The human check's puzzles the e2e server drew, oldest first, with where each gap is: the SMS sandbox echoes them
 * to its log beside the codes (SMS_ECHO=1; never with a real provider). The browser is never told.
 */
export function challengeAnswers(): { id: string; x: number }[] {
  const log = path.join(dataDir(), 'server.log');
  return fs
    .readFileSync(log, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"smsChallenge"'))
    .map((l) => JSON.parse(l) as { smsChallenge: string; answerX: number })
    .map((l) => ({ id: l.smsChallenge, x: l.answerX }));
}

/** The answer to one puzzle by its id (a script's solver, as a pumping bot with a perfect solver would be). */
export async function challengeAnswer(id: string): Promise<number> {
  await expect.poll(() => challengeAnswers().some((c) => c.id === id), { timeout: 10_000 }).toBe(true);
  return challengeAnswers().find((c) => c.id === id)!.x;
}
