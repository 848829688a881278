import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { describeOnPostgres } from './support/test-db.ts';
import { TcpProxy } from './support/tcp-proxy.ts';
import type { FastifyInstance } from 'fastify';

/** A PostgreSQL server that goes away while we run: answers 503, then recovers by itself. */
describeOnPostgres('database outage on %s', () => {
  const admin = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost/test');
  const name = `portal_outage_${randomBytes(4).toString('hex')}`;
  const proxy = new TcpProxy(admin.hostname, Number(admin.port || 5432));
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
    const port = await proxy.start();
    const url = new URL(admin);
    url.port = String(port);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
    await migrateToLatest(database.db);
    // The job queue (pg-boss) goes through the proxy too, sweeping every second: the outage must not end the process
    // (pg-boss marks handled jobs done without awaiting; src/queue/pg-boss.ts).
    const env = { NODE_ENV: 'test', DATA_DIR: `/tmp/${name}`, JOB_QUEUE_URL: url.toString(), ORDER_SWEEP_SECONDS: '1' };
    app = await buildApp({ database, config: loadConfig(env) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.stop();
    const c = new pg.Client({ connectionString: admin.toString() });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });

  const industries = () =>
    app.inject({ method: 'GET', url: '/api-cloud-merchant-service/open/v1/solution/industryList' });

  it('answers 503 with the envelope while the database is unreachable and recovers when it returns', async () => {
    expect((await industries()).statusCode).toBe(200);
    const port = proxy.port;
    await proxy.stop();
    const down = await industries();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      code: 503,
      msg: '服务暂时不可用，请稍后再试',
      data: null,
      reason: 'API.unavailable',
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    // long enough for the queue's workers and ticks to meet the outage
    await new Promise((r) => setTimeout(r, 2500));
    await proxy.start(port);
    const back = await industries();
    expect(back.statusCode).toBe(200);
    expect(back.json().code).toBe(0);
  });
});
