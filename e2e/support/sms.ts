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
