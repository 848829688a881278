// Helpers shared by the start, test and e2e scripts. Node built-ins only: they run before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const say = (msg) => console.log(`[portal] ${msg}`);

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (res.status !== 0) {
    say(`命令失败：${cmd} ${args.join(' ')}`);
    process.exit(res.status ?? 1);
  }
}

/** A fresh clone has no node_modules: install exactly what the lock file says. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs - 1000) return;
  say('正在安装依赖（npm ci）…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** The oldest Node.js the project runs on (package.json `engines`; Node 22 LTS). */
export const NODE_MIN = '22.12.0';

/** True when `version` (e.g. process.versions.node) is at least NODE_MIN. */
export function nodeSupported(version) {
  const [a, b] = version.split('.').map(Number);
  const [x, y] = NODE_MIN.split('.').map(Number);
  return a > x || (a === x && b >= y);
}

/**
 * Runs the rest of this script on Node ≥ NODE_MIN. The machine's Node may be older: the project brings its own (the
 * npm package `node`, a dev dependency, puts Node 22 at node_modules/.bin/node; npm scripts run it first on PATH).
 * On an older Node this starts the same script again on that one, with node_modules/.bin first on PATH (so npm,
 * npx, vitest and the servers they start run on it too), passes SIGINT/SIGTERM on, and exits with its code: the
 * returned promise then never resolves. Call after ensureDependencies().
 */
export async function ensureNode() {
  if (nodeSupported(process.versions.node)) return;
  const bin = path.join(root, 'node_modules', '.bin');
  const own = path.join(bin, process.platform === 'win32' ? 'node.cmd' : 'node');
  const ownVersion = fs.existsSync(own)
    ? spawnSync(own, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout?.trim()
    : '';
  if (!ownVersion || !nodeSupported(ownVersion)) {
    say(
      `需要 Node.js ≥ ${NODE_MIN}（当前 ${process.version}），且项目自带的 Node.js（node_modules/.bin/node）不可用：请安装 Node.js 22 LTS`,
    );
    process.exit(1);
  }
  say(
    `本机 Node.js ${process.version} 低于 ${NODE_MIN}：改用项目自带的 Node.js ${ownVersion}（node_modules/.bin/node）`,
  );
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(own, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  await new Promise(() => {});
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Whether the web app was never built or its sources changed since. */
export function webBuildStale() {
  const index = path.join(root, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/domain/src',
  ].map((p) => path.join(root, p));
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const newest = Math.max(
    ...sources.map((s) => (fs.existsSync(s) && fs.statSync(s).isFile() ? fs.statSync(s).mtimeMs : newestMtime(s))),
  );
  return !(built && built >= newest);
}

/** The command that builds the web app. */
export const WEB_BUILD = { cmd: 'npm', args: ['run', 'build', '-w', '@portal/web'] };

/** Build the web app when it was never built or its sources changed since. */
export function ensureWebBuild() {
  if (!webBuildStale()) return;
  say('正在构建前端…');
  run(WEB_BUILD.cmd, WEB_BUILD.args);
}

/**
 * Starts a command whose output is kept (not shown) until it ends; resolves with its exit code once it has printed
 * that output whole, under a line with its name and time. For a step that runs beside another one that prints.
 */
export function runKept({ name, cmd, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (e) => out.push(Buffer.from(`${e.message}\n`)));
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      say(`${status === 0 ? '完成' : '失败'}：${name}（${seconds} 秒）`);
      process.stdout.write(Buffer.concat(out));
      resolve(status ?? 1);
    });
  });
}

/** `run` without blocking this process (a kept command started before it goes on reading its output). */
export function runShown(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

/**
 * Runs independent commands side by side, at most `concurrency` at a time, in the order given (put the longest
 * first), each with its output kept and printed whole when it ends (never interleaved), with its time. Waits for
 * all, then exits 1 naming the ones that failed. For single-threaded steps (tsc, eslint, a one-worker vitest) that
 * would leave the other cores idle one after another.
 */
export async function runTogether(jobs, concurrency = 2) {
  const failed = [];
  const queue = [...jobs];
  const one = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) if ((await runKept(job)) !== 0) failed.push(job.name);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, one));
  if (failed.length) {
    say(`命令失败：${failed.join('、')}`);
    process.exit(1);
  }
}
