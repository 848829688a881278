import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { freePort } from './support/free-port.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // the start's own lines are log lines (info); silent would hide them
      LOG_LEVEL: 'info',
      // no demo data unless a test names it (the default; a SEED_DEMO of the shell running the tests must not leak)
      SEED_DEMO: '',
      HOST: '127.0.0.1',
      WEB_DIST: path.join(tmp, 'none'),
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return { child, exited, output: () => output };
}

async function waitFor(pred: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (pred()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe('starting the server', () => {
  it('names the database it could not reach and exits non-zero', async () => {
    const closed = await freePort();
    const run = start({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://portal:secret@127.0.0.1:${closed}/portal`,
    });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(`无法连接数据库 postgres://portal:***@127.0.0.1:${closed}/portal`);
    expect(run.output()).not.toContain('secret');
  });

  it('refuses a second instance on the same embedded data directory, and stops cleanly on SIGTERM', async () => {
    const dataDir = path.join(tmp, 'data');
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitFor(() => first.output().includes('门户已启动'), 60_000);
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);

    const second = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('正被另一个进程');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pgdata.lock'))).toBe(false);
  });

  it('in production, refuses to start without keys or a named sandbox, naming the settings; starts with them and says so', async () => {
    const bare = start({ NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: path.join(tmp, 'prod') });
    expect(await bare.exited).toBe(1);
    expect(bare.output()).toContain('生产环境（NODE_ENV=production）拒绝启动');
    expect(bare.output()).toContain('PAYMENT_SANDBOX=1');
    expect(bare.output()).toContain('SMS_SANDBOX=1');
    expect(bare.output()).toContain('Refusing to start');
    expect(bare.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect(JSON.parse(bare.output().trim())).toMatchObject({ level: 60 });

    const smsOnly = start({
      NODE_ENV: 'production',
      SMS_SANDBOX: '1',
      PORT: String(await freePort()),
      DATA_DIR: path.join(tmp, 'prod'),
    });
    expect(await smsOnly.exited).toBe(1);
    expect(smsOnly.output()).toContain('PAYMENT_SANDBOX=1');
    expect(smsOnly.output()).not.toContain('SMS_SANDBOX=1');

    const port = await freePort();
    const named = start({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: '1',
      SMS_SANDBOX: '1',
      PORT: String(port),
      DATA_DIR: path.join(tmp, 'prod'),
    });
    await waitFor(() => named.output().includes('门户已启动'), 60_000);
    expect(named.output()).toContain('支付沙箱已开启（微信支付、支付宝）');
    expect(named.output()).toContain('（PAYMENT_SANDBOX=1）');
    expect(named.output()).toContain('短信沙箱已开启');
    // every line it printed is a JSON log line, the start's own included (the sandboxes at warn)
    const lines = named
      .output()
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(lines.find((l) => l.msg.startsWith('支付沙箱已开启'))?.level).toBe(40);
    expect(lines.find((l) => l.msg.startsWith('门户已启动'))?.level).toBe(30);
    expect(lines.find((l) => l.msg.startsWith('支付方式：'))?.msg).toBe('支付方式：微信支付、支付宝、钱包支付');
    const scan = await fetch(`http://127.0.0.1:${port}/sandbox/wechat/v3/pay/transactions/native`, { method: 'POST' });
    expect(scan.status).not.toBe(404); // the sandbox gateway answers (unsigned: refused by it, not missing)
    named.child.kill('SIGTERM');
    expect(await named.exited).toBe(0);
    // SEED_DEMO unset: the empty database stayed empty (no demo account, no catalogue), and nothing warned of it
    expect(named.output()).not.toContain('演示数据');
    const database = await openDatabase({ dataDir: path.join(tmp, 'prod', 'pgdata') });
    try {
      const count = async (table: 'account' | 'spu') =>
        Number(
          (
            await database.db
              .selectFrom(table)
              .select((e) => e.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count('account')).toBe(0);
      expect(await count('spu')).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000); // three starts and a look at the database: over a minute on a busy machine

  it('in production, loads the demo data only when SEED_DEMO=1 names it, and then says so loudly', async () => {
    const demo = start({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: '1',
      SMS_SANDBOX: '1',
      SEED_DEMO: '1',
      PORT: String(await freePort()),
      DATA_DIR: path.join(tmp, 'demo'),
    });
    // said before the database is opened (at every start, seeded already or not); the seed itself is not waited for
    await waitFor(() => demo.output().includes('演示数据已开启（SEED_DEMO=1）'), 60_000);
    const line = demo
      .output()
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((l) => l.msg.startsWith('演示数据已开启'));
    expect(line?.level).toBe(40);
    demo.child.kill('SIGKILL');
    await demo.exited;
  });
});
