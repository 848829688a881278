import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { lockDataDir } from './lock.ts';
import { PreparingClient } from './prepared-client.ts';

export type Driver = 'pglite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  driver: Driver;
  /** Where it is, with any password hidden: for logs and start-up errors. */
  describe: string;
  /** PostgreSQL's connection string (with its password: never log it), for connections outside the pool (LISTEN). */
  url?: string;
  /** PGlite only: LISTEN on its one session (PostgreSQL listens on a connection of its own, events/pg-notify.ts). */
  listen?: (channel: string, fn: (payload: string) => void) => Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The pool's connections (PostgreSQL only), for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PGlite only: a copy of its data directory (a tarball), which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

const INT8 = 20;
const NUMERIC = 1700;

export function maskUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(无法解析的 DATABASE_URL)';
  }
}

export interface OpenOptions {
  databaseUrl?: string | null;
  /** PGlite directory; undefined = in memory. */
  dataDir?: string;
  /** PGlite in memory only: start from this copy of a data directory (from dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
  poolMax?: number;
  /** A server instance's tag in its connections' name (files/store-identity.ts: its file store), seen by the others. */
  instanceTag?: string;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 20, opts.instanceTag);
  return openPGlite(opts.dataDir, opts.loadDataDir);
}

async function openPostgres(url: string, max: number, tag?: string): Promise<Database> {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8 || oid === NUMERIC) return (v: string) => Number(v);
      return pg.types.getTypeParser(oid, format);
    },
  };
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // one name per process, with its file store: the other instances read it in pg_stat_activity (files/store-identity)
    application_name: `portal/${tag ? `${tag}/` : ''}${os.hostname()}/${process.pid}`.slice(0, 63),
    types,
    connectionTimeoutMillis: 5000,
    Client: PreparingClient,
  });
  // A server that goes away must not crash us. Idle clients report to the pool; a checked-out client
  // has no listener of pg-pool's, and its 'error' event would be uncaught: its query rejects anyway
  // (answered 503), so the event itself needs only a listener.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const describe = maskUrl(url);
  return {
    db,
    driver: 'postgres',
    describe,
    url,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function openPGlite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const pglite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir && !dataDir ? { loadDataDir } : {}),
      extensions: { pg_trgm },
      parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) },
    });
    const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
    return {
      db,
      driver: 'pglite',
      describe: dataDir ? `PGlite ${dataDir}` : 'PGlite (内存)',
      listen: (channel, fn) => pglite.listen(channel, fn),
      dumpDataDir: async () => (await pglite.dumpDataDir('none')) as Blob,
      ping: async () => {
        await sql`select 1`.execute(db);
      },
      close: async () => {
        await db.destroy();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
