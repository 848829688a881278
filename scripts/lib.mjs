// Helpers shared by the start, test and e2e scripts. Node built-ins only: they run before `npm install`.
import { spawnSync } from 'node:child_process';
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
