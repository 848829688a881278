import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { seedDemo } from '../../src/seed/index.ts';

/**
 * The copies test databases start from, so that no test file pays for what every file does alike: the 180-odd
 * migrations (2.5-4 s a database) and, for the files that read the demo catalogue, the demo seed (about 25 s a
 * database). Each copy is named by a hash of what makes it, so a change makes it anew, and is made once for the run
 * (each test file runs in a fresh module graph; two files run at a time): PGlite's as a dumped data directory in the
 * temp folder, PostgreSQL's as a template database that `create database … template` copies.
 */
export type TemplateKind = 'migrated' | 'seeded';

const SERVER = path.resolve(import.meta.dirname, '../..');
const REPO = path.resolve(SERVER, '../..');
const MIGRATIONS_DIR = path.join(SERVER, 'src/db/migrations');
const PGLITE_PACKAGE = path.join(REPO, 'node_modules/@electric-sql/pglite/package.json');

/** The demo the seeded copies hold; the files it draws (pictures, videos) go to a temp folder removed at once. */
export const SEEDED_BRAND = '海昱安防';

function hashFiles(files: string[]): string {
  const hash = createHash('sha256');
  for (const f of files) hash.update(path.relative(REPO, f)).update(fs.readFileSync(f));
  return hash.digest('hex').slice(0, 16);
}

function sourcesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(?:ts|mjs)$/.test(e.name) && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

const keys = new Map<string, string>();

/**
 * What a copy depends on. Migrated: the migrations (and PGlite's version for its copy). Seeded: every source of the
 * server and the domain, for the seed reaches into the modules (passwords, merchant groups, prices), and ffmpeg.mjs.
 */
function templateKey(kind: TemplateKind, driver: 'pglite' | 'postgres'): string {
  const id = `${kind}/${driver}`;
  let key = keys.get(id);
  if (!key) {
    const files =
      kind === 'migrated'
        ? fs
            .readdirSync(MIGRATIONS_DIR)
            .sort()
            .map((n) => path.join(MIGRATIONS_DIR, n))
        : [...sourcesUnder(path.join(SERVER, 'src')), ...sourcesUnder(path.join(REPO, 'packages/domain/src'))];
    if (kind === 'seeded') files.push(path.join(SERVER, 'ffmpeg.mjs'));
    if (driver === 'pglite') files.push(PGLITE_PACKAGE);
    key = hashFiles(files);
    keys.set(id, key);
  }
  return key;
}

/** Loads the demo into `database`, its files to a temp folder removed after (the copies keep rows only). */
async function seedInto(database: Database): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-seed-'));
  try {
    await seedDemo(database.db, { brandName: SEEDED_BRAND, imagesDir: path.join(dir, 'static', 'products') });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---- PGlite: a dumped data directory in the temp folder ----

const PGLITE_PREFIX: Record<TemplateKind, string> = {
  migrated: 'portal-test-pglite-',
  seeded: 'portal-test-seeded-pglite-',
};

/**
 * An in-memory PGlite opened from the copy of `kind`, made when missing or damaged. The copy is written atomically
 * (write, then rename). The seeded copy is made under a lock file, for two files that want it at once would each
 * seed for 25 s; the migrated one is cheap enough to make twice.
 */
export async function pgliteFromTemplate(kind: TemplateKind): Promise<Database> {
  const file = path.join(os.tmpdir(), `${PGLITE_PREFIX[kind]}${templateKey(kind, 'pglite')}.tar`);
  const opened = await openPGliteCopy(file);
  if (opened) return opened;
  if (kind === 'migrated') return makePGliteCopy(kind, file);
  return withLockFile(`${file}.lock`, async () => (await openPGliteCopy(file)) ?? makePGliteCopy(kind, file));
}

async function openPGliteCopy(file: string): Promise<Database | null> {
  if (!fs.existsSync(file)) return null;
  try {
    const database = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(file)]) });
    await migrateToLatest(database.db); // nothing to do when the copy is current
    return database;
  } catch {
    return null; // a damaged copy: made again
  }
}

async function makePGliteCopy(kind: TemplateKind, file: string): Promise<Database> {
  const database = kind === 'seeded' ? await pgliteFromTemplate('migrated') : await openDatabase({});
  if (kind === 'migrated') await migrateToLatest(database.db);
  else await seedInto(database);
  // A checkpoint first: the copy then opens without replaying the WAL of the migrations or the seed (a seeded copy
  // opened in 6.6 s without, 1.6 s with).
  await sql`checkpoint`.execute(database.db);
  const copy = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, copy);
  fs.renameSync(partial, file);
  for (const old of fs.readdirSync(os.tmpdir())) {
    const full = path.join(os.tmpdir(), old);
    if (old.startsWith(PGLITE_PREFIX[kind]) && old.endsWith('.tar') && full !== file) fs.rmSync(full, { force: true });
  }
  return database;
}

/**
 * Runs `fn` holding `lock`: a file made exclusively, holding the holder's pid. A lock whose process is gone (a worker
 * killed half-way) or older than 5 minutes is taken over. The lock only spares work: the copy is written atomically,
 * so two makers at once (a lock taken over by two waiters) still leave one whole copy.
 */
async function withLockFile<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      if (lockAbandoned(lock)) fs.rmSync(lock, { force: true });
      else await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function lockAbandoned(lock: string): boolean {
  try {
    if (Date.now() - fs.statSync(lock).mtimeMs > 300_000) return true;
    const pid = Number(fs.readFileSync(lock, 'utf8'));
    if (!pid) return false; // being written
    process.kill(pid, 0); // throws when no such process
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

// ---- PostgreSQL: a template database ----

const PG_PREFIX: Record<TemplateKind, string> = { migrated: 'portal_tpl_', seeded: 'portal_tpls_' };
/** Templates of other hashes older than this are dropped (younger ones may serve another checkout's run now). */
const STALE_MS = 3_600_000;

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates database `name` as a copy of the template of `kind`, making the template first when it is missing. A
 * template that vanishes between (another run dropped it) is made again.
 */
export async function createPostgresFromTemplate(adminUrl: string, name: string, kind: TemplateKind): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const template = await ensurePostgresTemplate(adminUrl, kind);
    try {
      await admin(adminUrl, (c) => c.query(`create database ${name} template ${template}`));
      return;
    } catch (e) {
      // 3D000: the template is gone (dropped as stale by another checkout's run); made again on the next turn.
      if ((e as { code?: string }).code !== '3D000' || attempt >= 3) throw e;
    }
  }
}

/**
 * The template database of `kind`, made when missing: under a session advisory lock (two test files may ask at
 * once), built under a temporary name and renamed when done, so a run that dies half-way leaves no half-made
 * template under the real name. `create database … template` needs nobody connected to the template: the builder's
 * pool is closed before the rename.
 */
async function ensurePostgresTemplate(adminUrl: string, kind: TemplateKind): Promise<string> {
  const name = `${PG_PREFIX[kind]}${templateKey(kind, 'postgres')}`;
  const exists = async (c: pg.Client) =>
    (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (await admin(adminUrl, exists)) return name;
  return admin(adminUrl, async (c) => {
    await c.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (await exists(c)) return name;
      const partial = `${name}_tmp_${randomBytes(4).toString('hex')}`;
      if (kind === 'migrated') await c.query(`create database ${partial}`);
      else await createPostgresFromTemplate(adminUrl, partial, 'migrated');
      await c.query(`comment on database ${partial} is '${new Date().toISOString()}'`);
      const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, partial), poolMax: 10 });
      try {
        if (kind === 'migrated') await migrateToLatest(database.db);
        else await seedInto(database);
      } finally {
        await database.close();
      }
      await c.query(`alter database ${partial} rename to ${name}`);
      await dropStaleTemplates(c, kind, name);
      return name;
    } finally {
      await c.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/** Drops the templates of `kind` of other hashes (and half-made ones) made more than an hour ago. */
async function dropStaleTemplates(c: pg.Client, kind: TemplateKind, current: string): Promise<void> {
  const { rows } = await c.query<{ datname: string; made: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as made from pg_database where starts_with(datname, $1)`,
    [`${PG_PREFIX[kind]}%`],
  );
  for (const { datname, made } of rows) {
    if (datname === current || !/^[a-z0-9_]+$/.test(datname)) continue;
    const age = made ? Date.now() - Date.parse(made) : Infinity;
    if (!(age > STALE_MS)) continue;
    // One being copied right now refuses (in use): it is dropped by a later run.
    await c.query(`drop database if exists ${datname}`).catch(() => {});
  }
}
