import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { findTokenOwner, forgetTokenOwners, hashToken } from './tokens.ts';

const P = '/api-cloud-merchant-service/v1/account';

describe.each(testDrivers())('account sign-in and session on %s', (driver) => {
  let ctx: TestContext;
  const login = async (account: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: `${P}/passwordLogin`, payload: { account, password } });
  const session = (token: string, how: 'header' | 'cookie' = 'header') =>
    ctx.app.inject({
      method: 'GET',
      url: `${P}/getLoginSessionInfo`,
      ...(how === 'header' ? { headers: { authorization: `Bearer ${token}` } } : { cookies: { token } }),
    });
  const tokenOf = async (phone: string) => (await login(phone, 'Test@2026')).json().data.token as string;

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    const first = await createMerchant(db, { enterpriseType: 1, companyName: '杭州一级经销商' });
    const second = await createMerchant(db, { enterpriseType: 2 });
    const gold = await createMerchant(db, { enterpriseType: 5 });
    const uncertified = await createMerchant(db, { enterpriseType: 2, authStatus: 0 });
    await createAccount(db, { phone: '13900000001' });
    await createAccount(db, { phone: '13900000002', identities: [{ merchantNo: first }], surveyPermission: true });
    await createAccount(db, { phone: '13900000003', identities: [{ merchantNo: second }] });
    await createAccount(db, { phone: '13900000004', identities: [{ merchantNo: gold }] });
    await createAccount(db, { phone: '13900000005', identities: [{ merchantNo: first, employeeType: 1 }] });
    await createAccount(db, { phone: '13900000006', identities: [{ merchantNo: uncertified, employeeType: 2 }] });
    await createAccount(db, { phone: '13900000007', isSales: true });
    await createAccount(db, { phone: '13900000008', identities: [{ merchantNo: first }, { merchantNo: second }] });
  });
  afterAll(() => ctx.close());

  it('logs in with phone and password and answers an opaque token that expires in 7 days', async () => {
    const res = await login('13900000002', 'Test@2026');
    expect(res.statusCode).toBe(200);
    const { token, expireAt } = res.json().data;
    expect(token).toMatch(/^[\w-]{40,}$/);
    const days = (new Date(expireAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // stored hashed, never in clear
    const rows = await ctx.database.db.selectFrom('auth_token').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
  });

  it('answers the same for an unknown account and a wrong password', async () => {
    const unknown = await login('13999999999', 'Test@2026');
    const wrong = await login('13900000002', 'Wrong@2026');
    expect(unknown.statusCode).toBe(422);
    expect(wrong.statusCode).toBe(422);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().msg).toBe('账号或密码错误');
  });

  it.each([
    ['13900000001', -1, '个人'],
    ['13900000002', 1, '一级'],
    ['13900000003', 2, '二级'],
    ['13900000004', 5, '金牌二级'],
    ['13900000005', 11, '一级员工'],
    ['13900000006', 22, '二级员工'],
    ['13900000007', 20, '业务员'],
  ])('session info of %s has userType %i (%s)', async (phone, userType) => {
    const res = await session(await tokenOf(phone));
    expect(res.statusCode).toBe(200);
    const u = res.json().data;
    expect(u.userType).toBe(userType);
    expect(u.phonePlainText).toBe(phone);
    expect(u.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(u).not.toHaveProperty('password_hash');
    expect(u).not.toHaveProperty('passwordHash');
  });

  it('reports identities, the current one and the survey permission', async () => {
    const u = (await session(await tokenOf('13900000008'), 'cookie')).json().data;
    expect(u.multiIdentity).toHaveLength(2);
    expect(u.multiIdentity.filter((i: { chooseOn: boolean }) => i.chooseOn)).toHaveLength(1);
    expect(u.isMultRole).toBe(true);
    expect(u.userType).toBe(1);
    const first = (await session(await tokenOf('13900000002'))).json().data;
    expect(first.surveyPermission).toBe(true);
    expect(first.companyName).toBe('杭州一级经销商');
    expect(first.isMultRole).toBe(false);
  });

  it('refuses a missing, forged or expired token with 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `${P}/getLoginSessionInfo` })).statusCode).toBe(401);
    const forged = await session('forged-token-value-that-was-never-issued-by-us-000');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ code: 401, msg: '登录已失效，请重新登录', data: null, reason: 'API.unauthorized' });
    const token = await tokenOf('13900000003');
    await ctx.database.db
      .updateTable('auth_token')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await session(token)).statusCode).toBe(401);
  });

  it('tokens asked at once (one query) each answer their own owner, and a forged one nobody', async () => {
    const [a, b] = [await tokenOf('13900000001'), await tokenOf('13900000004')];
    forgetTokenOwners(ctx.database.db);
    const owners = await Promise.all(
      [a, 'forged-token-value-never-issued', b].map((t) => findTokenOwner(ctx.database.db, t)),
    );
    const ids = await ctx.database.db
      .selectFrom('account')
      .select(['id', 'phone'])
      .where('phone', 'in', ['13900000001', '13900000004'])
      .execute();
    const idOf = (phone: string) => Number(ids.find((r) => r.phone === phone)!.id);
    expect(owners.map((o) => o && o.accountId)).toEqual([idOf('13900000001'), null, idOf('13900000004')]);
  });

  it('logout ends the token on the server', async () => {
    const token = await tokenOf('13900000004');
    expect((await session(token)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: `${P}/logout`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.json()).toMatchObject({ code: 0 });
    expect((await session(token)).statusCode).toBe(401);
  });

  it('answers the survey permission', async () => {
    const t = await tokenOf('13900000002');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${P}/surveyPermission`,
      headers: { authorization: `Bearer ${t}` },
    });
    expect(res.json()).toMatchObject({ code: 0, data: true });
  });
});
