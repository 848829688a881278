import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@portal/domain';
import { buildApp } from '../../app.ts';
import { trustProxySetting } from '../../config.ts';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';

const LOGIN = '/api-cloud-merchant-service/v1/account/passwordLogin';
const wrong = { account: '13999990000', password: 'Wrong@2026' };
const MAX = RATE_LIMITS.login.max;

describe('TRUST_PROXY setting', () => {
  it('is off by default, a hop count, or a list of addresses and ranges', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('')).toBe(false);
    expect(trustProxySetting('0')).toBe(false);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
    expect(() => trustProxySetting('everyone')).toThrow(/TRUST_PROXY/);
  });
});

describe.each(testDrivers())('rate limits kept in the database on %s', (driver) => {
  describe('without TRUST_PROXY', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(driver);
    });
    afterAll(() => ctx.close());

    it('logins with a different spoofed X-Forwarded-For each are limited like logins from one address', async () => {
      const remaining: string[] = [];
      let last;
      for (let i = 0; i <= MAX; i++) {
        last = await ctx.app.inject({
          method: 'POST',
          url: LOGIN,
          payload: wrong,
          remoteAddress: '10.1.1.1',
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        remaining.push(String(last.headers['x-ratelimit-remaining']));
      }
      // one count for all of them: MAX answered, the next refused by the address limit
      expect(remaining).toEqual([...Array.from({ length: MAX }, (_, i) => String(MAX - 1 - i)), '0']);
      expect(last!.statusCode).toBe(429);
      expect(last!.headers['retry-after']).toBeDefined();
      expect(last!.json().code).toBe(429);
      const rows = await ctx.database.db.selectFrom('rate_limit').selectAll().execute();
      expect(rows.map((r) => [r.key, r.hits])).toEqual([[`POST ${LOGIN}|10.1.1.1`, MAX + 1]]);
      // another real address is not limited (another account: this one is locked by now, ACCOUNT_LOCKOUT)
      const other = await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: { ...wrong, account: '13999990001' },
        remoteAddress: '10.1.1.2',
      });
      expect(other.statusCode, other.body).not.toBe(429);
    });

    it('a window that has ended starts again', async () => {
      await ctx.database.db
        .updateTable('rate_limit')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .execute();
      const res = await ctx.app.inject({ method: 'POST', url: LOGIN, payload: wrong, remoteAddress: '10.1.1.1' });
      expect(res.headers['x-ratelimit-remaining']).toBe(String(MAX - 1));
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(driver, { TRUST_PROXY: '10.9.9.9' });
    });
    afterAll(() => ctx.close());

    it('believes the header from the trusted proxy only', async () => {
      const viaProxy = await ctx.app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(viaProxy.statusCode).toBe(200);
      for (let i = 0; i < MAX; i++) {
        await ctx.app.inject({
          method: 'POST',
          url: LOGIN,
          payload: wrong,
          remoteAddress: '10.9.9.9',
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        });
      }
      const keys = await ctx.database.db.selectFrom('rate_limit').select(['key', 'hits']).execute();
      expect(keys).toHaveLength(MAX);
      expect(keys.every((k) => k.hits === 1 && k.key.startsWith(`POST ${LOGIN}|198.51.100.`))).toBe(true);
      // a client that is not the proxy is its own address, whatever it sends
      await ctx.app.inject({
        method: 'POST',
        url: LOGIN,
        payload: wrong,
        remoteAddress: '10.5.5.5',
        headers: { 'x-forwarded-for': '198.51.100.200' },
      });
      const spoofed = await ctx.database.db
        .selectFrom('rate_limit')
        .select('key')
        .where('key', '=', `POST ${LOGIN}|10.5.5.5`)
        .execute();
      expect(spoofed).toHaveLength(1);
    });
  });

  describe('two app instances on one database', () => {
    let ctx: TestContext;
    let second: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      ctx = await createTestApp(driver);
      second = await buildApp({ database: ctx.database, config: ctx.config });
      await second.ready();
    });
    afterAll(async () => {
      await second.close();
      await ctx.close();
    });

    it('share the limit', async () => {
      const remaining: string[] = [];
      let last;
      for (let i = 0; i <= MAX; i++) {
        const app = i % 2 === 0 ? ctx.app : second;
        last = await app.inject({ method: 'POST', url: LOGIN, payload: wrong, remoteAddress: '10.3.3.3' });
        remaining.push(String(last.headers['x-ratelimit-remaining']));
      }
      expect(remaining).toEqual([...Array.from({ length: MAX }, (_, i) => String(MAX - 1 - i)), '0']);
      expect(last!.statusCode).toBe(429);
    });
  });
});
