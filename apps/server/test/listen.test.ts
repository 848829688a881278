import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { launchServer, socketCopies } from '../launch.mjs';
import { takeInheritedSockets } from '../src/http/listen.ts';
import { freePort } from './support/free-port.ts';

const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
});

/** The fixture (test/support/listen-fixture.ts) launched as `npm start` launches the server, on a free port. */
async function launchFixture(copies: string) {
  const port = await freePort();
  const child = await launchServer({
    entry: 'test/support/listen-fixture.ts',
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LISTEN_SOCKET_COPIES: copies },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
  return port;
}

/**
 * Opens `n` connections at once, each asking GET /hello and closing (or, `slow`, sending half the headers and
 * waiting); resolves with the answers' text.
 */
function crowd(port: number, n: number, slow = false): Promise<string[]> {
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<string>((resolve, reject) => {
          let text = '';
          const socket = net.connect(port, '127.0.0.1', () =>
            socket.write(`GET /hello HTTP/1.1\r\nHost: bench\r\n${slow ? '' : 'Connection: close\r\n\r\n'}`),
          );
          socket.on('data', (d) => (text += d));
          socket.on('end', () => resolve(text));
          socket.on('error', reject);
        }),
    ),
  );
}

/** Every connection answered, on a socket set up as the HTTP server sets up its own (half-open for the parser). */
function expectAllAnswered(answers: string[]) {
  for (const text of answers) expect(text).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*\{"allowHalfOpen":true\}$/);
}

async function turns(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/turns`);
  return (await res.json()) as {
    describe: string;
    connections: number;
    mostInOneTurn: number;
    inheritedLeftInEnv: string | null;
  };
}

describe("listening on the launcher's socket copies", () => {
  it('accepts several connections of a crowd in one turn of the event loop, and answers every one', async () => {
    const port = await launchFixture('8');
    const answers = await crowd(port, 64);
    expectAllAnswered(answers);
    const seen = await turns(port);
    expect(seen.describe).toContain('×8');
    expect(seen.connections).toBeGreaterThanOrEqual(64);
    expect(seen.mostInOneTurn).toBeGreaterThan(1);
    expect(seen.inheritedLeftInEnv).toBeNull();
  });

  it("keeps the HTTP server's header timeout on every descriptor's connections", async () => {
    const port = await launchFixture('8');
    const answers = await crowd(port, 32, true);
    for (const text of answers) expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect((await turns(port)).mostInOneTurn).toBeGreaterThan(1);
  });

  it('without copies the server listens itself, and libuv accepts one connection per turn', async () => {
    const port = await launchFixture('1');
    const answers = await crowd(port, 64);
    expectAllAnswered(answers);
    const seen = await turns(port);
    expect(seen.describe).toBe(`127.0.0.1:${port}`);
    expect(seen.mostInOneTurn).toBe(1);
  });

  it('names a port it cannot listen on before starting anything', async () => {
    const busy = net.createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    const { port } = busy.address() as net.AddressInfo;
    try {
      await expect(
        launchServer({ entry: 'test/support/listen-fixture.ts', env: { HOST: '127.0.0.1', PORT: String(port) } }),
      ).rejects.toThrow(`端口 ${port} 无法监听`);
    } finally {
      busy.close();
    }
  });
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
});
