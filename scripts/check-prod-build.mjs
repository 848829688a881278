// `npm run check:prod-build`: proves a production install runs without dev dependencies. Clones this repository's
// HEAD into a temporary directory, runs `npm ci --omit=dev` and `npm run build` there, removes tsx if npm put it
// there anyway (an optional peer of vite), then starts `node apps/server/dist/main.js` (NODE_ENV=production, sandboxes named) and waits for /healthz and the
// built web page. Takes a few minutes (a full install and build); not part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root, say } from './lib.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prod-build-'));
const keep = process.argv.includes('--keep');
function sh(cmd, args, cwd = dir) {
  say(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: '' } });
  if (r.status !== 0) throw new Error(`失败：${cmd} ${args.join(' ')}`);
}
const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

let child;
try {
  sh('git', ['clone', '--quiet', '--no-local', root, dir], root);
  sh('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund']);
  sh('npm', ['run', 'build']);
  // vite names tsx as an optional peer, so npm may still install it: take it away to prove the server needs none.
  fs.rmSync(path.join(dir, 'node_modules/tsx'), { recursive: true, force: true });
  const port = await freePort();
  child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: dir,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: '1',
      SMS_SANDBOX: '1',
      SEED_DEMO: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`服务端退出，代码 ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('服务端 120 秒内未就绪');
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const page = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  if (!page.includes('<div id="root">')) throw new Error('首页不是构建出的前端');
  say('生产构建检查通过：npm ci --omit=dev && npm run build 后，node apps/server/dist/main.js 无需 tsx 即可运行');
} catch (e) {
  say(`生产构建检查失败：${e.message}`);
  process.exitCode = 1;
} finally {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  if (!keep) fs.rmSync(dir, { recursive: true, force: true });
}
