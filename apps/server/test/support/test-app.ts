import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database, type Driver } from '../../src/db/database.ts';
import { undeclaredRefusals } from '../../src/http/declared-refusals.ts';
import { createTestDatabase } from './test-db.ts';
import type { TemplateKind } from './test-db-templates.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real server (all plugins, routes, error handling) on a fresh database, driven with app.inject. `database`
 * 'seeded': the database holds the demo seed's rows (brand SEEDED_BRAND) from the start, copied from a seeded
 * template; the seed's files (pictures, videos) are not in DATA_DIR, so it is for tests that read rows only.
 */
export async function createTestApp(
  driver: Driver,
  env: Record<string, string> = {},
  { database: kind = 'migrated' }: { database?: TemplateKind } = {},
): Promise<TestContext> {
  const database = await createTestDatabase(driver, kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  // JOB_QUEUE=postgres: the job queue is pg-boss on this test's own database (otherwise the in-process runner).
  const queueUrl = env.JOB_QUEUE === 'postgres' && database.url ? { JOB_QUEUE_URL: database.url } : {};
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...queueUrl,
    ...env,
  });
  const app = await buildApp({ database, config });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      // A route answered a refusal its endpoint entry does not list (http/declared-refusals.ts).
      // Taken out as it is read: the next file of this worker shares the module (vitest isolate: false).
      const found = undeclaredRefusals.splice(0);
      if (found.length) throw new Error(`refusals not listed on their endpoint entries:\n${found.join('\n')}`);
    },
  };
}

/** Logs a fixture account in through the real endpoint and answers its bearer token. */
export async function loginToken(ctx: TestContext, phone: string, password = 'Test@2026'): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api-cloud-merchant-service/v1/account/passwordLogin',
    payload: { account: phone, password },
  });
  if (res.statusCode !== 200) throw new Error(`login of ${phone} failed: ${res.body}`);
  return res.json().data.token as string;
}

/** A request through the whole stack, as the holder of `token`, or as a guest when it is null. */
export function injectAs(
  ctx: TestContext,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    payload: payload as never,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/**
 * A second server instance on the database of `ctx` (as a second process behind a load balancer would be): its own
 * app and pool, same PostgreSQL database. close() closes this instance only; `ctx` still owns the database.
 */
export async function createSecondInstance(ctx: TestContext): Promise<TestContext> {
  if (!ctx.database.url) throw new Error('a second instance needs PostgreSQL');
  const database = await openDatabase({ databaseUrl: ctx.database.url, poolMax: 10 });
  const app = await buildApp({ database, config: ctx.config });
  await app.ready();
  return {
    app,
    database,
    config: ctx.config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
