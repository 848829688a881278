/**
 * SMS that cannot be pumped (issue 43 §4), over HTTP: after the first code for a number or an address the server
 * asks for its own slider puzzle (SMS.challengeRequired), sends with a right answer, spends an answer once; the
 * per-number daily cap; the hourly budget for all numbers, refused with its message and shown on the ops page.
 */
import { reasonOf, SMS_CHALLENGE, SMS_ENDPOINTS, SMS_MESSAGES, SMS_RULES, smsBudgetAlert } from '@portal/domain';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { BASIC, solvedChallenge } from '../../../test/support/sms.ts';
import { createTestApp, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres, testDrivers } from '../../../test/support/test-db.ts';

const why = (key: 'challengeRequired' | 'challengeFailed' | 'budgetSpent' | 'dailyLimit') =>
  reasonOf(SMS_MESSAGES, key);

describe.each(testDrivers())('the SMS human check, the daily cap and the hourly budget on %s', (driver) => {
  let ctx: TestContext;
  const BUDGET = 6;
  const send = (body: Record<string, unknown>, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: SMS_ENDPOINTS.sendCode.path,
      payload: body,
      headers: { authorization: BASIC },
      remoteAddress: ip,
    });
  const codes = async () =>
    Number((await ctx.database.db.selectFrom('sms_outbox').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n); // prettier-ignore
  /** Lets the next send to `phone` through the 60-second rule (the rule has its own test in sms.test.ts). */
  const age = (phone: string) =>
    ctx.database.db
      .updateTable('sms_code')
      .set({ created_at: new Date(Date.now() - 61_000) } as never)
      .where('phone', '=', phone)
      .execute();

  beforeAll(async () => {
    ctx = await createTestApp(driver, { SMS_HOURLY_BUDGET: String(BUDGET) });
    await createAccount(ctx.database.db, { phone: '13931000001', isSales: true });
  });
  afterAll(() => ctx.close());

  it('draws a puzzle of two PNGs that does not tell where the gap is', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: SMS_ENDPOINTS.challenge.path,
      headers: { authorization: BASIC },
    });
    const c = res.json().data;
    expect(c).toMatchObject({ width: SMS_CHALLENGE.width, height: SMS_CHALLENGE.height, pieceSize: SMS_CHALLENGE.piece }); // prettier-ignore
    const bg = PNG.sync.read(Buffer.from(c.background.split(',')[1], 'base64'));
    const piece = PNG.sync.read(Buffer.from(c.piece.split(',')[1], 'base64'));
    expect([bg.width, bg.height, piece.width]).toEqual([SMS_CHALLENGE.width, SMS_CHALLENGE.height, SMS_CHALLENGE.piece]); // prettier-ignore
    expect(JSON.stringify(res.json())).not.toMatch(/answer|gapX/);
    // a guest without the client credential gets none
    expect((await ctx.app.inject({ method: 'POST', url: SMS_ENDPOINTS.challenge.path })).statusCode).toBe(401);
  });

  it('the first code goes; the next for the number, or from the address, needs the check; a right answer sends', async () => {
    const before = await codes();
    expect((await send({ phone: '13931000101', type: 'register' }, '10.61.0.1')).json().code).toBe(0);
    expect(await codes()).toBe(before + 1);
    // the same address, another number
    const byAddress = await send({ phone: '13931000102', type: 'register' }, '10.61.0.1');
    expect(byAddress.statusCode).toBe(403);
    expect(byAddress.json()).toMatchObject({ reason: why('challengeRequired'), msg: SMS_MESSAGES.challengeRequired });
    // the same number, another address
    await age('13931000101');
    const byNumber = await send({ phone: '13931000101', type: 'register' }, '10.61.0.2');
    expect(byNumber.json().reason).toBe(why('challengeRequired'));
    expect(await codes()).toBe(before + 1);
    // a wrong answer is refused with its own reason, a right one sends
    const wrong = await solvedChallenge(ctx, '10.61.0.1');
    const off = { ...wrong, challengeX: (wrong.challengeX + SMS_CHALLENGE.tolerance + 5) % SMS_CHALLENGE.width };
    const failed = await send({ phone: '13931000102', type: 'register', ...off }, '10.61.0.1');
    expect(failed.json()).toMatchObject({ reason: why('challengeFailed'), msg: SMS_MESSAGES.challengeFailed });
    const near = await solvedChallenge(ctx, '10.61.0.1');
    const ok = { ...near, challengeX: near.challengeX + SMS_CHALLENGE.tolerance - 1 };
    expect((await send({ phone: '13931000102', type: 'register', ...ok }, '10.61.0.1')).json().code).toBe(0);
    expect(await codes()).toBe(before + 2);
  });

  it('an answer counts once: the same solved puzzle does not send twice, nor a failed one after', async () => {
    const solved = await solvedChallenge(ctx, '10.62.0.1');
    await send({ phone: '13931000201', type: 'register' }, '10.62.0.1');
    expect((await send({ phone: '13931000202', type: 'register', ...solved }, '10.62.0.1')).json().code).toBe(0);
    const again = await send({ phone: '13931000203', type: 'register', ...solved }, '10.62.0.1');
    expect(again.json().reason).toBe(why('challengeFailed'));
    // a failed answer spends the puzzle too: no second guess on it
    const once = await solvedChallenge(ctx, '10.62.0.1');
    await send({ phone: '13931000203', type: 'register', ...once, challengeX: once.challengeX + 40 }, '10.62.0.1');
    expect((await send({ phone: '13931000203', type: 'register', ...once }, '10.62.0.1')).json().reason).toBe(why('challengeFailed')); // prettier-ignore
    // and an expired one never passes
    const old = await solvedChallenge(ctx, '10.62.0.1');
    await ctx.database.db.updateTable('sms_challenge').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', old.challengeId).execute(); // prettier-ignore
    expect((await send({ phone: '13931000203', type: 'register', ...old }, '10.62.0.1')).json().reason).toBe(why('challengeFailed')); // prettier-ignore
  });

  it('caps one number a day, even with the check passed from new addresses every time', async () => {
    const phone = '13931000301';
    await ctx.database.db.deleteFrom('sms_budget').execute();
    // the day's earlier codes (the budget of this hour is not what is tested here)
    await ctx.database.db
      .insertInto('sms_code')
      .values(
        Array.from({ length: SMS_RULES.perPhonePerDay }, () => ({
          phone,
          purpose: 'register',
          code_hash: 'x$y',
          expires_at: new Date(),
          created_at: new Date(Date.now() - 3600_000),
        })),
      ) // prettier-ignore
      .execute();
    const capped = await send({ phone, type: 'register', ...(await solvedChallenge(ctx, '10.63.0.9')) }, '10.63.0.9');
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ reason: why('dailyLimit'), msg: SMS_MESSAGES.dailyLimit });
  });

  it('spends the hourly budget of all numbers, then refuses every send with its message; the ops page alerts', async () => {
    await ctx.database.db.deleteFrom('sms_budget').execute();
    const staff = await loginToken(ctx, '13931000001');
    const ops = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api-cloud-merchant-service/v1/ops/jobs', headers: { authorization: `Bearer ${staff}` } })).json().data; // prettier-ignore
    expect((await ops()).alerts).toEqual([]);
    for (let i = 0; i < BUDGET; i++) {
      const res = await send({ phone: `1393100040${i}`, type: 'register' }, `10.64.0.${i + 1}`);
      expect(res.json().code, res.body).toBe(0);
    }
    const before = await codes();
    const spent = await send({ phone: '13931000499', type: 'register' }, '10.64.1.1');
    expect(spent.statusCode).toBe(503);
    expect(spent.json()).toMatchObject({ reason: why('budgetSpent'), msg: SMS_MESSAGES.budgetSpent });
    // an unknown number's login (never delivered) is answered alike: the refusal tells nothing of the number
    expect((await send({ phone: '13931000498', type: 'login' }, '10.64.1.2')).json().reason).toBe(why('budgetSpent'));
    expect(await codes()).toBe(before);
    expect((await ops()).alerts).toEqual([{ key: 'smsBudget', text: smsBudgetAlert(BUDGET, BUDGET) }]);
  });
});

describeOnPostgres('the SMS human check and budget under concurrency on %s', (driver) => {
  let ctx: TestContext;
  const BUDGET = 5;
  const send = (body: Record<string, unknown>, ip: string) =>
    ctx.app.inject({ method: 'POST', url: SMS_ENDPOINTS.sendCode.path, payload: body, headers: { authorization: BASIC }, remoteAddress: ip }); // prettier-ignore
  beforeAll(async () => {
    ctx = await createTestApp(driver, { SMS_HOURLY_BUDGET: String(BUDGET) });
  });
  afterAll(() => ctx.close());

  it('one solved puzzle sent twenty times at once sends one code', async () => {
    await send({ phone: '13932000001', type: 'register' }, '10.71.0.1');
    const solved = await solvedChallenge(ctx, '10.71.0.1');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send({ phone: `139320001${String(i).padStart(2, '0')}`, type: 'register', ...solved }, '10.71.0.1')), // prettier-ignore
    );
    expect(results.filter((r) => r.json().code === 0)).toHaveLength(1);
    expect(new Set(results.filter((r) => r.json().code !== 0).map((r) => r.json().reason))).toEqual(new Set([why('challengeFailed')])); // prettier-ignore
  });

  it('three times the budget at once, from as many addresses: exactly the budget is sent', async () => {
    await ctx.database.db.deleteFrom('sms_budget').execute();
    const results = await Promise.all(
      Array.from({ length: BUDGET * 3 }, (_, i) => send({ phone: `139320002${String(i).padStart(2, '0')}`, type: 'register' }, `10.72.0.${i + 1}`)), // prettier-ignore
    );
    expect(results.filter((r) => r.json().code === 0)).toHaveLength(BUDGET);
    expect(results.filter((r) => r.json().reason === why('budgetSpent'))).toHaveLength(BUDGET * 2);
  });
});
