/**
 * Two instances of the production artefact (apps/server/dist, built first) behind nginx running deploy/nginx.conf as
 * shipped (TLS on a non-default port, self-signed), on one PostgreSQL database, started together on an empty one: one
 * instance's writes are seen by the other at once; a browser session's writes (a 60 MB video among them) and its live
 * WebSocket pass the Origin check through the proxy, and the socket outlives 3 idle minutes (they run beside the other
 * tests: the last test waits out what is left); the limits see the client's address; a crowd over both sells exactly
 * the stock; each expired order is closed once; an import checked through one and applied through the other, its
 * picture and a signed link then served through nginx (support/cluster-files.ts); an instance killed mid-burst loses
 * and doubles nothing (clients resend with their Idempotency-Key). Needs PostgreSQL and Debian's nginx.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_API, MESSAGE_SOCKET_PATH } from '@portal/domain';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  P,
  answersPing,
  buildServer,
  call,
  clusterMissing,
  makeBuyers,
  orderBodies,
  pool,
  request,
  socketsHeldBy,
  startInstance,
  startNginx,
  waitReady,
  within,
  type Instance,
  type Proxy,
} from './support/cluster.ts';
import { importAndServeAcross } from './support/cluster-files.ts';
import { describeNeeding } from './support/test-db.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const missing = clusterMissing();
describeNeeding('two instances behind nginx on postgres', missing, () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  // nginx's workers (user nobody) keep large request bodies in temporary files under it
  fs.chmodSync(tmp, 0o755);
  const name = `portal_cluster_${Date.now().toString(36)}`;
  let dbUrl: string;
  let client: pg.Client;
  let a: Instance;
  let b: Instance;
  let proxy: Proxy;
  /** A browser session through the proxy (the sales account): its cookie, and its live socket left idle. */
  let cookie: string;
  let idle: { ws: WebSocket; openedAt: number; frames: number } | null = null;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(adminUrl!);
    u.pathname = `/${name}`;
    dbUrl = u.toString();
    buildServer();
    const env = (n: string) => ({
      DATABASE_URL: dbUrl,
      DATA_DIR: path.join(tmp, n),
      ORDER_SWEEP_SECONDS: '1',
      LISTEN_SOCKET_COPIES: '1',
      METRICS: '1',
      // nginx, on this machine's loopback address, names the client (deploy/compose.yaml: nginx's own address)
      TRUST_PROXY: '127.0.0.1',
    });
    // Started together on an empty database and one DATA_DIR (as shipped): one migrates and seeds, the other waits.
    [a, b] = await Promise.all([startInstance(env('data')), startInstance(env('data'))]);
    await Promise.all([waitReady(a), waitReady(b)]);
    proxy = await startNginx(path.join(tmp, 'nginx'), [a.port, b.port]);
    client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
  }, 300_000);

  afterAll(async () => {
    idle?.ws.terminate();
    await proxy?.stop();
    for (const i of [a, b]) if (i && i.child.exitCode === null) i.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await client?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect().then(() => admin.query(`drop database if exists ${name} with (force)`));
    await admin.end();
    fs.rmSync(tmp, { recursive: true, force: true });
  }, 60_000);

  it('started together on an empty database: migrated and seeded once, both serve through nginx', async () => {
    expect([a, b].filter((i) => i.output().includes('演示数据已载入'))).toHaveLength(1);
    const accounts = await client.query('select count(*)::int as n from account where phone = $1', ['13800000001']);
    expect([accounts.rows[0].n, (await request(`${proxy.url}/livez`)).status]).toEqual([1, 200]);
    // a third instance with a file store of its own refuses to start, naming why; the two keep serving
    const c = await startInstance({ DATABASE_URL: dbUrl, DATA_DIR: path.join(tmp, 'c'), LISTEN_SOCKET_COPIES: '1' });
    expect([await c.exited, c.output().includes('多个实例必须共享同一文件存储')]).toEqual([1, true]);
    expect((await request(`${proxy.url}/livez`)).status).toBe(200);
  });

  it('plain HTTP only redirects to HTTPS; HSTS comes with HTTPS answers, once; /metrics is not public', async () => {
    const plain = await request(`${proxy.plainUrl}/livez`);
    expect(plain.status).toBe(301);
    // to the HTTPS server's own port (HTTPS_PORT), not 443
    expect(plain.headers.location).toBe(`${proxy.url}/livez`);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await request(`${proxy.url}/livez`);
    expect(tls.status).toBe(200);
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000');
    // each instance is scraped directly; the public server has no /metrics
    expect((await request(`${proxy.url}/metrics`)).status).toBe(404);
    expect((await request(`${a.url}/metrics`)).text).toContain('portal_http_requests_total');
  });

  it('a browser session on a non-default port: signed-in writes pass the Origin check, a 60 MB video among them', async () => {
    const login = await request(`${proxy.url}${P}/account/passwordLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: '13800000008', password: 'Demo@2026' }),
    });
    expect(JSON.parse(login.text).code).toBe(0);
    const set = [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('token='));
    expect(set).toMatch(/; Secure/i); // HTTPS through the trusted proxy
    cookie = set!.split(';')[0]!;
    const upload = (bytes: Buffer, origin: string) => {
      const boundary = `----cluster${Date.now()}`;
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="clip.mp4"\r\n` +
            `content-type: video/mp4\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return request(`${proxy.url}${CONTENT_API.manageUpload}?kind=video`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
    };
    // an MP4's first box (ftyp), then 60 MB
    const video = Buffer.alloc(60 * 1024 * 1024);
    Buffer.from('00000018667479706d703432000000006d703432', 'hex').copy(video);
    const origin = proxy.url; // https://127.0.0.1:<port>: the port is part of the Host nginx passes on
    const stored = await upload(video, origin);
    expect(stored.status, stored.text.slice(0, 300)).toBe(200);
    expect(JSON.parse(stored.text).data.sizeBytes).toBe(video.length);
    // stored once, served by either instance
    for (const i of [a, b]) {
      const head = await request(`${i.url}${JSON.parse(stored.text).data.url}`, { method: 'HEAD' });
      expect([head.status, Number(head.headers['content-length'])], i.url).toEqual([200, video.length]);
    }
    // another site's page with the same cookie: refused
    const refused = await upload(video.subarray(0, 1024), 'https://elsewhere.example');
    expect(refused.status).toBe(403);
  }, 120_000);

  it('the live WebSocket opens through nginx with the cookie and the page’s Origin', async () => {
    const ws = new WebSocket(`${proxy.url.replace('https:', 'wss:')}${MESSAGE_SOCKET_PATH}`, {
      headers: { cookie, origin: proxy.url },
      ca: proxy.ca,
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    });
    idle = { ws, openedAt: Date.now(), frames: 0 };
    const open = idle;
    ws.on('message', () => open.frames++);
    ws.on('ping', () => open.frames++);
  });

  it("the limits and the sign-in records see the client's address, not nginx's (TRUST_PROXY)", async () => {
    // from 127.0.0.2, naming another address itself: the proxy's X-Forwarded-For is believed, the client's is not
    const wrong = await request(`${proxy.url}${P}/account/passwordLogin`, {
      method: 'POST',
      localAddress: '127.0.0.2',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ account: '13800000007', password: 'Wrong@2026' }),
    });
    expect(JSON.parse(wrong.text).code).not.toBe(0);
    const failures = await client.query<{ ip: string }>(`select ip from login_failure where login = $1`, [
      '13800000007',
    ]);
    expect(failures.rows.map((r) => r.ip)).toEqual(['127.0.0.2']);
    const limited = await client.query<{ key: string }>(`select key from rate_limit where key like '%127.0.0.2%'`);
    expect(limited.rows.length).toBeGreaterThan(0);
  });

  it('a logout through A: the token is refused by B within a second', async () => {
    const login = await call<{ token: string }>(a.url, `${P}/account/passwordLogin`, {
      body: { account: '13800000002', password: 'Demo@2026' },
    });
    const token = login.data.token;
    expect((await call(b.url, `${P}/account/getLoginSessionInfo`, { token })).status).toBe(200); // B keeps its owner
    expect((await call(a.url, `${P}/account/logout`, { token, body: {} })).code).toBe(0);
    const took = await within(
      1000,
      async () => (await call(b.url, `${P}/account/getLoginSessionInfo`, { token })).status === 401,
    );
    expect(took).toBeLessThan(1000);
  });

  it('a price-list change through A (the dealer it buys from) is priced by B within a second', async () => {
    const login = await call<{ token: string }>(a.url, `${P}/account/passwordLogin`, {
      body: { account: '13800000003', password: 'Demo@2026' },
    });
    const token = login.data.token;
    const page = `/api-cloud-merchant-service/open/v1/goods/spu/page?categoryIds=101&sort=price&order=asc&page=1&size=20&fields=skus`;
    const prices = async (url: string) => JSON.stringify((await call(url, page, { token })).data);
    const before = await prices(b.url); // B keeps this buyer's shops (M10001's price list)
    const toggled = await call(a.url, `${P}/merchant/toggleShop`, { token, body: { firstMerchantNo: 'M10002' } });
    expect(toggled.code).toBe(0);
    const after = await prices(a.url);
    expect(after).not.toBe(before); // M10002's price list differs
    const took = await within(1000, async () => (await prices(b.url)) === after);
    expect(took).toBeLessThan(1000);
  });

  it('an import checked through A, applied through B; its picture and a signed link answer through nginx', () =>
    importAndServeAcross({ proxy: proxy.url, a: a.url, b: b.url }, client, path.join(tmp, 'nginx/access.log')));

  it('a flash-sale crowd split over both instances sells exactly the stock', async () => {
    const stock = 40;
    const buyers = await makeBuyers(client, 120, `sk${Date.now().toString(36)}`);
    const sales = (
      await call<{ token: string }>(proxy.url, `${P}/account/passwordLogin`, {
        body: { account: '13800000008', password: 'Demo@2026' },
      })
    ).data.token;
    const { sku_no: skuNo, origin_price_fen: origin } = (
      await client.query(`select sku_no, origin_price_fen from seckill_activity where activity_no = 'SKDEMO01'`)
    ).rows[0];
    await client.query('update sku set stock = 1000000 where sku_no = $1', [skuNo]);
    const saved = await call<{ activityNo: string }>(proxy.url, `${P}/seckill/manage/save`, {
      token: sales,
      body: {
        pType: 1,
        kind: 1,
        goodsNo: skuNo,
        title: '集群测试秒杀',
        seckillPriceFen: Math.max(100, Math.floor(origin / 200) * 100),
        stock,
        perUserLimit: 1,
        startAt: new Date(Date.now() - 1000).toISOString(),
        endAt: new Date(Date.now() + 3600_000).toISOString(),
      },
    });
    const activityNo = saved.data.activityNo;
    const first = buyers[0]!;
    const settle = await call<{ payFen: number }>(proxy.url, `${P}/seckill/settle`, {
      token: first.token,
      body: { activityNo, quantity: 1, addressId: first.addressId },
    });
    const answered = new Map<number, number>();
    await pool(buyers, 40, async (buyer, k) => {
      const r = await call(proxy.url, `${P}/seckill/buy`, {
        token: buyer.token,
        key: `cl-sk-${activityNo}-${k}`,
        body: { activityNo, quantity: 1, addressId: buyer.addressId, expectedPayFen: settle.data.payFen },
      });
      answered.set(r.code, (answered.get(r.code) ?? 0) + 1);
    });
    expect(answered.get(0)).toBe(stock);
    const sold = await client.query(
      `select count(*)::int as n from seckill_order o join seckill_activity a on a.id = o.activity_id
        where a.activity_no = $1`,
      [activityNo],
    );
    expect(sold.rows[0].n).toBe(stock);
    // both instances took part
    const metrics = await Promise.all([a, b].map((i) => call(i.url, '/livez')));
    expect(metrics.every((m) => m.status === 200)).toBe(true);
  });

  it('each expired order is closed exactly once, by one of the instances', async () => {
    const buyers = await makeBuyers(client, 12, `ex${Date.now().toString(36)}`);
    const { body } = await orderBodies(client, proxy.url, buyers);
    const orderNos: string[] = [];
    await pool(buyers, 6, async (buyer, k) => {
      const r = await call<{ orderNo: string }>(proxy.url, `${P}/order/placeorder`, {
        token: buyer.token,
        key: `cl-ex-${buyer.id}-${k}`,
        body: body(buyer),
      });
      expect(r.code).toBe(0);
      orderNos.push(r.data.orderNo);
    });
    await client.query(`update mall_order set expires_at = now() - interval '1 second' where order_no = any($1)`, [
      orderNos,
    ]);
    const took = await within(15_000, async () => {
      const r = await client.query(
        'select count(*)::int as n from mall_order where order_no = any($1) and cancelled_at is not null',
        [orderNos],
      );
      return r.rows[0].n === orderNos.length;
    });
    expect(took).toBeLessThan(15_000);
    const moves = await client.query<{ order_no: string; n: number }>(
      `select order_no, count(*)::int as n from stock_movement where order_no = any($1) and reason = 'expire'
        group by order_no`,
      [orderNos],
    );
    expect(moves.rows.length).toBe(orderNos.length);
    expect(moves.rows.every((r) => r.n === 1)).toBe(true);
    // the sweep ran through the queue: one job per period, never two for the same period
    const dup = await client.query(
      `select count(*)::int as n from (select singleton_on from pgboss.job where name = 'order.expire-sweep'
         group by singleton_on having count(*) > 1) d`,
    );
    expect(dup.rows[0].n).toBe(0);
  });

  it('one instance killed (SIGKILL) mid-burst: every order placed once, none lost, none doubled', async () => {
    // the one the idle socket is not on (its 3 idle minutes, overlapping the tests, end after this one)
    const [victim, name] = (await socketsHeldBy(a)) > 0 ? [b, 'B'] : [a, 'A'];
    const n = 160;
    const buyers = await makeBuyers(client, n, `kl${Date.now().toString(36)}`);
    const { skuNo, body } = await orderBodies(client, proxy.url, buyers);
    const stockBefore = Number((await client.query('select stock from sku where sku_no = $1', [skuNo])).rows[0].stock);
    const tag = `cl-kill-${Date.now().toString(36)}`;
    const orderOf = new Map<number, string>();
    let sent = 0;
    let resent = 0;
    await pool(buyers, 16, async (buyer) => {
      if (++sent === 40) victim.child.kill('SIGKILL'); // it dies with requests in flight
      for (let attempt = 0; attempt < 20; attempt++) {
        let r: Awaited<ReturnType<typeof call<{ orderNo: string }>>> | null = null;
        try {
          r = await call<{ orderNo: string }>(proxy.url, `${P}/order/placeorder`, {
            token: buyer.token,
            key: `${tag}-${buyer.id}`,
            body: body(buyer),
          });
        } catch {
          r = null; // connection reset: resend
        }
        if (r && r.status < 500) {
          expect(r.code).toBe(0);
          orderOf.set(buyer.id, r.data.orderNo);
          return;
        }
        resent++;
        await new Promise((res) => setTimeout(res, 100));
      }
    });
    expect(await victim.exited).toBe(null); // killed by the signal
    expect(orderOf.size).toBe(n);
    expect(new Set(orderOf.values()).size).toBe(n);
    const db = await client.query(
      `select count(*)::int as n, count(distinct account_id)::int as buyers from mall_order
        where idempotency_key like $1`,
      [`${tag}-%`],
    );
    expect(db.rows[0]).toEqual({ n, buyers: n });
    const after = Number((await client.query('select stock from sku where sku_no = $1', [skuNo])).rows[0].stock);
    expect(stockBefore - after).toBe(n);
    console.log(
      `[cluster] ${name} killed after 40 of ${n} orders were sent; ${resent} resends; ${n} orders, stock −${n}`,
    );
  });

  it('the live WebSocket left idle for 3 minutes is still connected through nginx', async () => {
    expect(idle).not.toBeNull();
    const { ws, openedAt } = idle!;
    const left = 180_000 - (Date.now() - openedAt);
    if (left > 0) await new Promise((r) => setTimeout(r, left));
    expect(ws.readyState).toBe(WebSocket.OPEN);
    expect(idle!.frames).toBeGreaterThan(0); // the 120 s heartbeat came through
    expect(await answersPing(ws)).toBe(true);
    ws.close();
  }, 240_000);
});
