/**
 * Two real portal processes on one PostgreSQL database behind nginx running deploy/nginx.conf (cluster.test.ts).
 * nginx is Debian's (scripts/ensure-nginx.mjs installs nginx-light when `npm test` runs as root).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { launchServer } from '../../launch.mjs';
import { freePort } from './free-port.ts';

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

export async function startInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  const at = port ?? (await freePort());
  const child = await launchServer({
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // the demo's sandboxes, named on purpose (production refuses to start without keys or them)
      PAYMENT_SANDBOX: '1',
      SMS_SANDBOX: '1',
      LOG_LEVEL: 'warn',
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

/** nginx with deploy/nginx.conf in front of the instances' ports, on a port of its own; stop() ends it. */
export async function startNginx(dir: string, ports: number[]) {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed');
  const port = await freePort();
  const site = fs
    .readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8')
    .replace(/^\s*server portal-[ab]:3000[^;]*;\n/gm, '')
    .replace(
      /least_conn;/,
      `least_conn;\n${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
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
  const url = `http://127.0.0.1:${port}`;
  for (let k = 0; k < 100; k++) {
    try {
      await fetch(`${url}/livez`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export async function call<T = unknown>(
  url: string,
  pathname: string,
  opts: { token?: string; body?: unknown; key?: string } = {},
): Promise<{ status: number; code: number; msg: string; data: T }> {
  const res = await fetch(url + pathname, {
    method: opts.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
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
