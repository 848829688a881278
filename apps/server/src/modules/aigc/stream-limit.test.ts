/**
 * The two AI streams are limited per account (the domain's RATE_LIMITS.aigcStream), counted in PostgreSQL: two app
 * instances on one database and calls from many addresses share one account's count; the call past the limit is
 * refused with HTTP 429, code 429, the limit's reason and Chinese words, and no stream is opened; another account,
 * and the other stream endpoint, keep their own count.
 */
import { AIGC_API, AIGC_MESSAGES, ErrorCode, RATE_LIMITS, reasonOf } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { aigcWorld, eventsOf, newSession, saveScript, streamScript } from '../../../test/support/aigc.ts';

const MAX = RATE_LIMITS.aigcStream.max;

describe.each(testDrivers())('aigc stream limit on %s', (driver) => {
  let ctx: TestContext;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let t: { a: string; b: string };
  let scriptA: number;
  let scriptB: number;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { AIGC_RENDER_SECONDS: '0' });
    second = await buildApp({ database: ctx.database, config: ctx.config });
    await second.ready();
    t = await aigcWorld(ctx);
    const a = await newSession(ctx, t.a, { lengthSeconds: 15 });
    scriptA = (await saveScript(ctx, t.a, a, (await streamScript(ctx, t.a, a)).text)).id;
    const b = await newSession(ctx, t.b, { lengthSeconds: 15 });
    scriptB = (await saveScript(ctx, t.b, b, (await streamScript(ctx, t.b, b)).text)).id;
    await ctx.database.db.deleteFrom('rate_limit').execute();
  });
  afterAll(async () => {
    await second?.close();
    await ctx.close();
  });

  const storyboard = (i: number, token: string, scriptId: number) =>
    (i % 2 === 0 ? ctx.app : second).inject({
      method: 'POST',
      url: AIGC_API.streamVideoScript,
      payload: { scriptId },
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: `10.7.0.${i + 1}`,
    });

  it(`${MAX} storyboard streams a minute per account, over two instances and many addresses; the next is refused`, async () => {
    for (let i = 0; i < MAX; i++) {
      const r = await storyboard(i, t.a, scriptA);
      expect(r.statusCode, r.body).toBe(200);
      expect(eventsOf(r.body).some((e) => e.event === 'shot')).toBe(true);
    }
    const refused = await storyboard(MAX, t.a, scriptA);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({
      code: ErrorCode.tooManyRequests,
      reason: reasonOf(AIGC_MESSAGES, 'streamTooOften'),
      msg: AIGC_MESSAGES.streamTooOften,
    });
    expect(AIGC_MESSAGES.streamTooOften).toContain(`${MAX}次`);
    // One count for the account, whichever instance and address: one row, keyed by the account.
    const rows = await ctx.database.db.selectFrom('rate_limit').select(['key', 'hits']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.hits).toBe(MAX + 1);
    expect(rows[0]!.key).toMatch(new RegExp(`^POST ${AIGC_API.streamVideoScript}\\|account:\\d+$`));
  });

  it('another account from the same address, and the script stream of the limited account, are not refused', async () => {
    const other = await storyboard(0, t.b, scriptB);
    expect(other.statusCode).toBe(200);
    const id = await newSession(ctx, t.a, { lengthSeconds: 15 });
    const { res } = await streamScript(ctx, t.a, id);
    expect(res.statusCode).toBe(200);
  });

  it('the script stream has the same limit: its call past it is refused before a word is written', async () => {
    const id = await newSession(ctx, t.a, { lengthSeconds: 15 });
    // a streamed one script since the counts were cleared (the test before): its window is filled up to the limit.
    const filled = await ctx.database.db
      .updateTable('rate_limit')
      .set({ hits: MAX })
      .where('key', 'like', `POST ${AIGC_API.streamScript}|account:%`)
      .executeTakeFirst();
    expect(Number(filled.numUpdatedRows)).toBe(1);
    const r = await streamScript(ctx, t.a, id);
    expect(r.res.statusCode).toBe(429);
    expect(r.res.json().reason).toBe(reasonOf(AIGC_MESSAGES, 'streamTooOften'));
    expect(r.events).toEqual([]);
    const s = await ctx.database.db
      .selectFrom('aigc_session')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(s.content).toBeFalsy();
  });
});
