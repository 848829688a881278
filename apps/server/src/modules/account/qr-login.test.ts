import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres, testDrivers } from '../../../test/support/test-db.ts';
import { createAccount } from '../../../test/support/fixtures.ts';

const A = '/api-cloud-merchant-service/v1/account';
const BASIC = `Basic ${Buffer.from('portal-web:portal-web').toString('base64')}`;

function suite(get: () => TestContext) {
  const generate = async () =>
    (
      await get().app.inject({ method: 'GET', url: `${A}/generateLoginQrCode`, headers: { authorization: BASIC } })
    ).json().data;
  const poll = async (qrCode: string) =>
    (
      await get().app.inject({
        method: 'POST',
        url: `${A}/loginByQrCode`,
        headers: { authorization: BASIC },
        payload: { qrCode },
      })
    ).json();
  const token = async (phone: string) =>
    (
      await get().app.inject({
        method: 'POST',
        url: `${A}/passwordLogin`,
        payload: { account: phone, password: 'Test@2026' },
      })
    ).json().data.token;
  const confirm = async (t: string, qrCode: string) =>
    get().app.inject({
      method: 'POST',
      url: `${A}/confirmQrLogin`,
      headers: { authorization: `Bearer ${t}` },
      payload: { qrCode },
    });
  return { generate, poll, token, confirm };
}

describe.each(testDrivers())('QR login on %s', (driver) => {
  let ctx: TestContext;
  const s = suite(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createAccount(ctx.database.db, { phone: '13990000001' });
  });
  afterAll(() => ctx.close());

  it('a code confirmed from a logged-in session logs the other side in once', async () => {
    const g = await s.generate();
    expect(g.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(g.qrImage.split(',')[1], 'base64').toString()).toContain('<svg');
    expect((await s.poll(g.qrCode)).data).toEqual({ status: 'waiting' });
    const rows = await ctx.database.db.selectFrom('qr_login').select('code_hash').execute();
    expect(rows.some((r) => r.code_hash === g.qrCode)).toBe(false);
    const anon = await ctx.app.inject({
      method: 'POST',
      url: `${A}/confirmQrLogin`,
      headers: { authorization: BASIC },
      payload: { qrCode: g.qrCode },
    });
    expect(anon.statusCode).toBe(401);
    const t = await s.token('13990000001');
    expect((await s.confirm(t, g.qrCode)).json()).toMatchObject({ code: 0, msg: '已确认登录' });
    expect((await s.confirm(t, g.qrCode)).json().msg).toBe('二维码已失效，请刷新后重新扫码');
    const done = (await s.poll(g.qrCode)).data;
    expect(done.status).toBe('confirmed');
    const me = await ctx.app.inject({
      method: 'GET',
      url: `${A}/getLoginSessionInfo`,
      headers: { authorization: `Bearer ${done.token}` },
    });
    expect(me.json().data.phonePlainText).toBe('13990000001');
    expect((await s.poll(g.qrCode)).data).toEqual({ status: 'expired' });
  });

  it('an expired or forged code does nothing', async () => {
    const g = await s.generate();
    await ctx.database.db
      .updateTable('qr_login')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await s.poll(g.qrCode)).data).toEqual({ status: 'expired' });
    const t = await s.token('13990000001');
    expect((await s.confirm(t, g.qrCode)).statusCode).toBe(422);
    expect((await s.poll('forged-code-forged-code-forged')).data).toEqual({ status: 'expired' });
    expect((await s.poll('x')).msg).toBe('二维码已失效，请刷新后重新扫码');
  });
});

describeOnPostgres('QR login under concurrency on %s', (driver) => {
  let ctx: TestContext;
  const s = suite(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createAccount(ctx.database.db, { phone: '13990000002' });
  });
  afterAll(() => ctx.close());

  it('twenty simultaneous polls of a confirmed code get one token', async () => {
    const g = await s.generate();
    await s.confirm(await s.token('13990000002'), g.qrCode);
    const results = await Promise.all(Array.from({ length: 20 }, () => s.poll(g.qrCode)));
    expect(results.filter((r) => r.data.status === 'confirmed')).toHaveLength(1);
  });
});

describe.each(testDrivers())('token login on %s', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    await createAccount(ctx.database.db, { phone: '13990000003' });
  });
  afterAll(() => ctx.close());

  it('exchanges a live token for a new one; refuses forged and revoked tokens', async () => {
    const t = (
      await ctx.app.inject({
        method: 'POST',
        url: `${A}/passwordLogin`,
        payload: { account: '13990000003', password: 'Test@2026' },
      })
    ).json().data.token as string;
    const ex = await ctx.app.inject({
      method: 'POST',
      url: `${A}/tokenLogin`,
      headers: { authorization: BASIC },
      payload: { token: t },
    });
    const fresh = ex.json().data.token as string;
    expect(fresh).not.toBe(t);
    const me = await ctx.app.inject({
      method: 'GET',
      url: `${A}/getLoginSessionInfo`,
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(me.json().data.phonePlainText).toBe('13990000003');
    const forged = await ctx.app.inject({
      method: 'POST',
      url: `${A}/tokenLogin`,
      headers: { authorization: BASIC },
      payload: { token: 'f'.repeat(43) },
    });
    expect(forged.statusCode).toBe(401);
    // the exchange used the handed token up: it opens nothing more, and a copy of the address replayed is refused
    const handed = await ctx.app.inject({
      method: 'GET',
      url: `${A}/getLoginSessionInfo`,
      headers: { authorization: `Bearer ${t}` },
    });
    expect(handed.statusCode).toBe(401);
    const replay = await ctx.app.inject({
      method: 'POST',
      url: `${A}/tokenLogin`,
      headers: { authorization: BASIC },
      payload: { token: t },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.headers['set-cookie'] ?? '').not.toMatch(/token=[^;]/);
    // the session it gave stays
    const still = await ctx.app.inject({
      method: 'GET',
      url: `${A}/getLoginSessionInfo`,
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(still.statusCode).toBe(200);
  });

  it('one handed token exchanged 10 times at once gives one session', async () => {
    const t = (
      await ctx.app.inject({
        method: 'POST',
        url: `${A}/passwordLogin`,
        payload: { account: '13990000003', password: 'Test@2026' },
      })
    ).json().data.token as string;
    const all = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: `${A}/tokenLogin`,
          headers: { authorization: BASIC },
          payload: { token: t },
        }),
      ),
    );
    expect(all.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(401)]);
  });
});
