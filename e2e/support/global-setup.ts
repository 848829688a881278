import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../apps/server/test/support/free-port.ts';
import { adminSql, databaseUrl, postgresUrl, startServer, stopServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template's data directory: each journey file's server runs over a copy of it. */
    templateDir: string;
    /** With TEST_DATABASE_URL: the seeded template database each file's database is created from. */
    templateDatabase: string | null;
  }
}

/**
 * Seeds the demo data once, into a template (a data directory, and with TEST_DATABASE_URL a PostgreSQL database),
 * by starting the real server over an empty one and stopping it. Each journey file then gets its own server over its
 * own copy (e2e/support/per-file-server.ts), so the journeys are independent and run in any order: vitest shuffles
 * the files; the seed is printed here, and E2E_SEED=<seed> replays an order.
 */
export default async function setup(project: TestProject) {
  console.log(
    `[e2e] journey order seed ${project.vitest.config.sequence.seed} (replay: E2E_SEED=${project.vitest.config.sequence.seed})`,
  );
  const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-template-'));
  const pg = postgresUrl();
  const templateDatabase = pg ? `e2e_template_${process.pid}` : null;
  if (pg && templateDatabase) await adminSql(pg, `CREATE DATABASE ${templateDatabase}`);
  const server = await startServer({
    dataDir: templateDir,
    port: await freePort(),
    databaseUrl: pg && templateDatabase ? databaseUrl(pg, templateDatabase) : undefined,
  });
  await stopServer(server);
  fs.rmSync(path.join(templateDir, 'server.log'), { force: true });
  project.provide('templateDir', templateDir);
  project.provide('templateDatabase', templateDatabase);
  return async () => {
    fs.rmSync(templateDir, { recursive: true, force: true });
    if (pg && templateDatabase) await adminSql(pg, `DROP DATABASE IF EXISTS ${templateDatabase}`);
  };
}
