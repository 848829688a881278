// Helpers of check-prod-build.mjs: the production route's lines read from docs/deploy.md and deploy/ (so the check
// walks what they write, and fails when they drift), a fresh PostgreSQL database, and nginx in front as the
// systemd layout has it (deploy.md's envsubst line, then only the listening ports and folders moved for a non-root run).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { say } from './lib.mjs';

/** The production route's commands as docs/deploy.md and the systemd units write them (checked, then run). */
export function documentedRoute(clone) {
  const doc = fs.readFileSync(path.join(clone, 'docs/deploy.md'), 'utf8');
  const block = /\*\*One production artefact\*\*[^`]*```bash\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
  const lines = block
    .split('\n')
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter(Boolean);
  const expected = [
    'npm ci --omit=dev && npm run build',
    'PATH=$PWD/node_modules/.bin:$PATH',
    'node apps/server/dist/migrate.js',
    'node apps/server/dist/admin.js create --phone 13912345678',
    'node apps/server/launch.mjs',
  ];
  if (JSON.stringify(lines) !== JSON.stringify(expected))
    throw new Error(`docs/deploy.md 的生产步骤与本检查不符：${JSON.stringify(lines)}`);
  // "First start" on a host without containers: the portal.env settings loaded, then admin.js create
  const admin = /sudo -u portal sh -c '([^']+)'/.exec(doc)?.[1];
  if (!admin) throw new Error('docs/deploy.md 缺少无容器主机的 admin.js create 一行');
  const envsubst = /`(HTTPS_PORT=443 PORTAL_A=\S+ PORTAL_B=\S+ envsubst [^`]+)`/.exec(doc)?.[1];
  if (!envsubst) throw new Error('docs/deploy.md 缺少 nginx.conf 的 envsubst 一行');
  const unit = fs.readFileSync(path.join(clone, 'deploy/portal@.service'), 'utf8');
  const field = (name) => new RegExp(`^${name}=(.*)$`, 'm').exec(unit)?.[1] ?? '';
  return {
    pathLine: lines[1],
    migrate: lines[2],
    admin,
    envsubst,
    unit: { environment: field('Environment'), envFile: field('EnvironmentFile'), exec: field('ExecStart') },
  };
}

/** A fresh, empty database on TEST_DATABASE_URL's server; `drop()` removes it. */
export async function freshDatabase(serverUrl) {
  const { default: pg } = await import('pg');
  const name = `portal_prodcheck_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  say(`空的 PostgreSQL 数据库 ${name}`);
  return {
    url: url.href,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function nginxBinary() {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(p)) return p;
  return null;
}

/**
 * nginx in front of two instances: deploy/nginx.conf filled by docs/deploy.md's own envsubst line (its instance and
 * HTTPS ports replaced by the ones used here), then only what a non-root run needs moved (listening ports, certificate,
 * ACME and log folders), `nginx -t`, started. Returns a GET through its HTTPS server and a stop.
 */
export async function nginxInFront({ clone, line, ports, plainPort, tlsPort, dir }) {
  const bin = nginxBinary();
  fs.mkdirSync(path.join(dir, 'certs'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const site = path.join(dir, 'portal.conf');
  const cmd = line
    .replace('HTTPS_PORT=443', `HTTPS_PORT=${tlsPort}`)
    .replace('127.0.0.1:3001', `127.0.0.1:${ports[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${ports[1]}`)
    .replace('/etc/nginx/conf.d/portal.conf', site);
  say(`$ ${cmd}`);
  const filled = spawnSync('sh', ['-c', cmd], { cwd: clone, encoding: 'utf8' });
  if (filled.status !== 0) throw new Error(`envsubst 失败：${filled.stderr}`);
  fs.writeFileSync(
    site,
    fs
      .readFileSync(site, 'utf8')
      .replace(/listen 80;/, `listen 127.0.0.1:${plainPort};`)
      .replace(/listen 443 ssl;/, `listen 127.0.0.1:${tlsPort} ssl;`)
      .replaceAll('/etc/nginx/certs/', `${dir}/certs/`)
      .replaceAll('/var/www/acme', `${dir}/acme`)
      .replaceAll('/var/log/nginx/', `${dir}/`),
  );
  const cert = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
    ...[
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      `${dir}/certs/privkey.pem`,
      '-out',
      `${dir}/certs/fullchain.pem`,
    ],
  ]);
  if (cert.status !== 0) throw new Error('openssl 未能生成证书');
  const t = (n) => `${n}_temp_path ${path.join(dir, 'tmp', n)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 256; }
http { access_log off; ${t('client_body')} ${t('proxy')} ${t('fastcgi')} ${t('uwsgi')} ${t('scgi')}
  include ${site}; }\n`,
  );
  const args = ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`];
  const test = spawnSync(bin, ['-t', ...args], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t 失败：${test.stderr}`);
  say('nginx -t 通过');
  const child = spawn(bin, args, { stdio: 'inherit' });
  const ca = fs.readFileSync(`${dir}/certs/fullchain.pem`);
  const get = (p) =>
    new Promise((resolve, reject) => {
      https
        .get({ host: '127.0.0.1', port: tlsPort, path: p, ca }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode, body }));
        })
        .on('error', reject);
    });
  for (let k = 0; ; k++) {
    const r = await get('/readyz').catch(() => null);
    if (r) break;
    if (k > 50) throw new Error('nginx 未在 5 秒内应答');
    await new Promise((res) => setTimeout(res, 100));
  }
  return {
    get,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
