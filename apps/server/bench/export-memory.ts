/**
 * The export's memory (issue 61 item 1): the server started as `npm start` starts it (launch.mjs: node-flags.json's
 * heap limit, NODE_ENV=production) on a given PostgreSQL database, an export downloaded from it over HTTP to a file,
 * and the server process's resident memory read from /proc while it runs: its RSS before, the highest sampled during
 * the download (every 20 ms), and VmHWM (the kernel's peak for the process's life, its start included).
 * Used by the server test (export-memory.test.ts: 2,000 vs 10,000 models) and by BENCH_ONLY=export (the 10k figure).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { launchServer } from '../launch.mjs';
import { freePort } from '../test/support/free-port.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMP = '/api-cloud-merchant-service/v1/imports';
const MB = 1024 * 1024;

/** A /proc/<pid>/status field in bytes (VmRSS, VmHWM); 0 where /proc is not there. */
export function procBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface ExportServer {
  url: string;
  child: ChildProcess;
  token: string;
  stop(): Promise<void>;
}

/**
 * The server as production launches it (launch.mjs: node-flags.json's heap limit) on this database, a staff account
 * (password Test@2026) signed in: the sources, or `entry` (the benches pass the production build, production-build.ts).
 */
export async function startExportServer(
  databaseUrl: string,
  staffPhone: string,
  entry?: string,
): Promise<ExportServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-export-'));
  const child = await launchServer({
    ...(entry ? { entry } : {}),
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: '1',
      SMS_SANDBOX: '1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`server exited during start (${child.exitCode})`);
      if (i > 1200) throw new Error('server did not start in 120 s');
      if (
        await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${url}/api-cloud-merchant-service/v1/account/passwordLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: staffPhone, password: 'Test@2026' }),
    });
    const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
    if (!token) throw new Error(`login of ${staffPhone} failed (${login.status})`);
    return { url, child, token, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

export interface ExportMeasure {
  status: number;
  bytes: number;
  seconds: number;
  /** The server's RSS before the download, the highest sampled during it, and its life's peak (VmHWM), in MB. */
  rssBeforeMb: number;
  rssPeakMb: number;
  hwmMb: number;
}

/** Downloads the kind's export into `file`, sampling the server's memory. */
export async function measureExport(server: ExportServer, kind: string, file: string): Promise<ExportMeasure> {
  const pid = server.child.pid!;
  const before = procBytes(pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, procBytes(pid, 'VmRSS'))), 20);
  const t = performance.now();
  try {
    const res = await fetch(`${server.url}${IMP}/${kind}/export`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(file));
    return {
      status: res.status,
      bytes: fs.statSync(file).size,
      seconds: (performance.now() - t) / 1000,
      rssBeforeMb: before / MB,
      rssPeakMb: Math.max(peak, procBytes(pid, 'VmRSS')) / MB,
      hwmMb: procBytes(pid, 'VmHWM') / MB,
    };
  } finally {
    clearInterval(sampler);
  }
}
