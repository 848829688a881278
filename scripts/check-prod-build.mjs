// `npm run check:prod-build` (run by .ci/run): walks docs/deploy.md's production route as written. Clones this
// repository's HEAD into a temporary directory, installs production dependencies only (`npm ci --omit=dev`: no tsx,
// vitest, playwright, lighthouse; npm's cache makes it quick), runs `npm run build` there, removes tsx if npm put it
// there anyway (an optional peer of vite), proves the install brings its own Node.js ≥ 22.12 (deploy.md's PATH line
// finds it), then runs deploy.md's lines (read from it: scripts/prod-route.mjs) in a shell with only the host's PATH:
// `dist/migrate.js` with only where the database is, "First start"'s `admin.js create` with a portal.env loaded (the
// password on stdin), and instances as deploy/portal@.service starts them (its Environment=, EnvironmentFile= and
// ExecStart=: launch.mjs → dist/main.js, NODE_ENV=production, SEED_DEMO=0: no demo data) with one real-keyed-looking
// payment channel (an Alipay app with freshly made keys; the gateway is never called), no payment sandbox, no
// wallet, the SMS outbox named. With TEST_DATABASE_URL: a fresh empty PostgreSQL database (dropped at the end), two
// instances on one DATA_DIR and nginx in front, its file made by deploy.md's envsubst line (`nginx -t`, then /readyz and
// the web page through it); without, the embedded database and one instance. Waits for /readyz, the built web page and
// a channel list that holds only Alipay, and signs in as the operator the admin command made. Runs on Node ≥ 22 (the
// project's own when the machine's is older: scripts/lib.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';
import { ensureDependencies, ensureNode, root, say } from './lib.mjs';
import { documentedRoute, freshDatabase, nginxBinary, nginxInFront } from './prod-route.mjs';

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
let childB;
let database;
let proxy;
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
  const route = documentedRoute(dir);
  const [port, portB] = [await freePort(), await freePort()];
  // With PostgreSQL (TEST_DATABASE_URL): a fresh empty database, as docs/deploy.md's "First start" creates one, and
  // the systemd layout's two instances behind nginx; without it the embedded database (one process, DATA_DIR).
  if (process.env.TEST_DATABASE_URL) database = await freshDatabase(process.env.TEST_DATABASE_URL);
  const keys = path.join(dir, 'keys');
  fs.mkdirSync(keys);
  fs.writeFileSync(path.join(keys, 'alipay_app_private_key.pem'), rsa().privateKey);
  fs.writeFileSync(path.join(keys, 'alipay_public_key.pem'), rsa().publicKey);
  // /etc/portal/portal.env: deploy/.env.example's lines (keys as file paths) plus DATABASE_URL and TRUST_PROXY
  const envFile = path.join(dir, 'portal.env');
  const settings = {
    ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: path.join(dir, 'data') }),
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_BASE_URL: 'https://portal.example.com',
    PAYMENT_SANDBOX: '0',
    PAYMENT_WALLET: '0',
    ALIPAY_APP_ID: '2021004100000001',
    ALIPAY_PRIVATE_KEY: path.join(keys, 'alipay_app_private_key.pem'),
    ALIPAY_PUBLIC_KEY: path.join(keys, 'alipay_public_key.pem'),
    SMS_SANDBOX: '1',
  };
  fs.writeFileSync(
    envFile,
    Object.entries(settings)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
  );
  const opt = (text) =>
    text
      .replaceAll('/etc/portal/portal.env', envFile)
      .replaceAll('/opt/portal/', `${dir}/`)
      .replaceAll('/var/lib/portal', path.join(dir, 'data'));
  // a shell with only the host's PATH (and HOME), then deploy.md's PATH line: `node` is the install's own
  const bare = { PATH: process.env.PATH, HOME: process.env.HOME ?? dir };
  const shell = (script, env, input) => {
    say(`$ ${script}`);
    const r = spawnSync('sh', ['-c', `${route.pathLine}\n${script}`], { cwd: dir, env, encoding: 'utf8', input });
    process.stdout.write(r.stdout + r.stderr);
    return r;
  };
  const which = shell('command -v node', bare);
  if (which.stdout.trim() !== node) throw new Error(`PATH 行之后的 node 不是安装自带的：${which.stdout.trim()}`);
  // the migrate step as deploy.md writes it: only where the database is (none of the payment or SMS settings)
  const migrated = shell(route.migrate, {
    ...bare,
    NODE_ENV: 'production',
    ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: settings.DATA_DIR }),
  });
  if (migrated.status !== 0 || !migrated.stdout.includes('数据库迁移完成'))
    throw new Error('dist/migrate.js 未完成迁移');
  // the first operator: "First start"'s line for hosts without containers (portal.env loaded; the password on stdin)
  const operator = { phone: /--phone (\d+)/.exec(route.admin)[1], password: 'Oper@2026' };
  const admin = shell(opt(route.admin), bare, `${operator.password}\n`);
  if (admin.status !== 0 || !admin.stdout.includes('已创建业务员账号'))
    throw new Error('dist/admin.js 未创建业务员账号');
  // an instance as deploy/portal@.service starts it: its Environment=, then its EnvironmentFile, then its ExecStart
  const instance = (p) => {
    const unitEnv = Object.fromEntries(
      opt(route.unit.environment.replaceAll('%i', String(p)))
        .split(/\s+/)
        .map((kv) => kv.split(/=(.*)/s).slice(0, 2)),
    );
    // the embedded database has one user: without PostgreSQL the instance keeps the migrate step's DATA_DIR
    if (!database) unitEnv.DATA_DIR = settings.DATA_DIR;
    const script = `set -a; . ${opt(route.unit.envFile)}; set +a; exec ${opt(route.unit.exec)}`;
    say(
      `$ ${Object.entries(unitEnv)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')} sh -c '${script}'`,
    );
    return spawn('sh', ['-c', `${route.pathLine}\n${script}`], {
      cwd: dir,
      stdio: 'inherit',
      env: { ...bare, ...unitEnv },
    });
  };
  child = instance(port);
  if (database) childB = instance(portB);
  const deadline = Date.now() + 120_000;
  for (const [c, p] of [[child, port], ...(childB ? [[childB, portB]] : [])]) {
    for (;;) {
      if (c.exitCode !== null) throw new Error(`服务端退出，代码 ${c.exitCode}`);
      if (Date.now() > deadline) throw new Error('服务端 120 秒内未就绪');
      const ok = await fetch(`http://127.0.0.1:${p}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  if (database && !nginxBinary()) say('未安装 nginx（Debian 软件包 nginx-light）：跳过 nginx 这一步');
  if (database && nginxBinary()) {
    proxy = await nginxInFront({
      clone: dir,
      line: route.envsubst,
      ports: [port, portB],
      plainPort: await freePort(),
      tlsPort: await freePort(),
      dir: path.join(dir, 'nginx'),
    });
    const [ready, home] = [await proxy.get('/readyz'), await proxy.get('/')];
    if (ready.status !== 200 || !home.body.includes('<div id="root">'))
      throw new Error(`经 nginx 的请求失败：${ready.status} ${home.status}`);
    say('经 nginx（deploy.md 的 envsubst 一行生成的配置）访问 /readyz 与首页成功');
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
    `生产构建检查通过（${seconds()}，${database ? 'PostgreSQL 空库，两个实例经 nginx' : '内嵌数据库，一个实例'}）：按 docs/deploy.md 的生产步骤，npm ci --omit=dev && npm run build 后，dist/migrate.js 迁移、dist/admin.js 创建业务员、launch.mjs 启动 dist/main.js 并可登录，无演示数据，无需 tsx`,
  );
} catch (e) {
  say(`生产构建检查失败：${e.message}`);
  process.exitCode = 1;
} finally {
  await proxy?.stop();
  for (const c of [child, childB]) {
    if (!c || c.exitCode !== null) continue;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGTERM');
    await exited;
  }
  await database?.drop().catch((e) => say(`未能删除检查用的数据库：${e.message}`));
  // ~47,000 files: removed in the background (it took two minutes of a CI run here), not waited for
  if (!keep) spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' }).unref();
}
