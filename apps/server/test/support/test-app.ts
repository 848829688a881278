import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { Database, Driver } from '../../src/db/database.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real server (all plugins, routes, error handling) on a fresh database, driven with app.inject. */
export async function createTestApp(driver: Driver, env: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase(driver);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web'), ...env });
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
    },
  };
}
