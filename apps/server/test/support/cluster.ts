/**
 * Two real portal processes — the production artefact, apps/server/dist, built here first — on one PostgreSQL
 * database behind nginx running deploy/nginx.conf, TLS included (cluster.test.ts). nginx is Debian's
 * (scripts/ensure-nginx.mjs installs nginx-light when `npm test` runs as root); the certificate is a self-signed one
 * made here with openssl.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type pg from 'pg';
import type WebSocket from 'ws';
import { launchServer } from '../../launch.mjs';
import { freePort } from './free-port.ts';
import { postgresMissing } from './test-db.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(serverDir, '../..');
export const P = '/api-cloud-merchant-service/v1';

export function nginxBinary(): string | null {
  for (const p of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(p)) return p;
  return null;
}

export interface Instance {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm run build -w apps/server`: the bundle production runs (dist/main.js), from the sources as they are now. */
export function buildServer(): void {
  const r = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`server build failed: ${r.stderr}`);
}

/** One built instance (dist/main.js through the launcher, as a container or a systemd unit runs it). */
export async function startInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  const at = port ?? (await freePort());
  const child = await launchServer({
    entry: 'dist/main.js',
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // the demo's sandboxes, named on purpose (production refuses to start without keys or them)
      PAYMENT_SANDBOX: '1',
      SMS_SANDBOX: '1',
      // the demo data on the empty database (the cluster test and bench sign in as the demo accounts)
      SEED_DEMO: '1',
      // info: the start's lines (JSON, like every log line) say which instance migrated and seeded
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(at),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { url: `http://127.0.0.1:${at}`, port: at, child, output: () => out, exited };
}

/** The live message sockets instance `i` holds (its /metrics gauge portal_websocket_connections; METRICS=1). */
export async function socketsHeldBy(i: Instance): Promise<number> {
  const text = await (await fetch(`${i.url}/metrics`)).text();
  return Number(/^portal_websocket_connections (\d+)/m.exec(text)?.[1] ?? 0);
}

/** Whether `ws` answers a protocol ping within 5 s. */
export function answersPing(ws: WebSocket): Promise<boolean> {
  const pong = new Promise<boolean>((resolve) => {
    ws.once('pong', () => resolve(true));
    setTimeout(() => resolve(false), 5000);
  });
  ws.ping();
  return pong;
}

export async function waitReady(i: Instance, ms = 240_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (i.child.exitCode !== null) throw new Error(`instance exited during start:\n${i.output()}`);
    try {
      if ((await fetch(`${i.url}/readyz`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`instance did not start:\n${i.output()}`);
}

/** A self-signed certificate for 127.0.0.1 in `dir` (fullchain.pem, privkey.pem); answers the certificate. */
function selfSigned(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return fs.readFileSync(path.join(dir, 'fullchain.pem'), 'utf8');
}

export interface Proxy {
  /** https://127.0.0.1:<port>: the TLS server block. */
  url: string;
  /** http://127.0.0.1:<port>: the plain server block (it redirects). */
  plainUrl: string;
  /** The self-signed certificate the TLS block serves (clients trust it: request(), ws). */
  ca: string;
  stop: () => Promise<void>;
}

/**
 * deploy/nginx.conf with its placeholders filled as docs/deploy.md's command does
 * (`envsubst '$HTTPS_PORT $PORTAL_A $PORTAL_B'`: only these three; nginx's own `$host` and the like stay).
 */
export function renderNginxTemplate(vars: { HTTPS_PORT: string; PORTAL_A: string; PORTAL_B: string }): string {
  const text = fs.readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  return text.replace(/\$\{(HTTPS_PORT|PORTAL_A|PORTAL_B)\}/g, (_, name: keyof typeof vars) => vars[name]);
}

/**
 * nginx with deploy/nginx.conf as shipped in front of the instances' ports: its template filled as on a systemd host
 * (the instances' addresses, ${HTTPS_PORT} the TLS one), the two listening ports (free ones instead of 80 and 443) and the
 * certificate, ACME and log folders are replaced (its access log: `dir`/access.log).
 */
export async function startNginx(dir: string, ports: number[]): Promise<Proxy> {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed');
  const [plainPort, tlsPort] = [await freePort(), await freePort()];
  const ca = selfSigned(path.join(dir, 'certs'));
  const [a, b] = ports;
  if (ports.length !== 2) throw new Error('deploy/nginx.conf names two instances');
  const site = renderNginxTemplate({
    HTTPS_PORT: String(tlsPort),
    PORTAL_A: `127.0.0.1:${a}`,
    PORTAL_B: `127.0.0.1:${b}`,
  })
    .replace(/listen 80;/, `listen 127.0.0.1:${plainPort};`)
    .replace(/listen 443 ssl;/, `listen 127.0.0.1:${tlsPort} ssl;`)
    .replaceAll('/etc/nginx/certs/', `${dir}/certs/`)
    .replaceAll('/var/www/acme', `${dir}/acme`)
    .replaceAll('/var/log/nginx/', `${dir}/`);
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'portal.conf'), site);
  const t = (n: string) => `${n}_temp_path ${path.join(dir, 'tmp', n)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http { access_log off; ${t('client_body')} ${t('proxy')} ${t('fastcgi')} ${t('uwsgi')} ${t('scgi')}
  include ${dir}/portal.conf; }\n`,
  );
  const test = spawnSync(bin, ['-t', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const child = spawn(bin, ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], { stdio: 'ignore' });
  const url = `https://127.0.0.1:${tlsPort}`;
  const plainUrl = `http://127.0.0.1:${plainPort}`;
  trustCertificate(ca);
  for (let k = 0; k < 100; k++) {
    try {
      await request(`${url}/livez`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    plainUrl,
    ca,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

let tlsAgent: https.Agent | null = null;
const plainAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** HTTPS requests (request(), call()) trust this certificate: the proxy's self-signed one. */
export function trustCertificate(ca: string): void {
  tlsAgent = new https.Agent({ ca, keepAlive: true, maxSockets: 64 });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** One request over node:http(s) (fetch cannot be told to trust one certificate, nor which local address to use). */
export function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string } = {},
): Promise<Answer> {
  const u = new URL(url);
  const tls = u.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (tls ? https : http).request(
      u,
      {
        method: opts.method ?? 'GET',
        headers: opts.headers,
        agent: opts.localAddress ? undefined : tls ? (tlsAgent ?? undefined) : plainAgent,
        ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
        ...(tls && opts.localAddress && tlsAgent ? { ca: tlsAgent.options.ca } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

export async function call<T = unknown>(
  url: string,
  pathname: string,
  opts: { token?: string; body?: unknown; key?: string } = {},
): Promise<{ status: number; code: number; msg: string; data: T }> {
  const res = await request(url + pathname, {
    method: opts.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = res.text;
  let body: { code?: number; msg?: string; data?: T } = {};
  try {
    body = JSON.parse(text);
  } catch {
    /* nginx's own page */
  }
  return { status: res.status, code: body.code ?? -1, msg: body.msg ?? text.slice(0, 80), data: body.data as T };
}

/** `n` buyers bound to M10001, with a default address and a token each, written directly (as the bench does). */
export async function makeBuyers(client: pg.Client, n: number, tag: string) {
  const tokens = Array.from({ length: n }, () => randomBytes(24).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
  const made = await client.query<{ id: string }>(
    `insert into account (account_no, phone, nickname)
     select 'CL' || $1 || g, '16' || lpad((g + $2)::text, 9, '0'), '集群测试' || g from generate_series(1, $3) g
     returning id`,
    [tag, Math.floor(Math.random() * 500_000_000), n],
  );
  const ids = made.rows.map((r) => Number(r.id));
  await client.query(
    `insert into dealer_binding (account_id, buyer_merchant_no, first_merchant_no, choosing, default_status,
       province_code, province_name, city_code, city_name, area_code, area_name)
     select id, null, 'M10001', true, true, '330000', '浙江省', '330100', '杭州市', '330106', '西湖区'
     from unnest($1::bigint[]) as id`,
    [ids],
  );
  const addrs = await client.query<{ id: string; account_id: string }>(
    `insert into address (account_id, province_code, province_name, city_code, city_name, area_code, area_name,
       detail_address, contact_name, contact_phone, is_default)
     select id, '330000', '浙江省', '330100', '杭州市', '330106', '西湖区', '文三路 90 号', '测试', '13900001111', true
     from unnest($1::bigint[]) as id returning id, account_id`,
    [ids],
  );
  const addressOf = new Map(addrs.rows.map((r) => [Number(r.account_id), Number(r.id)]));
  await client.query(
    `insert into auth_token (token_hash, account_id, expires_at)
     select h, id, now() + interval '1 day' from unnest($1::text[], $2::bigint[]) as t (h, id)`,
    [hashes, ids],
  );
  return ids.map((id, k) => ({ id, token: tokens[k]!, addressId: addressOf.get(id)! }));
}

/** One unit of a hot model for each buyer: the body (price from one pre-settlement: all pay the same). */
export async function orderBodies(client: pg.Client, proxyUrl: string, buyers: { token: string; addressId: number }[]) {
  const { sku_no: skuNo } = (
    await client.query(
      `select k.sku_no from sku k join spu s on s.id = k.spu_id
        where k.status = 0 and s.status = 0 and k.price_fen is not null and s.private_tenant is null
          and s.owner_account_id is null order by s.times_used desc, k.sort, k.id limit 1`,
    )
  ).rows[0];
  await client.query('update sku set stock = 1000000 where sku_no = $1', [skuNo]);
  const items = [{ skuNo, quantity: 1 }];
  const pre = await call<{ payFen: number }>(proxyUrl, `${P}/order/preSettlement`, {
    token: buyers[0]!.token,
    body: { source: 'direct', items, addressId: buyers[0]!.addressId, userCouponNo: null },
  });
  if (pre.code !== 0) throw new Error(`preSettlement: ${pre.msg}`);
  return {
    skuNo,
    body: (b: { addressId: number }) => ({
      source: 'direct',
      items,
      addressId: b.addressId,
      userCouponNo: null,
      expectedPayFen: pre.data.payFen,
    }),
  };
}

/** Runs `jobs` with at most `width` at a time. */
export async function pool<T>(items: T[], width: number, job: (item: T, k: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const k = next++;
        await job(items[k]!, k);
      }
    }),
  );
}

/** Polls `read` every 25 ms until `done`, answering how long it took (or Infinity after `ms`). */
export async function within(ms: number, read: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await read()) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 25));
  }
  return Infinity;
}

/** Why the cluster test cannot run here (no PostgreSQL, no nginx), or null; said in the log when it cannot. */
export function clusterMissing(): string | null {
  const missing =
    postgresMissing() ??
    (nginxBinary() !== null ? null : 'it needs nginx (Debian package nginx-light; `npm test` run as root installs it)');
  if (missing) console.log(`[cluster] 集群测试无法运行：${missing}`);
  return missing;
}
