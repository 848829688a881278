import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createAccount } from '../../../test/support/fixtures.ts';

const A = '/api-cloud-merchant-service/v1/account';
const phone = '13960000001';

function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const all = (Array.isArray(raw) ? raw : [raw]).filter(Boolean) as string[];
  const c = all.find((x) => x.startsWith('token='));
  if (!c) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return c;
}

describe.each(testDrivers())('the session cookie on %s', (driver) => {
  let ctx: TestContext;
  let prod: TestContext;
  const login = (c: TestContext, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    c.app.inject({
      method: 'POST',
      url: `${A}/passwordLogin`,
      payload: { account: phone, password: 'Test@2026' },
      headers,
      remoteAddress,
    });

  beforeAll(async () => {
    ctx = await createTestApp(driver, { TRUST_PROXY: '10.7.7.7' });
    await createAccount(ctx.database.db, { phone });
    prod = await createTestApp(driver, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      PAYMENT_SANDBOX: '1',
      SMS_SANDBOX: '1',
    });
    await createAccount(prod.database.db, { phone });
  });
  afterAll(async () => {
    await ctx.close();
    await prod.close();
  });

  it('the login answer sets it HttpOnly, SameSite=Lax, for 7 days; Secure over HTTPS or in production', async () => {
    const res = await login(ctx);
    expect(res.json().code).toBe(0);
    const c = sessionCookie(res);
    expect(c).toContain(`token=${res.json().data.token}`);
    expect(c).toMatch(/; HttpOnly/);
    expect(c).toMatch(/; SameSite=Lax/);
    expect(c).toMatch(/; Path=\//);
    expect(c).not.toMatch(/; Secure/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(c)![1]!);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(7);
    // HTTPS as the trusted proxy says
    expect(sessionCookie(await login(ctx, { 'x-forwarded-proto': 'https' }, '10.7.7.7'))).toMatch(/; Secure/);
    // a client that is not the proxy cannot claim HTTPS, nor is refused the cookie
    expect(sessionCookie(await login(ctx, { 'x-forwarded-proto': 'https' }, '10.6.6.6'))).not.toMatch(/; Secure/);
    // NODE_ENV=production: always Secure
    const p = sessionCookie(await login(prod));
    expect(p).toMatch(/; HttpOnly/);
    expect(p).toMatch(/; Secure/);
  });

  it('the cookie alone authenticates; a state change needs a same-site Origin or Referer; logout clears it', async () => {
    const token = (await login(ctx)).json().data.token as string;
    const cookies = { token };
    const me = await ctx.app.inject({ method: 'GET', url: `${A}/getLoginSessionInfo`, cookies });
    expect(me.json().data.phonePlainText).toBe(phone);

    const host = 'portal.example';
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: `${A}/logout`,
      cookies,
      headers: { host, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().msg).toBe('请求来源不是本站，已拒绝');
    const noOrigin = await ctx.app.inject({ method: 'POST', url: `${A}/logout`, cookies, headers: { host } });
    expect(noOrigin.statusCode).toBe(403);
    // the bearer header is for API clients: no Origin needed
    const other = (await login(ctx)).json().data.token as string;
    const bearer = await ctx.app.inject({
      method: 'GET',
      url: `${A}/getLoginSessionInfo`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(bearer.statusCode).toBe(200);

    const viaReferer = await ctx.app.inject({
      method: 'POST',
      url: `${A}/modifyNickname`,
      cookies,
      payload: { nickname: '小王' },
      headers: { host, referer: `http://${host}/member/accountSetting` },
    });
    expect(viaReferer.json().code).toBe(0);

    const out = await ctx.app.inject({
      method: 'POST',
      url: `${A}/logout`,
      cookies,
      headers: { host, origin: `https://${host}` },
    });
    expect(out.json().code).toBe(0);
    expect(sessionCookie(out)).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);
    // a dead cookie answers 401 and is cleared
    const dead = await ctx.app.inject({ method: 'GET', url: `${A}/getLoginSessionInfo`, cookies });
    expect(dead.statusCode).toBe(401);
    expect(sessionCookie(dead)).toMatch(/^token=;/);
  });
});
