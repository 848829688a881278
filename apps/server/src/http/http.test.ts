import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYING_API } from '@portal/domain';
import { createAccount } from '../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../test/support/test-app.ts';
import { HANGZHOU } from '../../test/support/buying.ts';
import { testDrivers } from '../../test/support/test-db.ts';

describe.each(testDrivers())('HTTP conventions on %s', (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
  });
  afterAll(() => ctx.close());

  it('healthz reports the database as reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'ok', database: 'up', driver } });
  });

  it('an unknown API path answers the envelope with 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api-cloud-merchant-service/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '请求的接口不存在', data: null, reason: 'API.notFound' });
  });

  it('malformed JSON answers 400 in Chinese with no stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api-cloud-merchant-service/v1/account/passwordLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"account": "1380000',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toEqual({ code: 400, msg: '请求内容不是有效的 JSON', data: null, reason: 'API.badJson' });
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('a NUL character the schemas let through answers 400, not 500, and writes nothing', async () => {
    await createAccount(ctx.database.db, { phone: '13700009999' });
    const token = await loginToken(ctx, '13700009999');
    const res = await injectAs(ctx, token, 'POST', BUYING_API.addressAdd, {
      ...HANGZHOU,
      detailAddress: '文三路\u0000 90 号',
      contactName: '张三',
      contactPhone: '13900001111',
      isDefault: true,
    });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { code: 400, msg: '请求参数有误', data: null, reason: 'API.badRequest' },
    ]);
    const rows = await ctx.database.db.selectFrom('address').select('id').execute();
    expect(rows).toHaveLength(0);
  });

  it('a body over the limit answers 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api-cloud-merchant-service/v1/account/passwordLogin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '请求内容过大', data: null, reason: 'API.payloadTooLarge' });
  });

  it('wrong types answer 400 with the schema message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api-cloud-merchant-service/v1/account/passwordLogin',
      payload: { account: 13800000001, password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('every answer carries a request id and security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api-cloud-merchant-service/v1/account/passwordLogin'].post.requestBody).toBeDefined();
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\/(cdn|unpkg)/);
  });

  it('answers 503 while the database is away', async () => {
    const original = ctx.database.ping;
    ctx.database.ping = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    };
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 503, data: { database: 'down' } });
    } finally {
      ctx.database.ping = original;
    }
    const again = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(again.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers 429 with the envelope after 30 login attempts a minute from one address', async () => {
    const ctx = await createTestApp('pglite');
    try {
      let n = 0;
      const attempt = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api-cloud-merchant-service/v1/account/passwordLogin',
          // a different account each time: the per-account slow-down is tested with the accounts
          payload: { account: `139${String(n++).padStart(8, '0')}`, password: 'x' },
          remoteAddress: '10.9.8.7',
        });
      for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(422);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        code: 429,
        msg: '操作过于频繁，请稍后再试',
        data: null,
        reason: 'API.tooManyRequests',
      });
    } finally {
      await ctx.close();
    }
  });
});

describe('web map configuration', () => {
  it('without AMAP_KEY the page allows no outside host; with it, the key reaches the page and CSP allows the map', async () => {
    const { configScript } = await import('./web.ts');
    const { publicConfig } = await import('../app.ts');
    const off = await createTestApp('pglite');
    const on = await createTestApp('pglite', { AMAP_KEY: 'test-key' });
    try {
      const csp = async (c: TestContext) =>
        String((await c.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
      expect(await csp(off)).not.toContain('amap');
      expect(publicConfig(off.config)).not.toHaveProperty('mapKey');
      expect(await csp(on)).toContain('https://*.amap.com');
      expect(publicConfig(on.config)).toMatchObject({ mapKey: 'test-key' });
      expect(configScript(publicConfig(on.config)).tag).toContain('"mapKey":"test-key"');
    } finally {
      await off.close();
      await on.close();
    }
  });
});

describe('footer filings', () => {
  it('the page gets only the filings and hotline the provider set; none is invented', async () => {
    const { loadConfig } = await import('../config.ts');
    const { publicConfig } = await import('../app.ts');
    const bare = publicConfig(loadConfig({ NODE_ENV: 'test' }));
    for (const k of ['icpNo', 'policeNo', 'licenseNo', 'servicePhone']) expect(bare).not.toHaveProperty(k);
    const set = publicConfig(
      loadConfig({ NODE_ENV: 'test', SITE_ICP_NO: '浙ICP备2026000001号-1', SERVICE_PHONE: '0571-88880000' }),
    );
    expect(set).toMatchObject({ icpNo: '浙ICP备2026000001号-1', servicePhone: '0571-88880000' });
    expect(set).not.toHaveProperty('policeNo');
  });
});
