import { type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchServer } from '../../apps/server/launch.mjs';
import { freePort } from '../../apps/server/test/support/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The e2e server's data directory (its server.log carries the SMS messages: SMS_ECHO=1). */
    dataDir: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

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
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('e2e server did not become healthy in time');
}

/**
 * Starts the real server (built web app, embedded database seeded with the demo data, as `npm start`
 * does) in a temporary data directory on a free port; the tests drive it with Chromium.
 */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const port = await freePort();
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
      DATABASE_URL: '',
      SMS_ECHO: '1',
      // Unpaid orders close after a minute (not 30) and the sweep runs every 2 s, so a test sees an order expire.
      ORDER_EXPIRE_MINUTES: process.env.ORDER_EXPIRE_MINUTES || '1',
      ORDER_SWEEP_SECONDS: process.env.ORDER_SWEEP_SECONDS || '2',
    },
    stdio: ['ignore', log, log],
  });
  try {
    await waitForHealthy(baseURL, child, 120_000);
  } catch (e) {
    child.kill('SIGKILL');
    console.error(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8'));
    throw e;
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
