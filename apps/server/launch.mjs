// Starts the server process as `npm start`, the benchmarks and the end-to-end tests do: with its V8 flags
// (node-flags.json) and, by default, the listening socket opened here and handed to it several times.
//
// Why several times: Node's libuv (≥ 1.45: Node 20 and 22) accepts one connection per listening descriptor per turn of the
// event loop. A crowd that opens a hundred connections at once while the server is busy waits for them to be
// accepted one turn (5–10 ms under load) at a time. The copies are the same socket under several descriptors, each
// polled on its own, so each turn accepts up to that many (docs/benchmarks-history.md, "Accepting a crowd's connections").
// The hand-over is systemd's socket-activation protocol (LISTEN_FDS, descriptors from 3), which the server reads in
// src/http/listen.ts. Node built-ins only: `npm start` runs this right after installing.
//
// What it starts: the built server (dist/main.js, `npm run build`; production installs have no TypeScript loader)
// or, in a full install, the sources through tsx (an entry ending in .ts: `npm start`, the tests, the bench).
//   node apps/server/launch.mjs               → dist/main.js (a container, a systemd unit)
//   node apps/server/launch.mjs src/boot.ts   → the sources
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/** The oldest Node.js the server runs on (src/node-version.ts says the same; package.json `engines`). */
const NODE_MIN = [22, 12];
function requireSupportedNode() {
  const [a, b] = process.versions.node.split('.').map(Number);
  if (a > NODE_MIN[0] || (a === NODE_MIN[0] && b >= NODE_MIN[1])) return;
  console.error(
    `[portal] 启动失败：需要 Node.js ≥ ${NODE_MIN.join('.')}（Node 22 LTS），当前为 ${process.version}；请安装 Node.js 22`,
  );
  process.exit(1);
}

/** The node arguments that run `entry` (relative to apps/server): a .ts entry through tsx, a built .js as it is. */
function entryArgs(entry) {
  const file = path.resolve(serverDir, entry);
  return entry.endsWith('.ts') ? ['--import', 'tsx', file] : [file];
}

/** The server's V8 flags (a 32 MB young generation: docs/benchmarks-history.md, "Group commit by the server"). */
export const nodeFlags = JSON.parse(fs.readFileSync(path.join(serverDir, 'node-flags.json'), 'utf8'));

/**
 * The flags a server starts with: node-flags.json's, the old generation's cap (352 MB: under 500 MB resident up to ten
 * times the demo catalogue) replaced by SERVER_HEAP_MB when set — a larger catalogue needs more (docs/benchmarks.md).
 */
export function serverFlags(env = process.env) {
  if (!env.SERVER_HEAP_MB) return nodeFlags;
  const mb = Number(env.SERVER_HEAP_MB);
  if (!Number.isInteger(mb) || mb < 128 || mb > 65536) {
    console.error(
      `[portal] 启动失败：SERVER_HEAP_MB 须为 128 到 65536 之间的整数（兆字节），当前为 ${env.SERVER_HEAP_MB}`,
    );
    process.exit(1);
  }
  return [...nodeFlags.filter((f) => !f.startsWith('--max-old-space-size=')), `--max-old-space-size=${mb}`];
}

/** How many descriptors of the listening socket the server gets: LISTEN_SOCKET_COPIES, default 16; ≤ 1 = none. */
export function socketCopies(env = process.env) {
  const n = Number(env.LISTEN_SOCKET_COPIES ?? 16);
  return Number.isInteger(n) && n > 1 ? Math.min(n, 64) : 0;
}

/** Opens the listening socket on host:port; rejects with a message in Chinese when it cannot. */
function openListener(host, port) {
  return new Promise((resolve, reject) => {
    const listener = net.createServer();
    listener.once('error', (e) => reject(new Error(`端口 ${port} 无法监听：${e.message}`)));
    listener.listen({ host, port, backlog: 511 }, () => resolve(listener));
  });
}

/**
 * Spawns `node <flags> [extraNodeArgs] <entry>` (entry relative to apps/server; a .ts one through tsx) in `cwd` with `env`
 * (HOST, PORT and the rest as the server reads them). With copies, the socket is opened here first (so a busy port is reported before the server
 * starts) and closed here once the child holds it: this process never accepts on it.
 *
 * @param {{ entry?: string, cwd?: string, env?: Record<string, string | undefined>,
 *   stdio?: import('node:child_process').StdioOptions, extraNodeArgs?: string[] }} options
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export async function launchServer(options) {
  const { entry = 'src/boot.ts', cwd = process.cwd(), env = process.env, stdio = 'inherit' } = options;
  requireSupportedNode();
  const args = [...serverFlags(env), ...(options.extraNodeArgs ?? []), ...entryArgs(entry)];
  const copies = socketCopies(env);
  const base = typeof stdio === 'string' ? [stdio, stdio, stdio] : [...stdio].slice(0, 3);
  const childEnv = { ...env };
  delete childEnv.LISTEN_FDS;
  delete childEnv.LISTEN_PID;
  if (!copies) return spawn(process.execPath, args, { cwd, env: childEnv, stdio: base });

  const listener = await openListener(env.HOST || '0.0.0.0', Number(env.PORT || 3000));
  const fd = listener._handle?.fd;
  if (typeof fd !== 'number' || fd < 0) {
    // A platform without descriptors (Windows): the server listens itself.
    await new Promise((r) => listener.close(r));
    return spawn(process.execPath, args, { cwd, env: childEnv, stdio: base });
  }
  try {
    return spawn(process.execPath, args, {
      cwd,
      env: { ...childEnv, LISTEN_FDS: String(copies) },
      stdio: [...base, ...Array(copies).fill(fd)],
    });
  } finally {
    listener.close();
  }
}

/**
 * Launches the server in the foreground: passes SIGINT and SIGTERM on and exits with its code; a port it cannot
 * listen on is said in Chinese with exit code 1. `npm start` runs this after installing and building.
 *
 * @param {Parameters<typeof launchServer>[0]} options
 */
export async function runInForeground(options) {
  try {
    const child = await launchServer(options);
    for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  } catch (e) {
    console.error(`[portal] 启动失败：${e.message}`);
    process.exit(1);
  }
}

// `node apps/server/launch.mjs [entry]`: the command for a process manager or a container (entry: dist/main.js).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const entry = process.argv[2] || 'dist/main.js';
  if (!fs.existsSync(path.resolve(serverDir, entry))) {
    console.error(`[portal] 启动失败：找不到 apps/server/${entry}（先运行 npm run build）`);
    process.exit(1);
  }
  await runInForeground({ entry });
}
