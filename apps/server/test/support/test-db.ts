import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';
import { openDatabase, type Database, type Driver } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/**
 * The databases server tests run against: PGlite always, PostgreSQL too when TEST_DATABASE_URL is
 * set. Use with `describe.each(testDrivers())`.
 */
export function testDrivers(): Driver[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Only PostgreSQL shows races (PGlite runs one transaction at a time). */
export function postgresOnly(): Driver[] {
  return process.env.TEST_DATABASE_URL ? ['postgres'] : [];
}

/**
 * A suite that runs on PostgreSQL only (races, outages, prepared statements): skipped, and reported as skipped,
 * where TEST_DATABASE_URL is not set, so a machine without PostgreSQL still runs the rest. `%s` in the name is
 * the driver, as in describe.each.
 */
export function describeOnPostgres(name: string, fn: (driver: Driver) => void): void {
  const title = name.replace('%s', 'postgres');
  if (process.env.TEST_DATABASE_URL) describe(title, () => fn('postgres'));
  else describe.skip(title, () => fn('postgres'));
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh, migrated database of its own; close() drops it. */
export async function createTestDatabase(driver: Driver): Promise<Database> {
  if (driver === 'pglite') {
    const database = await openDatabase({});
    await migrateToLatest(database.db);
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), poolMax: 30 });
  await migrateToLatest(database.db);
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
