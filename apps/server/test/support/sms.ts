/**
 * The SMS human check in tests (apps/server/src/modules/sms/challenge.ts): a puzzle drawn through the real
 * endpoint, solved by reading where its gap is from the database (the browser never sees that).
 */
import { GUEST_CLIENT_ID, GUEST_CLIENT_SECRET, reasonOf, SMS_ENDPOINTS, SMS_MESSAGES } from '@portal/domain';
import type { TestContext } from './test-app.ts';

export const BASIC = `Basic ${Buffer.from(`${GUEST_CLIENT_ID}:${GUEST_CLIENT_SECRET}`).toString('base64')}`;
export const CHALLENGE_REQUIRED = reasonOf(SMS_MESSAGES, 'challengeRequired');

/** A new puzzle from `ip` and its answer (the gap's x, read from sms_challenge). */
export async function solvedChallenge(ctx: TestContext, ip = '127.0.0.1') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: SMS_ENDPOINTS.challenge.path,
    headers: { authorization: BASIC },
    remoteAddress: ip,
  });
  if (res.json().code !== 0) throw new Error(`no challenge: ${res.body}`);
  const challengeId = res.json().data.challengeId as string;
  const row = await ctx.database.db
    .selectFrom('sms_challenge')
    .select('answer_x')
    .where('id', '=', challengeId)
    .executeTakeFirstOrThrow();
  return { challengeId, challengeX: row.answer_x };
}

/**
 * Sends a code as the web does: when the server asks for the human check, solves a puzzle and sends again.
 * `headers` replace the client credential (a signed-in user's bearer for changePhone).
 */
export async function sendCodeSolving(
  ctx: TestContext,
  body: { phone: string; type: string },
  ip = '127.0.0.1',
  headers: Record<string, string> = { authorization: BASIC },
) {
  const send = (extra: object) =>
    ctx.app.inject({
      method: 'POST',
      url: SMS_ENDPOINTS.sendCode.path,
      payload: { ...body, ...extra },
      headers,
      remoteAddress: ip,
    });
  const first = await send({});
  if (first.json().reason !== CHALLENGE_REQUIRED) return first;
  return send(await solvedChallenge(ctx, ip));
}
