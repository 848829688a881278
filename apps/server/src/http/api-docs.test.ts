/** The OpenAPI page lists every endpoint and its inputs: in production (API_DOCS=1) only staff open it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/support/fixtures.ts';
import { createTestApp, loginToken, type TestContext } from '../../test/support/test-app.ts';
import { testDrivers } from '../../test/support/test-db.ts';

describe.each(testDrivers())('/api/docs on %s', (driver) => {
  let prod: TestContext;
  let dev: TestContext;
  beforeAll(async () => {
    prod = await createTestApp(driver, {
      NODE_ENV: 'production',
      API_DOCS: '1',
      SMS_SANDBOX: '1',
      PAYMENT_SANDBOX: '1',
    });
    dev = await createTestApp(driver);
    await createAccount(prod.database.db, { phone: '13900043301' });
    await createAccount(prod.database.db, { phone: '13900043308', isSales: true });
  });
  afterAll(async () => {
    await prod?.close();
    await dev?.close();
  });

  it('in production: a guest 401, an account that is not staff 403, staff see it', async () => {
    const get = (url: string, token?: string) =>
      prod.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const user = await loginToken(prod, '13900043301');
    const staff = await loginToken(prod, '13900043308');
    for (const url of ['/api/docs/json', '/api/docs/', '/api/docs/static/index.html']) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, user)).statusCode, url).toBe(403);
    }
    const doc = await get('/api/docs/json', staff);
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api-cloud-merchant-service/v1/account/passwordLogin']).toBeDefined();
    expect((await get('/api/docs/', staff)).statusCode).toBe(200);
  });

  it('outside production it stays open', async () => {
    expect((await dev.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
