import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '@portal/domain';
import { createTestApp, type TestContext } from '../../test/support/test-app.ts';

/** The OpenAPI path of an entry: Fastify's `:name` becomes `{name}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the endpoint table and the OpenAPI document', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('/api/docs lists every endpoint of the table with its method and the envelope around its data', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    const entries = Object.values(ENDPOINTS).flatMap((area) => Object.values(area) as Endpoint[]);
    expect(entries.length).toBeGreaterThan(40);
    const missing = entries
      .filter((e) => !doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()]?.responses?.['200'])
      .map((e) => `${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });
});

describe('the OpenAPI page in production', () => {
  const production = { NODE_ENV: 'production', LOG_LEVEL: 'silent', PAYMENT_SANDBOX: '1', SMS_SANDBOX: '1' };
  it('is off unless API_DOCS=1', async () => {
    const off = await createTestApp('pglite', production);
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        expect((await off.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    } finally {
      await off.close();
    }
    // on, in production they are there for staff only (a guest is asked to sign in; staff: api-docs.test.ts)
    const on = await createTestApp('pglite', { ...production, API_DOCS: '1' });
    try {
      expect((await on.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
      expect((await on.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
    } finally {
      await on.close();
    }
  });
});
