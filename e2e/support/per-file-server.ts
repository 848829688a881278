/**
 * Each journey file's own server (the e2e project's setup file): a copy of the seeded template's data (the data
 * directory; with TEST_DATABASE_URL also a database created from the template database) on a free port, started
 * before the file's tests and stopped, with its data, after them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { printFailureContext } from './diagnose.ts';
import { freePort } from '../../apps/server/test/support/free-port.ts';
import { adminSql, current, databaseUrl, postgresUrl, startServer, stopServer } from './server.ts';

let database: string | null = null;

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  fs.cpSync(inject('templateDir'), dataDir, { recursive: true });
  const pg = postgresUrl();
  const template = inject('templateDatabase');
  if (pg && template) {
    database = `e2e_${process.pid}_${Date.now()}`;
    await adminSql(pg, `CREATE DATABASE ${database} TEMPLATE ${template}`);
  }
  current.server = await startServer({
    dataDir,
    port: await freePort(),
    databaseUrl: pg && database ? databaseUrl(pg, database) : undefined,
  });
});

// a failed step prints the pages' addresses, their failed answers and the servers' troubles (diagnose.ts)
beforeEach(({ onTestFailed }) => onTestFailed(() => printFailureContext()));

afterAll(async () => {
  const server = current.server;
  current.server = null;
  if (server) {
    await stopServer(server);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
  const pg = postgresUrl();
  if (pg && database) await adminSql(pg, `DROP DATABASE IF EXISTS ${database}`);
});
