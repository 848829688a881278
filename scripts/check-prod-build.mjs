// `npm run check:prod-build` (run by .ci/run): proves the one production route. Clones this repository's HEAD into a
// temporary directory, installs production dependencies only (`npm ci --omit=dev`: no tsx, vitest, playwright,
// lighthouse; npm's cache makes it quick), runs `npm run build` there, removes tsx if npm put it there anyway (an
// optional peer of vite), migrates with the built `node apps/server/dist/migrate.js`, creates the first staff account
// with the built `dist/admin.js create` (the password on stdin), then starts the server as a container or a systemd
// unit does (`node apps/server/launch.mjs` → dist/main.js, NODE_ENV=production, SEED_DEMO unset: no demo data) with
// one real-keyed-looking payment channel (an Alipay app with freshly made keys; the gateway is never called), no
// payment sandbox, no wallet, the SMS outbox named, and waits for /readyz, the built web page and a channel list that
// holds only Alipay, and signs in as the operator the admin command made. Runs on Node ≥ 22 (the project's own when
// the machine's is older: scripts/lib.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';
import { ensureDependencies, ensureNode, root, say } from './lib.mjs';

ensureDependencies();
await ensureNode();
// the runtime's one system dependency besides Node (the AI video render; the image installs it too)
ensureFfmpeg();
const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} 秒`;

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
const rsa = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
try {
  sh('git', ['clone', '--quiet', '--depth=1', pathToFileURL(root).href, dir], root);
  sh('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund']);
  for (const dev of ['tsx', 'vitest', 'playwright-core', 'lighthouse', 'typescript']) {
    if (fs.existsSync(path.join(dir, 'node_modules', dev)) && dev !== 'tsx')
      throw new Error(`生产依赖中出现了开发依赖 ${dev}`);
  }
  sh('npm', ['run', 'build']);
  // vite names tsx as an optional peer, so npm may still install it: take it away to prove the server needs none.
  fs.rmSync(path.join(dir, 'node_modules/tsx'), { recursive: true, force: true });
  say(`安装与构建用时 ${seconds()}`);
  // the production install brings its own Node.js 22 (the npm package `node`, a dependency): the artefact runs on it,
  // whatever Node.js the host has (a systemd host's /usr/bin/node may be older)
  const node = path.join(dir, 'node_modules', '.bin', 'node');
  const version = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  const [major, minor] = version.split('.').map(Number);
  if (!(major > 22 || (major === 22 && minor >= 12)))
    throw new Error(`生产安装未带来 Node.js ≥ 22.12（${node}：${version || '无'}）`);
  say(`生产安装自带 Node.js ${version}`);
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENT_SANDBOX: '0',
    PAYMENT_WALLET: '0',
    ALIPAY_APP_ID: '2021004100000001',
    ALIPAY_PRIVATE_KEY: rsa().privateKey,
    ALIPAY_PUBLIC_KEY: rsa().publicKey,
    PUBLIC_BASE_URL: 'https://portal.example.com',
    SMS_SANDBOX: '1',
    SEED_DEMO: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(dir, 'data'),
  };
  // the migrate step of a deployment, from the same artefact
  // README's bare line: only where the database is, none of the payment or SMS settings the server's start needs
  const migrated = spawnSync(node, ['apps/server/dist/migrate.js'], {
    cwd: dir,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: env.DATA_DIR },
    encoding: 'utf8',
  });
  process.stdout.write(migrated.stdout + migrated.stderr);
  if (migrated.status !== 0 || !migrated.stdout.includes('数据库迁移完成'))
    throw new Error('dist/migrate.js 未完成迁移');
  // the first operator, from the same artefact (the password on stdin, as a script gives it)
  const operator = { phone: '13900000420', password: 'Oper@2026' };
  const admin = spawnSync(node, ['apps/server/dist/admin.js', 'create', '--phone', operator.phone], {
    cwd: dir,
    env,
    encoding: 'utf8',
    input: `${operator.password}\n`,
  });
  process.stdout.write(admin.stdout + admin.stderr);
  if (admin.status !== 0 || !admin.stdout.includes('已创建业务员账号'))
    throw new Error('dist/admin.js 未创建业务员账号');
  child = spawn(node, ['apps/server/launch.mjs'], { cwd: dir, stdio: 'inherit', env });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`服务端退出，代码 ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('服务端 120 秒内未就绪');
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const page = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  if (!page.includes('<div id="root">')) throw new Error('首页不是构建出的前端');
  const channels = await (await fetch(`http://127.0.0.1:${port}/api-cloud-merchant-service/v1/pay/channels`)).json();
  if (JSON.stringify(channels.data) !== JSON.stringify({ channels: ['alipay'], sandbox: [] }))
    throw new Error(`支付通道应只有支付宝：${JSON.stringify(channels.data)}`);
  const api = `http://127.0.0.1:${port}/api-cloud-merchant-service/v1/account`;
  const post = (url, body) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
      (r) => r.json(),
    );
  const signedIn = await post(`${api}/passwordLogin`, { account: operator.phone, password: operator.password });
  const me = await fetch(`${api}/getLoginSessionInfo`, {
    headers: { authorization: `Bearer ${signedIn.data?.token}` },
  }).then((r) => r.json());
  if (me.data?.userType !== 20) throw new Error(`业务员未能登录：${JSON.stringify(signedIn)}`);
  // no demo data: the demo's sales account does not exist
  if ((await post(`${api}/passwordLogin`, { account: '13800000008', password: 'Demo@2026' })).code === 0)
    throw new Error('生产环境载入了演示数据');
  say(
    `生产构建检查通过（${seconds()}）：npm ci --omit=dev && npm run build 后，dist/migrate.js 迁移、dist/admin.js 创建业务员、launch.mjs 启动 dist/main.js 并可登录，无演示数据，无需 tsx`,
  );
} catch (e) {
  say(`生产构建检查失败：${e.message}`);
  process.exitCode = 1;
} finally {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  // ~47,000 files: removed in the background (it took two minutes of a CI run here), not waited for
  if (!keep) spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' }).unref();
}
