/**
 * Accounts a journey makes for itself through the API, as the sign-on site's register page does: a new individual
 * registered by SMS code (the local SMS provider's messages, echoed to the server's log: support/sms.ts).
 */
import { GUEST_CLIENT_ID, GUEST_CLIENT_SECRET } from '@portal/domain';
import { expect } from 'vitest';
import { baseURL } from '../browser.ts';
import { challengeAnswer, smsCode, smsLines } from '../sms.ts';

const P = '/api-cloud-merchant-service';

async function post<T>(path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(baseURL() + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: T; reason?: string };
}

/** Registers `phone` as a new individual (no dealer chosen yet) with `password`; resolves with its phone. */
export async function registerBySms(phone: string, password: string): Promise<string> {
  const basic = {
    authorization: `Basic ${Buffer.from(`${GUEST_CLIENT_ID}:${GUEST_CLIENT_SECRET}`).toString('base64')}`,
  };
  const sent = smsLines(phone).length;
  let send = await post(`${P}/open/v3/message/verifycode`, { phone, type: 'register' }, basic);
  // not this address's first code: the human check, solved as the sandbox's log tells (support/sms.ts)
  if (send.reason === 'SMS.challengeRequired') {
    const { data } = await post<{ challengeId: string }>(`${P}/open/v3/message/challenge`, {}, basic);
    const challengeX = await challengeAnswer(data.challengeId);
    send = await post(`${P}/open/v3/message/verifycode`, { phone, type: 'register', challengeId: data.challengeId, challengeX }, basic); // prettier-ignore
  }
  expect(send.code, send.msg).toBe(0);
  const code = await smsCode(phone, sent);
  const reg = await post(`${P}/v1/account/registerLogin`, { phone, code, password, agreement: true }, basic);
  expect(reg.code, reg.msg).toBe(0);
  return phone;
}
