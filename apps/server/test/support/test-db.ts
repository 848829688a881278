import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { TestRunner, describe, it } from 'vitest';
import { openDatabase, type Database, type Driver } from '../../src/db/database.ts';
import {
  createPostgresFromTemplate,
  pgliteFromTemplate,
  withDatabase,
  type TemplateKind,
} from './test-db-templates.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/**
 * The databases a server suite runs against; use with `describe.each(testDrivers())`. Without TEST_DATABASE_URL:
 * PGlite. With it (CI): every suite on PostgreSQL, and each area's own suite on PGlite as well — the suite named after
 * its folder (src/modules/<area>/<area>.test.ts, src/<dir>/<dir>.test.ts), else the first by name that calls this
 * (test/: the first) — so PGlite, the embedded default, still runs every module's SQL while the rest run once (their
 * PGlite runs were 700 of the server tests' 3,000 test-seconds, 2026-11-29). TEST_DRIVERS=all: every suite on both.
 */
export function testDrivers(): Driver[] {
  if (!process.env.TEST_DATABASE_URL) return ['pglite'];
  const file = suiteFile();
  if (process.env.TEST_DRIVERS === 'all' || !file || pgliteShare(file)) return ['pglite', 'postgres'];
  return ['postgres'];
}

/** The test file being collected (none outside vitest: the benchmarks). */
function suiteFile(): string | undefined {
  try {
    return TestRunner.getCurrentSuite().file?.filepath;
  } catch {
    return undefined;
  }
}

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** Whether `file` is its area's PGlite suite (testDrivers). */
export function pgliteShare(file: string): boolean {
  const rel = path.relative(SERVER_DIR, file).split(path.sep);
  const depth = rel[0] === 'src' ? (rel[1] === 'modules' ? 3 : 2) : 1;
  if (rel.length <= depth) return true;
  const area = path.join(SERVER_DIR, ...rel.slice(0, depth));
  return path.resolve(file) === areaSuite(area);
}

const areaSuites = new Map<string, string | undefined>();

function areaSuite(area: string): string | undefined {
  if (!areaSuites.has(area)) {
    const suites = fs
      .readdirSync(area, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => path.join(area, f))
      .filter((f) => fs.readFileSync(f, 'utf8').includes('testDrivers()'))
      .sort();
    const named = suites.find((f) => path.basename(f) === `${path.basename(area)}.test.ts`);
    areaSuites.set(area, named ?? suites[0]);
  }
  return areaSuites.get(area);
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
