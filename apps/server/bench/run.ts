/**
 * `npm run bench`: starts the real server (as `npm start` does) on the embedded database and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL; drives each target with autocannon
 * on loopback and prints req/s, p50, p99 and the ratio to a bare route on the same server.
 * It reports figures; it asserts nothing. Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (50).
 * On PostgreSQL it also places orders on one hot model (placeorder.ts; BENCH_ORDER_CONNECTIONS, default 100).
 * BENCH_ONLY=aigc: AI scripts' first streamed words and a 30 s 1080p video render (aigc.ts).
 * BENCH_ONLY=placeorder measures only the ceiling and placeorder. BENCH_KEEP_DB=1 keeps the PostgreSQL database.
 * On PostgreSQL also the flash-sale buy: 2,000 buyers on stock 1,000 (seckill.ts); BENCH_ONLY=seckill measures only it.
 * Cluster (cluster.ts): placeorder and the flash sale through nginx on one instance, then two, on PostgreSQL with
 * Debian's nginx; BENCH_ONLY=cluster measures only that, BENCH_CLUSTER=0 leaves it out.
 * BENCH_ONLY=messages (PostgreSQL): the message centre's live connection — 10,000 idle sockets' memory on one server,
 * and a message's latency to 2,000 sockets across two servers (messages.ts).
 * The catalogue as dealers use it (catalogue-mix.ts): 2,400 different list/search queries over every user type, the
 * first-level dealer's own mix and product detail, with the page cache's hit rate and the server's CPU per request;
 * BENCH_ONLY=catalogue-mix measures only the ceiling, the single catalogue queries and the mix.
 * BENCH_ONLY=scale (PostgreSQL): the searches, fresh lists, staff model table and mix at 1× and 10× the catalogue (scale.ts),
 *   served by the production build (dist/main.js, built first).
 * BENCH_ONLY=board measures only the ceiling and the boards (issue 60); on PostgreSQL also with a year of rollups at 1× and
 * 10× (board.ts).
 * The first screen (first-screen.ts, on the embedded database's server): the built web app in Chromium — script
 * requests, compressed JS, LCP (median of 5 cold loads) — and Lighthouse's performance and accessibility
 * (BENCH_LIGHTHOUSE=0 leaves Lighthouse out); BENCH_ONLY=first-screen measures only that.
 * BENCH_ONLY=content (PostgreSQL, demo data): information list and detail with varied requests, video seeks, a 50-file
 * zip (content.ts); also run after the PostgreSQL suite when BENCH_ONLY is unset.
 * BENCH_ONLY=survey: the survey editor in Chromium (1,000 walls, 300 cameras: pan/zoom fps, one camera's sector
 * recompute) and a 5 MB DXF import (survey.ts); no server.
 * BENCH_ONLY=survey-ai: AI wall recognition of a 4,000 × 3,000 plan and a 40 MP scan, and the survey's PDF export
 * (survey-ai.ts); no server.
 * BENCH_ONLY=survey-system: intelligent wiring of 300 cameras and the architecture recommendation for them
 * (survey-system.ts); no server.
 * BENCH_ONLY=imports: a 10,000-model catalogue workbook (12 attributes, 4 price lists) checked and applied, twice, on
 * PostgreSQL when TEST_DATABASE_URL is set (imports.ts; in this process through app.inject).
 * BENCH_ONLY=export (PostgreSQL): the 10,000-model catalogue's exports from the production server, its RSS (export.ts).
 * Diagnosis: BENCH_CPU_PROF=<dir> (the server's CPU profile), BENCH_SERVER_NODE_ARGS (e.g. --trace-gc).
 */
import { benchAigc } from './aigc.ts';
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { launchServer } from '../launch.mjs';
import { benchBoard } from './board.ts';
import { benchCatalogueMix, type MixRow } from './catalogue-mix.ts';
import { benchCluster } from './cluster.ts';
import { benchFirstScreen } from './first-screen.ts';
import { benchImports } from './imports.ts';
import { benchExport } from './export.ts';
import { benchContent } from './content.ts';
import { benchMessages } from './messages.ts';
import { benchPlaceOrder } from './placeorder.ts';
import { benchSeckill } from './seckill.ts';
import { benchSurvey } from './survey.ts';
import { benchSurveyAi } from './survey-ai.ts';
import { benchSurveySystem } from './survey-system.ts';
import { benchScale } from './scale.ts';
import { productionServer } from './production-build.ts';
import { CEILING, TARGETS, type BenchTarget } from './targets.ts';
import { freePort } from '../test/support/free-port.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);

/**
 * The demo data, loaded by `npm run seed`'s command in a process of its own before the server starts, as an operator
 * loads data before serving: the server's figures (CPU, and its resident memory, issue 47 §3) are then a serving
 * process's, not one that also built the catalogue, its pictures and the demo's orders a minute earlier.
 */
function seedFirst(env: NodeJS.ProcessEnv): void {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`the demo seed failed (exit ${r.status})`);
}

async function startServer(
  env: Record<string, string>,
  /** Relative to apps/server: the sources (as `npm start`) unless the production build is named. */
  entry?: string,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const extraNodeArgs = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // BENCH_SERVER_NODE_ARGS: more flags for the server's node only (e.g. --trace-gc, not allowed in NODE_OPTIONS).
  extraNodeArgs.push(...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean));
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENT_SANDBOX: '1',
    SMS_SANDBOX: '1',
    // the targets read and sign in as the demo data (the messages bench passes SEED_DEMO: '0')
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    ...env,
  };
  if (serverEnv.SEED_DEMO === '1') {
    seedFirst(serverEnv);
    serverEnv.SEED_DEMO = '0';
  }
  // Launched as `npm start` launches it: its V8 flags and the listening socket's copies (launch.mjs).
  const child = await launchServer({
    ...(entry ? { entry } : {}),
    cwd: serverDir,
    env: serverEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
    extraNodeArgs,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS || 600_000); // the demo seed takes 1–2 min on a busy machine
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not start');
}

/** A measured route: the same row the catalogue mix gives. */
type Row = MixRow;

/** The bearer header of a demo account (targets with loginAs). */
async function loginHeaders(url: string, phone: string | undefined): Promise<Record<string, string>> {
  if (!phone) return {};
  const res = await fetch(`${url}/api-cloud-merchant-service/v1/account/passwordLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: phone, password: 'Demo@2026' }),
  });
  const token = ((await res.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`login of ${phone} failed`);
  return { authorization: `Bearer ${token}` };
}

async function measure(url: string, t: BenchTarget): Promise<Row> {
  let turn = 0;
  const paths = t.paths;
  const r = await autocannon({
    url: url + t.path,
    method: t.method ?? 'GET',
    body: t.body,
    headers: { 'content-type': 'application/json', ...t.headers, ...(await loginHeaders(url, t.loginAs)) },
    connections: t.connections ?? connections,
    duration: seconds,
    ...(paths
      ? { requests: [{ setupRequest: (req: object) => ({ ...req, path: paths[turn++ % paths.length] }) }] }
      : {}),
  });
  return {
    name: t.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

function print(label: string, rows: Row[]) {
  const ceiling = rows[0]!.rps;
  console.log(
    `\n${label}  (${seconds} s per route, ${connections} connections, ${os.cpus().length} cores, Node ${process.version})`,
  );
  console.log('| route | req/s | p50 ms | p99 ms | ratio to ceiling | errors/non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling).toFixed(3)} | ${r.errors}/${r.non2xx} |`,
    );
  }
  for (const r of rows) if (r.note) console.log(`- ${r.name}: ${r.note}`);
}

async function runSuite(label: string, env: Record<string, string>, pgUrl?: string) {
  const { url, child } = await startServer(env);
  try {
    if (process.env.BENCH_ONLY === 'content') return await benchContent(url, child.pid!, pgUrl!, seconds, connections);
    const rows: Row[] = [];
    if (process.env.BENCH_ONLY === 'first-screen' || (!pgUrl && !process.env.BENCH_ONLY)) {
      const list = (await (await fetch(`${url}/api-cloud-merchant-service/open/v1/goods/spu/page?size=1`)).json()) as {
        data: { spuNo: string }[];
      };
      await benchFirstScreen(url, list.data[0]!.spuNo);
      if (process.env.BENCH_ONLY) return;
    }
    const onlyMix = process.env.BENCH_ONLY === 'catalogue-mix';
    const only = process.env.BENCH_ONLY === 'placeorder' || process.env.BENCH_ONLY === 'seckill';
    const onlyBoard = process.env.BENCH_ONLY === 'board';
    const targets = onlyMix
      ? TARGETS.filter((t) => t.path.includes('/goods/') || t.path.includes('/search/'))
      : onlyBoard
        ? TARGETS.filter((t) => t.path.includes('/board/'))
        : TARGETS;
    for (const t of only ? [CEILING] : [CEILING, ...targets]) rows.push(await measure(url, t));
    if (onlyBoard) {
      if (pgUrl) rows.push(...(await benchBoard(pgUrl, targets, (t) => measure(url, t))));
      print(label, rows);
      return rows;
    }
    if (!only) rows.push(...(await benchCatalogueMix(url, seconds, connections, child.pid!)));
    if (pgUrl && !onlyMix && process.env.BENCH_ONLY !== 'seckill')
      rows.push(...(await benchPlaceOrder(url, pgUrl, seconds)));
    if (pgUrl && !onlyMix && process.env.BENCH_ONLY !== 'placeorder') rows.push(...(await benchSeckill(url, pgUrl)));
    print(label, rows);
    if (pgUrl && !process.env.BENCH_ONLY) await benchContent(url, child.pid!, pgUrl, seconds, connections);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
try {
  const only = process.env.BENCH_ONLY;
  if (only === 'survey') {
    await benchSurvey();
    fs.rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  }
  if (only === 'survey-ai') {
    await benchSurveyAi();
    fs.rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  }
  if (only === 'export') {
    await benchExport();
    fs.rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  }
  if (only === 'imports') {
    await benchImports();
    fs.rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  }
  if (only === 'survey-system') {
    benchSurveySystem();
    fs.rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  }
  if (!only) {
    await benchSurveyAi();
    benchSurveySystem();
  }
  if (only === 'aigc' || !only) for (const row of await benchAigc()) console.log(row);
  // The first screen runs on the embedded database's server only: its figures are the browser's, not the database's.
  if (
    only !== 'aigc' &&
    only !== 'placeorder' &&
    only !== 'seckill' &&
    only !== 'cluster' &&
    only !== 'messages' &&
    only !== 'content' &&
    only !== 'scale' &&
    // BENCH_PGLITE=0: PostgreSQL only (e.g. a profile of the mix on one database).
    !(process.env.BENCH_PGLITE === '0' && (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL))
  )
    await runSuite('PGlite (embedded)', { DATA_DIR: tmp, DATABASE_URL: '' });
  const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (pgUrl && (only === 'cluster' || (!only && process.env.BENCH_CLUSTER !== '0')))
    await benchCluster(pgUrl, tmp, seconds, connections);
  if (only === 'scale' && !pgUrl) console.log('(BENCH_ONLY=scale: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  if (pgUrl && only !== 'cluster' && only !== 'first-screen' && only !== 'aigc') {
    const name = `portal_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    try {
      if (process.env.BENCH_ONLY === 'scale') {
        const env = { DATA_DIR: path.join(tmp, 'pg'), DATABASE_URL: url.toString() };
        const seeded = await startServer(env); // the demo data, loaded before any start is timed
        seeded.child.kill('SIGTERM');
        await new Promise((r) => seeded.child.once('exit', r));
        const start = async () => {
          const { url: base, child } = await startServer({ ...env, SEED_DEMO: '0' }, productionServer());
          const stop = async () => {
            child.kill('SIGTERM');
            await new Promise((r) => child.once('exit', r));
          };
          return { url: base, pid: child.pid!, stop };
        };
        await benchScale(url.toString(), start, measure, seconds, connections);
      } else if (process.env.BENCH_ONLY === 'messages') {
        let n = 0;
        const start = async () => {
          const { url: base, child } = await startServer({
            DATA_DIR: path.join(tmp, `pg${n++}`),
            DATABASE_URL: url.toString(),
            SEED_DEMO: '0',
          });
          const stop = async () => {
            child.kill('SIGTERM');
            await new Promise((r) => child.once('exit', r));
          };
          return { url: base, pid: child.pid!, stop };
        };
        await benchMessages(start, url.toString());
      } else
        await runSuite(
          'PostgreSQL 15',
          { DATA_DIR: path.join(tmp, 'pg'), DATABASE_URL: url.toString() },
          url.toString(),
        );
    } finally {
      if (process.env.BENCH_KEEP_DB === '1') console.log(`\n(kept the database ${name}: BENCH_KEEP_DB=1)`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else if (!pgUrl) {
    console.log('\n(PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)');
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
