/**
 * How the server comes to listen, as `npm start` starts it: the launcher (launch.mjs) opens the socket on HOST:PORT
 * and hands it over as LISTEN_SOCKET_COPIES descriptors, which the server (src/http/listen.ts) serves on; without
 * copies the server listens on HOST:PORT itself; a port taken by another process is reported, in Chinese, before
 * anything starts. The real launcher and the real server (src/main.ts, an empty embedded database, no demo data).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { launchServer, nodeFlags, serverFlags, socketCopies } from '../launch.mjs';
import { takeInheritedSockets } from '../src/http/listen.ts';
import { freePort } from './support/free-port.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-listen-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Starting the real server (opening and migrating its embedded database) takes a while on a loaded machine. */
const START = 240_000;

const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
});

/** The server's settings for a test: its own data directory, no demo data, no web app, quiet. */
function serverEnv(port: number, copies: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    // the start's own lines (门户已启动, 启动失败) are info and fatal log lines
    LOG_LEVEL: 'info',
    SEED_DEMO: '0',
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: fs.mkdtempSync(path.join(tmp, 'data-')),
    WEB_DIST: path.join(tmp, 'no-web'),
    LISTEN_SOCKET_COPIES: copies,
  };
}

/** The server launched through launchServer (as `npm start` does); resolves once it has said it is up. */
async function launch(copies: string) {
  const port = await freePort();
  const child = await launchServer({
    cwd: serverDir,
    env: serverEnv(port, copies),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output.includes('门户已启动') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { port, child, output: () => output };
}

/** The sockets among a process's descriptors 3 and up, as 'socket:[inode]' by descriptor (Linux /proc). */
function socketsOf(pid: number): Map<number, string> {
  const sockets = new Map<number, string>();
  for (const name of fs.readdirSync(`/proc/${pid}/fd`)) {
    const fd = Number(name);
    if (fd < 3) continue;
    try {
      const target = fs.readlinkSync(`/proc/${pid}/fd/${name}`);
      if (target.startsWith('socket:')) sockets.set(fd, target);
    } catch {
      /* closed meanwhile */
    }
  }
  return sockets;
}

async function healthz(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`);
  await res.arrayBuffer();
  return { status: res.status };
}

/** `node launch.mjs` as a process manager runs it; resolves with its exit code and what it said. */
function runLauncher(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(serverDir, 'launch.mjs'), 'src/boot.ts'], { cwd: serverDir, env });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** A port another process listens on, for as long as `use` runs. */
async function withBusyPort(use: (port: number) => Promise<void>) {
  const busy = net.createServer();
  await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
  try {
    await use((busy.address() as net.AddressInfo).port);
  } finally {
    busy.close();
  }
}

describe('the launcher hands the listening socket over', () => {
  it(
    'with LISTEN_SOCKET_COPIES=4 the server answers on HOST:PORT through four descriptors of one socket',
    async () => {
      const { port, child, output } = await launch('4');
      expect(output()).toContain(`监听 127.0.0.1:${port}，继承的监听描述符 ×4`);
      expect((await healthz(port)).status).toBe(200);
      // Descriptors 3–6 are the one socket the launcher opened (the same inode), held by the server process.
      const sockets = socketsOf(child.pid!);
      const handed = [3, 4, 5, 6].map((fd) => sockets.get(fd));
      expect(handed[0]).toMatch(/^socket:\[\d+\]$/);
      expect(new Set(handed).size).toBe(1);
      // The launcher (this process) closed its own: the port is the server's alone.
      expect([...socketsOf(process.pid).values()]).not.toContain(handed[0]);
      // Many connections at once are all answered.
      const answers = await Promise.all(Array.from({ length: 32 }, () => healthz(port)));
      expect(answers.every((a) => a.status === 200)).toBe(true);
    },
    START,
  );

  it(
    'without copies (LISTEN_SOCKET_COPIES=1) the server listens on HOST:PORT itself',
    async () => {
      const { port, child, output } = await launch('1');
      expect(output()).toContain(`监听 127.0.0.1:${port}；`);
      expect(output()).not.toContain('继承的监听描述符');
      expect((await healthz(port)).status).toBe(200);
      // No descriptor was handed over: no socket of the server's is held under two descriptors.
      const inodes = [...socketsOf(child.pid!).values()];
      expect(inodes.length).toBeGreaterThan(0);
      expect(new Set(inodes).size).toBe(inodes.length);
    },
    START,
  );
});

describe('a port taken by another process', () => {
  it(
    'the launcher (with copies) names it and exits 1 before starting the server',
    async () => {
      await withBusyPort(async (port) => {
        const env = serverEnv(port, '4');
        const run = await runLauncher(env);
        expect(run.code).toBe(1);
        expect(run.output).toContain(`启动失败：端口 ${port} 无法监听`);
        expect(run.output).toContain('EADDRINUSE');
        // Nothing started: the server would have created its database in the data directory.
        expect(fs.existsSync(path.join(env.DATA_DIR!, 'pgdata'))).toBe(false);
      });
    },
    START,
  );

  it(
    'without copies the server itself names it and exits 1',
    async () => {
      await withBusyPort(async (port) => {
        const run = await runLauncher(serverEnv(port, '1'));
        expect(run.code).toBe(1);
        expect(run.output).toContain(`启动失败：端口 ${port} 无法监听`);
      });
    },
    START,
  );
});

describe('the hand-over variables', () => {
  it('count sockets from descriptor 3, only for this process, and are read once', () => {
    const env: NodeJS.ProcessEnv = { LISTEN_FDS: '3' };
    expect(takeInheritedSockets(env)).toEqual([3, 4, 5]);
    expect(env.LISTEN_FDS).toBeUndefined();
    expect(takeInheritedSockets(env)).toEqual([]);
    expect(takeInheritedSockets({ LISTEN_FDS: '2', LISTEN_PID: String(process.pid) })).toEqual([3, 4]);
    expect(takeInheritedSockets({ LISTEN_FDS: '2', LISTEN_PID: String(process.pid + 1) })).toEqual([]);
    expect(takeInheritedSockets({ LISTEN_FDS: 'x' })).toEqual([]);
  });

  it('the launcher gives 16 copies unless told otherwise', () => {
    expect(socketCopies({})).toBe(16);
    expect(socketCopies({ LISTEN_SOCKET_COPIES: '4' })).toBe(4);
    expect(socketCopies({ LISTEN_SOCKET_COPIES: '1' })).toBe(0);
    expect(socketCopies({ LISTEN_SOCKET_COPIES: '0' })).toBe(0);
  });

  it("the launcher's heap cap is node-flags.json's unless SERVER_HEAP_MB names another", () => {
    expect(serverFlags({})).toEqual(nodeFlags);
    expect(nodeFlags).toContain('--max-old-space-size=352');
    const big = serverFlags({ SERVER_HEAP_MB: '640' });
    expect(big.filter((f) => f.startsWith('--max-old-space-size='))).toEqual(['--max-old-space-size=640']);
    expect(big).toContain('--max-semi-space-size=32');
  });

  it('a SERVER_HEAP_MB that is not a size in MB is named, and nothing starts', async () => {
    const env: NodeJS.ProcessEnv = { ...serverEnv(await freePort(), '1'), SERVER_HEAP_MB: '12' };
    const run = await runLauncher(env);
    expect(run.code).toBe(1);
    expect(run.output).toContain('SERVER_HEAP_MB 须为 128 到 65536 之间的整数');
    expect(fs.existsSync(path.join(env.DATA_DIR!, 'pgdata'))).toBe(false);
  });
});
