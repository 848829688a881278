import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { createTestDatabase, describeOnPostgres } from '../../test/support/test-db.ts';
import { PgBossQueue } from './pg-boss.ts';

const warnings: string[] = [];
const log = {
  warn: (_o: unknown, msg?: string) => void warnings.push(String(msg ?? _o)),
  error: () => {},
  info: () => {},
  child: () => log,
} as unknown as FastifyBaseLogger;

describeOnPostgres('the job queue (pg-boss) on %s', () => {
  let database: Database;
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    client = new pg.Client({ connectionString: database.url! });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.close();
  });

  it("replaces pg-boss 10's schema (which it cannot migrate) and runs a periodic task once per period", async () => {
    // what pg-boss 10 left: its schema at version 24, with a job table
    await client.query(`create schema pgboss;
      create table pgboss.version (version int primary key, maintained_on timestamptz, cron_on timestamptz,
        monitored_on timestamptz);
      insert into pgboss.version (version) values (24);
      create table pgboss.job (id uuid primary key, name text)`);
    let runs = 0;
    const queue = new PgBossQueue(database.url!, [
      { name: 'test.tick', title: '测试任务', everySeconds: 1, run: async () => void runs++ },
    ]);
    await queue.start(log);
    try {
      expect(warnings.some((w) => w.includes('版本 24'))).toBe(true);
      const version = await client.query('select version from pgboss.version');
      expect(version.rows[0].version).toBeGreaterThanOrEqual(26);
      // a job's run ends before pg-boss marks it completed: wait for the mark, not for the run
      const completed = async () => (await queue.recent(20, 'test.tick')).filter((j) => j.state === 'completed');
      const end = Date.now() + 20_000;
      let done = await completed();
      while (done.length < 2 && Date.now() < end) {
        await new Promise((r) => setTimeout(r, 200));
        done = await completed();
      }
      expect(runs).toBeGreaterThanOrEqual(2);
      expect(done.length).toBeGreaterThanOrEqual(2);
      expect(done.every((j) => j.attempts === 1 && j.lastError === null)).toBe(true);
      // one job per period however often it is ticked
      const dup = await client.query(
        `select count(*)::int as n from (select singleton_on from pgboss.job where name = 'test.tick'
           group by singleton_on having count(*) > 1) d`,
      );
      expect(dup.rows[0].n).toBe(0);
    } finally {
      await queue.stop();
    }
  }, 60_000);
});
