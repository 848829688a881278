import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, it } from 'vitest';
import { openDatabase, type Database, type Driver } from '../../src/db/database.ts';
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

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh, migrated database of its own; close() drops it. */
export async function createTestDatabase(driver: Driver): Promise<Database> {
  if (driver === 'pglite') return migratedPGlite();
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

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../src/db/migrations');
const TEMPLATE_PREFIX = 'portal-test-pglite-';

let template: string | undefined;

/** The temp file of the migrated PGlite copy: named by the migrations' and PGlite's content, so a change makes anew. */
function templateFile(): string {
  template ??= templateName();
  return template;
}

function templateName(): string {
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name).update(fs.readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  hash.update(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../node_modules/@electric-sql/pglite/package.json')));
  return path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * An in-memory PGlite, migrated. Creating one from nothing (initdb, then 180 migrations) takes 2.5-4 s on these
 * machines; opened from a copy of a migrated one, about 1 s. The copy is kept in the temp folder for every test file
 * of the run (each file runs in a fresh module graph) and is written once, atomically (write, then rename); a copy
 * that does not open is made again.
 */
async function migratedPGlite(): Promise<Database> {
  const file = templateFile();
  if (fs.existsSync(file)) {
    try {
      const database = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(file)]) });
      await migrateToLatest(database.db); // nothing to do when the copy is current
      return database;
    } catch {
      // a damaged copy: made again below
    }
  }
  const database = await openDatabase({});
  await migrateToLatest(database.db);
  const copy = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, copy);
  fs.renameSync(partial, file);
  for (const old of fs.readdirSync(os.tmpdir())) {
    const full = path.join(os.tmpdir(), old);
    if (old.startsWith(TEMPLATE_PREFIX) && old.endsWith('.tar') && full !== file) fs.rmSync(full, { force: true });
  }
  return database;
}
