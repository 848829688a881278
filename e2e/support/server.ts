/**
 * The e2e servers: one seeded once as the template (global-setup.ts), then one per journey file (per-file-server.ts),
 * each on its own port over its own copy of the template's data: a copy of the embedded database's directory, or,
 * with TEST_DATABASE_URL, a PostgreSQL database created from the template database (CREATE DATABASE … TEMPLATE).
 */
import { type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launchServer } from '../../apps/server/launch.mjs';
import { forgetServer, watchServer } from './diagnose.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The PostgreSQL server the journeys use instead of the embedded database, when TEST_DATABASE_URL names one. */
export const postgresUrl = (): string | null => process.env.TEST_DATABASE_URL || null;

/** `url` with its database name replaced. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  child: ChildProcess;
  /** Its PostgreSQL database (unset: the embedded one in dataDir/pgdata). */
  databaseUrl?: string | undefined;
}

async function waitForHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`e2e server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('e2e server did not become healthy in time');
}

/**
 * Starts the real server (built web app, demo data seeded into an empty database, as `npm start` does) over
 * `dataDir` (its log: server.log there, which carries the SMS messages: SMS_ECHO=1) on `port`, and waits for it to
 * answer /healthz.
 */
export async function startServer(opts: {
  dataDir: string;
  port: number;
  databaseUrl?: string;
  /** More settings (e.g. SEED_DEMO: '0' for a journey on an empty database). */
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const { dataDir, port } = opts;
  const baseURL = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  // Launched as `npm start` launches it (apps/server/launch.mjs: V8 flags, the listening socket's copies).
  const child = await launchServer({
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DATABASE_URL: opts.databaseUrl ?? '',
      SMS_ECHO: '1',
      // The demo's local counterparts, named as `npm start` names them (production refuses to start without them).
      PAYMENT_SANDBOX: '1',
      SMS_SANDBOX: '1',
      // the demo data, named as `npm start` names it (a journey on an empty database passes SEED_DEMO: '0')
      SEED_DEMO: '1',
      ...opts.env,
      // Unpaid orders close after a minute (not 30) and the sweep runs every 2 s, so a test sees an order expire.
      ORDER_EXPIRE_MINUTES: process.env.ORDER_EXPIRE_MINUTES || '1',
      ORDER_SWEEP_SECONDS: process.env.ORDER_SWEEP_SECONDS || '2',
      // AI videos rendered small, so a journey's render is quick on a loaded machine.
      AIGC_VIDEO_SIZE: process.env.AIGC_VIDEO_SIZE || '640x360',
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  try {
    await waitForHealthy(baseURL, child, 120_000);
  } catch (e) {
    child.kill('SIGKILL');
    console.error(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8'));
    throw e;
  }
  watchServer(dataDir);
  return { baseURL, dataDir, child, databaseUrl: opts.databaseUrl };
}

/** Stops a server as a process manager would (SIGTERM: it closes its database cleanly) and waits for it to exit. */
export async function stopServer(server: RunningServer): Promise<void> {
  forgetServer(server.dataDir);
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

/** Runs SQL on the PostgreSQL server (its maintenance database `postgres`). */
export async function adminSql(url: string, sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The server of the journey file running now (set by per-file-server.ts before the file's tests). */
export const current: { server: RunningServer | null } = { server: null };

export function currentServer(): RunningServer {
  if (!current.server)
    throw new Error('no e2e server: the e2e project starts one per file (e2e/support/per-file-server.ts)');
  return current.server;
}
