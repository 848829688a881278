import { POLICY_MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createAccount } from '../../../test/support/fixtures.ts';

const P = '/api-cloud-merchant-service/open/v1/calculator';

describe.each(testDrivers())('calculator usage on %s', (driver) => {
  let ctx: TestContext;
  let memberToken = '';
  let salesToken = '';
  let memberId = 0;

  const report = (payload: unknown, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `${P}/usage`,
      payload: payload as object,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
  const login = async (phone: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api-cloud-merchant-service/v1/account/passwordLogin',
        payload: { account: phone, password: 'Test@2026' },
      })
    ).json().data.token as string;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    memberId = await createAccount(ctx.database.db, { phone: '13910000001' });
    await createAccount(ctx.database.db, { phone: '13910000002', isSales: true });
    memberToken = await login('13910000001');
    salesToken = await login('13910000002');
  });
  afterAll(() => ctx.close());

  it('records a guest report anonymously and a logged-in report against the account', async () => {
    const guest = await report({ type: 'aVideoCapacity', count: 3 });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ code: 0, msg: '成功', data: null });
    expect((await report({ type: 'aVideoCapacity', count: 2 }, memberToken)).statusCode).toBe(200);
    // The session cookie is enough (sendBeacon cannot set headers; it sends the page's Origin).
    const byCookie = await ctx.app.inject({
      method: 'POST',
      url: `${P}/usage`,
      payload: { type: 'dBandWidth', count: 1 },
      cookies: { token: memberToken },
      headers: { host: 'portal.example', origin: 'https://portal.example' },
    });
    expect(byCookie.statusCode).toBe(200);
    const rows = await ctx.database.db
      .selectFrom('calculator_usage')
      .select(['type', 'count', 'account_id'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => ({ ...r, account_id: r.account_id === null ? null : Number(r.account_id) }))).toEqual([
      { type: 'aVideoCapacity', count: 3, account_id: null },
      { type: 'aVideoCapacity', count: 2, account_id: memberId },
      { type: 'dBandWidth', count: 1, account_id: memberId },
    ]);
  });

  it('refuses an unknown type and counts outside 1..1000 with 400 and a Chinese message', async () => {
    for (const bad of [
      { type: 'zUnknown', count: 1 },
      { type: 'aVideoCapacity', count: 0 },
      { type: 'aVideoCapacity', count: 1001 },
      { type: 'aVideoCapacity', count: 1.5 },
      { type: 'aVideoCapacity', count: '3' },
      { type: 'aVideoCapacity' },
    ]) {
      const res = await report(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe(400);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await report({ type: 'zUnknown', count: 1 })).json().msg).toBe('未知的计算器类型');
    expect((await report({ type: 'aVideoCapacity', count: 1000 })).statusCode).toBe(200);
  });

  it('an expired or unknown token on the report is treated as a guest', async () => {
    expect((await report({ type: 'eSwitchAccess', count: 1 }, 'not-a-token')).statusCode).toBe(200);
  });

  it('gives a sales account the counts per type, every type listed', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${P}/usage/summary`,
      headers: { authorization: `Bearer ${salesToken}` },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      type: string;
      label: string;
      count: number;
      reports: number;
      accounts: number;
      guestReports: number;
    }[];
    expect(data).toHaveLength(10);
    expect(data[0]).toEqual({
      type: 'aVideoCapacity',
      label: '录像容量',
      count: 1005,
      reports: 3,
      accounts: 1,
      guestReports: 2,
    });
    expect(data.find((r) => r.type === 'dBandWidth')).toMatchObject({
      count: 1,
      reports: 1,
      accounts: 1,
      guestReports: 0,
    });
    expect(data.find((r) => r.type === 'eSwitchAccess')).toMatchObject({ count: 1, guestReports: 1 });
    expect(data.find((r) => r.type === 'jWirelessIntelligent')).toMatchObject({ count: 0, reports: 0 });
  });

  it('refuses the summary to guests (401) and to non-sales accounts (403)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${P}/usage/summary` })).statusCode).toBe(401);
    const member = await ctx.app.inject({
      method: 'GET',
      url: `${P}/usage/summary`,
      headers: { authorization: `Bearer ${memberToken}` },
    });
    expect(member.statusCode).toBe(403);
    expect(member.json().msg).toBe(POLICY_MESSAGES.staff);
  });
});
