/**
 * The real server process on PostgreSQL is killed with SIGKILL in the middle of a burst of orders. After a
 * restart every order is whole (its lines, its amounts, one stock movement per line equal to what it took) or
 * absent; every order answered before the kill is there; the stock taken equals what the orders hold; and
 * retrying the unanswered requests with their keys makes each order at most once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUYING_API } from '@portal/domain';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres } from '../../../test/support/test-db.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { FREIGHT, createBuyingWorld, setStock, stockOf, type BuyingWorld } from '../../../test/support/buying.ts';
import { freePort } from '../../../test/support/free-port.ts';

const serverDir = path.resolve(import.meta.dirname, '../../..');

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} during start`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const exited = (c: ChildProcess) =>
  c.exitCode !== null || c.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => c.once('exit', () => r()));

describeOnPostgres('placeorder and a SIGKILL on %s', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `portal_crash_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
  let database: Database;
  let world: BuyingWorld;
  let env: Record<string, string>;
  let server: ChildProcess | null = null;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolMax: 5 });
    await migrateToLatest(database.db);
    env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '0',
      ORDER_SWEEP_SECONDS: '0',
    };
    // The world is made through the real endpoints of an in-process app on the same database.
    const config = loadConfig(env);
    const app = await buildApp({ database, config });
    await app.ready();
    const ctx: TestContext = { app, database, config, close: async () => {} };
    world = await createBuyingWorld(ctx, 4);
    await app.close();
    await setStock(database.db, 'SKU-HD-4T', 5000);
    await setStock(database.db, 'SKU-D4-2', 5000);
  });

  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await exited(server);
    }
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every order whole, the stock taken equal to what the orders hold, no movement without its order. */
  async function checkWhole() {
    const db = database.db;
    const orders = await db.selectFrom('mall_order').selectAll().execute();
    const lines = await db.selectFrom('mall_order_line').selectAll().execute();
    const moves = await db.selectFrom('stock_movement').selectAll().execute();
    for (const o of orders) {
      const mine = lines.filter((l) => l.order_id === o.id);
      expect(mine.length).toBe(2);
      for (const l of mine) expect(l.amount_fen).toBe(l.price_fen * l.quantity);
      expect(mine.reduce((s, l) => s + l.amount_fen, 0)).toBe(o.goods_fen);
      expect(o.pay_fen).toBe(o.goods_fen + o.freight_fen - o.discount_fen);
      const taken = moves.filter((m) => m.order_no === o.order_no);
      expect(taken.map((m) => [m.sku_no, m.delta, m.reason]).sort()).toEqual(
        mine.map((l) => [l.sku_no, -l.quantity, 'order']).sort(),
      );
    }
    const orderNos = new Set(orders.map((o) => o.order_no));
    expect(moves.filter((m) => !orderNos.has(m.order_no))).toEqual([]);
    for (const sku of ['SKU-HD-4T', 'SKU-D4-2']) {
      const held = lines.filter((l) => l.sku_no === sku).reduce((s, l) => s + l.quantity, 0);
      expect(5000 - (await stockOf(db, sku))).toBe(held);
    }
    return orders;
  }

  it(
    'after a restart every order is whole or absent, and retried keys make each order once',
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      server = await startServer(env, port);
      const items = [
        { skuNo: 'SKU-HD-4T', quantity: 2 },
        { skuNo: 'SKU-D4-2', quantity: 1 },
      ];
      const expectedPayFen = 2 * 59900 + 29900 + FREIGHT.baseFen + 2 * FREIGHT.extraFen;
      const requests = Array.from({ length: 600 }, (_, i) => ({
        buyer: world.buyers[i % world.buyers.length]!,
        key: `crash-${name}-${i}`,
      }));
      const send = (base: string, r: (typeof requests)[number]) =>
        fetch(`${base}${BUYING_API.placeOrder}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${r.buyer.token}`,
            'idempotency-key': r.key,
          },
          body: JSON.stringify({ source: 'direct', items, addressId: r.buyer.addressId, expectedPayFen }),
        });

      // 40 requests in flight at a time; the server is killed once 120 answers have come back.
      const answered = new Map<string, string>();
      let next = 0;
      let killed = false;
      const victim = server;
      const worker = async () => {
        while (next < requests.length) {
          const r = requests[next++]!;
          try {
            const res = await send(`http://127.0.0.1:${port}`, r);
            const body = (await res.json()) as { data: { orderNo: string } };
            if (res.status === 200) answered.set(r.key, body.data.orderNo);
            else throw new Error(`placeorder answered ${res.status}`);
          } catch (e) {
            if (!killed) throw e;
          }
          if (!killed && answered.size >= 120) {
            killed = true;
            victim.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: 40 }, worker));
      expect(killed).toBe(true);
      await exited(victim);
      expect(victim.signalCode).toBe('SIGKILL');

      const before = await checkWhole();
      // Everything answered before the kill was committed.
      const byNo = new Map(before.map((o) => [o.order_no, o]));
      for (const [key, orderNo] of answered) expect(byNo.get(orderNo)?.idempotency_key).toBe(key);
      expect(before.length).toBeGreaterThanOrEqual(answered.size);
      expect(before.length).toBeLessThan(requests.length);

      // Restart and retry every request whose answer was lost, with its own key.
      server = await startServer(env, port);
      const lost = requests.filter((r) => !answered.has(r.key));
      for (let i = 0; i < lost.length; i += 40) {
        const batch = await Promise.all(lost.slice(i, i + 40).map((r) => send(`http://127.0.0.1:${port}`, r)));
        for (const res of batch) expect(res.status).toBe(200);
      }
      const after = await checkWhole();
      expect(after.length).toBe(requests.length);
      expect(new Set(after.map((o) => o.idempotency_key)).size).toBe(requests.length);
      // Orders committed before the kill were answered again, not placed twice.
      for (const o of before)
        expect(after.find((x) => x.idempotency_key === o.idempotency_key)?.order_no).toBe(o.order_no);
      server.kill('SIGTERM');
      await exited(server);
    },
  );
});
