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

/** Build the web app when it was never built or its sources changed since. */
export function ensureWebBuild() {
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
  if (built && built >= newest) return;
  say('正在构建前端…');
  run('npm', ['run', 'build', '-w', '@portal/web']);
}
