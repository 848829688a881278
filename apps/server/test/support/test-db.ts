import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, it } from 'vitest';
import { openDatabase, type Database, type Driver } from '../../src/db/database.ts';
import {
  createPostgresFromTemplate,
  pgliteFromTemplate,
  withDatabase,
  type TemplateKind,
} from './test-db-templates.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/**
 * The databases server tests run against: PGlite always, PostgreSQL too when TEST_DATABASE_URL is
 * set. Use with `describe.each(testDrivers())`.
 */
export function testDrivers(): Driver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Whether this run is CI (`CI=true`): there a suite whose PostgreSQL or nginx is missing fails, never skips. */
export const inCi = (): boolean => /^(?:1|true)$/i.test(process.env.CI ?? '');

/**
 * A suite that needs something this machine may lack: `missing` says what is missing (null when all is there).
 * It runs when nothing is missing. Where something is, it is skipped (and reported as skipped) on a developer's
 * machine; in CI (`CI=true`) it is registered as one failing test named after the suite that says what it could
 * not find, so a CI machine without PostgreSQL or nginx cannot pass without running it.
 */
export function describeNeeding(title: string, missing: string | null, body: () => void): void {
  if (missing === null) describe(title, body);
  else if (inCi()) {
    describe(title, () => {
      it(`could not run: ${missing}`, () => {
        throw new Error(`CI=true and this suite could not run ("${title}"): ${missing}`);
      });
    });
  } else describe.skip(title, body);
}

/** What a PostgreSQL suite misses here: null when TEST_DATABASE_URL names the server to run on. */
export const postgresMissing = (): string | null =>
  process.env.TEST_DATABASE_URL ? null : 'it needs PostgreSQL and TEST_DATABASE_URL is not set';

/**
 * A suite that runs on PostgreSQL only (races, outages, prepared statements; PGlite runs one transaction at a
 * time): where TEST_DATABASE_URL is not set it is skipped on a developer's machine and fails in CI
 * (`describeNeeding`). `%s` in the name is the driver, as in describe.each.
 */
export function describeOnPostgres(name: string, fn: (driver: Driver) => void): void {
  describeNeeding(name.replace('%s', 'postgres'), postgresMissing(), () => fn('postgres'));
}

/**
 * A fresh database of its own, copied from a migrated one (`kind` 'seeded': from one that also holds the demo seed,
 * test-db-templates.ts); close() drops it.
 */
export async function createTestDatabase(driver: Driver, kind: TemplateKind = 'migrated'): Promise<Database> {
  if (driver === 'pglite') return pgliteFromTemplate(kind);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await createPostgresFromTemplate(adminUrl, name, kind);
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), poolMax: 30 });
  await migrateToLatest(database.db); // nothing to do when the template is current
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
