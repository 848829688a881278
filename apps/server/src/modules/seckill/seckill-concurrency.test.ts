/**
 * Flash-sale races that only a real PostgreSQL shows (PGlite runs one transaction at a time): 2,000 concurrent buy
 * attempts from 500 accounts on stock 100 with limit 1; one buyer racing itself past its limit; expiry returning
 * exactly the units of unpaid orders; a cancel racing the sweeper. The crowd's buys are written in batches
 * (hold.ts), which the first test checks happened.
 */
import { ORDER_STATUS, SECKILL_MESSAGES, SECKILL_ORDER_TYPE } from '@portal/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres } from '../../../test/support/test-db.ts';
import { AppError } from '../../http/errors.ts';
import { sweepExpired } from '../order/expiry.ts';
import * as order from '../order/service.ts';
import { FREIGHT, HANGZHOU, createBuyingWorld, setStock, type BuyingWorld } from '../../../test/support/buying.ts';
import { batchesWritten } from './hold.ts';
import { buy, settle } from './buy.ts';
import { boughtOf, createActivity, newKey, pool, salesToken } from '../../../test/support/seckill.ts';

const settings = { expireMinutes: 30 };

/** Runs `tasks` with at most `limit` in flight; answers every outcome in order. */
async function bounded<T>(tasks: (() => Promise<T>)[], limit: number): Promise<PromiseSettledResult<T>[]> {
  const out: PromiseSettledResult<T>[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (;;) {
        const i = next++;
        if (i >= tasks.length) return;
        try {
          out[i] = { status: 'fulfilled', value: await tasks[i]!() };
        } catch (e) {
          out[i] = { status: 'rejected', reason: e };
        }
      }
    }),
  );
  return out;
}

describeOnPostgres('flash-sale races on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;
  let sales: string;
  let crowd: { accountId: number; addressId: number }[];
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    world = await createBuyingWorld(ctx, 2);
    sales = await salesToken(ctx);
    await setStock(db(), 'SKU-HD-4T', 100_000);
    // 500 individual buyers bound to the shop, each with a default address, made in three statements.
    const accounts = await sql<{ id: string }>`
      insert into account (account_no, phone, nickname)
      select 'ASK' || g, '175' || lpad(g::text, 8, '0'), '抢购用户' || g from generate_series(1, 500) g
      returning id`.execute(db());
    const ids = accounts.rows.map((r) => Number(r.id));
    await sql`
      insert into dealer_binding (account_id, buyer_merchant_no, first_merchant_no, choosing, default_status,
        province_code, province_name, city_code, city_name, area_code, area_name)
      select id, null, ${world.shopMerchantNo}, true, true, ${HANGZHOU.provinceCode}, ${HANGZHOU.provinceName},
        ${HANGZHOU.cityCode}, ${HANGZHOU.cityName}, ${HANGZHOU.areaCode}, ${HANGZHOU.areaName}
      from unnest(${ids}::bigint[]) as id`.execute(db());
    const addrs = await sql<{ id: string; account_id: string }>`
      insert into address (account_id, province_code, province_name, city_code, city_name, area_code, area_name,
        detail_address, contact_name, contact_phone, is_default)
      select id, ${HANGZHOU.provinceCode}, ${HANGZHOU.provinceName}, ${HANGZHOU.cityCode}, ${HANGZHOU.cityName},
        ${HANGZHOU.areaCode}, ${HANGZHOU.areaName}, '文三路 90 号', '抢购用户', '13900001111', true
      from unnest(${ids}::bigint[]) as id
      returning id, account_id`.execute(db());
    crowd = addrs.rows.map((r) => ({ accountId: Number(r.account_id), addressId: Number(r.id) }));
  }, 120_000);
  afterAll(() => ctx.close());

  it('2,000 concurrent attempts from 500 accounts on stock 100, limit 1: exactly 100 orders to 100 buyers', async () => {
    const a = await createActivity(ctx, sales, { stock: 100, perUserLimit: 1 });
    const payFen = 39900 + FREIGHT.baseFen;
    // Watch the pool while the crowd buys: it must never be seen below zero.
    let watching = true;
    let lowest = Number.POSITIVE_INFINITY;
    const watcher = (async () => {
      while (watching) {
        lowest = Math.min(lowest, (await pool(db(), a.activityNo)).remaining);
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const attempts = Array.from({ length: 2000 }, (_, i) => crowd[(i * 7919) % crowd.length]!);
    const batches = batchesWritten(db());
    const results = await bounded(
      attempts.map(
        (b) => () =>
          buy(
            db(),
            b.accountId,
            newKey(),
            { activityNo: a.activityNo, quantity: 1, addressId: b.addressId, remark: '', expectedPayFen: payFen },
            settings,
          ),
      ),
      64,
    );
    watching = false;
    await watcher;

    const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [{ order: r.value, buyer: attempts[i]! }] : []));
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    for (const e of lost) {
      expect(e).toBeInstanceOf(AppError);
      expect([SECKILL_MESSAGES.soldOut, SECKILL_MESSAGES.overLimit(1)]).toContain((e as Error).message);
    }
    expect(won).toHaveLength(100);
    expect(batchesWritten(db())).toBeGreaterThan(batches); // buys queued behind a write went together
    expect(new Set(won.map((w) => w.order.orderNo)).size).toBe(100);
    expect(new Set(won.map((w) => w.buyer.accountId)).size).toBe(100);
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 100, remaining: 0 });

    const held = await db()
      .selectFrom('seckill_order as so')
      .innerJoin('seckill_activity as sa', 'sa.id', 'so.activity_id')
      .innerJoin('mall_order as o', 'o.order_no', 'so.order_no')
      .select([
        (eb) => eb.fn.countAll<string>().as('orders'),
        (eb) => eb.fn.sum<string>('so.quantity').as('units'),
        sql<string>`count(distinct so.account_id)`.as('buyers'),
        sql<string>`count(*) filter (where o.order_type = ${SECKILL_ORDER_TYPE} and o.status = ${ORDER_STATUS.UNPAID})`.as(
          'unpaid_seckill',
        ),
      ])
      .where('sa.activity_no', '=', a.activityNo)
      .executeTakeFirstOrThrow();
    expect(Object.fromEntries(Object.entries(held).map(([k, v]) => [k, Number(v)]))).toEqual({
      orders: 100,
      units: 100,
      buyers: 100,
      unpaid_seckill: 100,
    });
    const counters = await db()
      .selectFrom('seckill_buyer as b')
      .innerJoin('seckill_activity as sa', 'sa.id', 'b.activity_id')
      .select([(eb) => eb.fn.max<number>('b.bought').as('most'), (eb) => eb.fn.sum<string>('b.bought').as('all')])
      .where('sa.activity_no', '=', a.activityNo)
      .executeTakeFirstOrThrow();
    expect(Number(counters.most)).toBe(1);
    expect(Number(counters.all)).toBe(100);
  }, 300_000);

  it('2,000 buys from 21 buyers on a pool of 40, limit 1: no sold-out while units remain, the limit at the limit', async () => {
    const a = await createActivity(ctx, sales, { stock: 40, perUserLimit: 1 });
    const payFen = 39900 + FREIGHT.baseFen;
    const buyers = crowd.slice(400, 421);
    const attempts = Array.from({ length: 2000 }, (_, i) => buyers[i % buyers.length]!);
    const results = await bounded(
      attempts.map(
        (b) => () =>
          buy(
            db(),
            b.accountId,
            newKey(),
            { activityNo: a.activityNo, quantity: 1, addressId: b.addressId, remark: '', expectedPayFen: payFen },
            settings,
          ),
      ),
      64,
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const answers = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
    expect(won).toHaveLength(21);
    expect(answers).toHaveLength(2000 - 21);
    expect(answers.filter((m) => m === SECKILL_MESSAGES.soldOut)).toEqual([]);
    expect(new Set(answers)).toEqual(new Set([SECKILL_MESSAGES.overLimit(1)]));
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 40, remaining: 19 });
  }, 300_000);

  it('one buyer racing itself with 20 buys under limit 3 gets exactly 3 units', async () => {
    const a = await createActivity(ctx, sales, { stock: 50, perUserLimit: 3 });
    const b = crowd[0]!;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        buy(
          db(),
          b.accountId,
          newKey(),
          { activityNo: a.activityNo, quantity: 1, addressId: b.addressId, remark: '', expectedPayFen: 39900 + 1000 },
          settings,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as Error).message).toBe('每人限购3件');
    expect(await boughtOf(db(), a.activityNo, b.accountId)).toBe(3);
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 50, remaining: 47 });
  });

  it('expired unpaid seckill orders return exactly their quantity to the pool; paid ones keep theirs', async () => {
    const a = await createActivity(ctx, sales, { stock: 60, perUserLimit: 5 });
    const buyers = crowd.slice(10, 40);
    const placed = await bounded(
      buyers.map((b, i) => async () => {
        const quantity = (i % 5) + 1;
        const s = await settle(db(), b.accountId, {
          activityNo: a.activityNo,
          quantity,
          addressId: b.addressId,
        });
        const o = await buy(
          db(),
          b.accountId,
          newKey(),
          { activityNo: a.activityNo, quantity, addressId: b.addressId, remark: '', expectedPayFen: s.payFen },
          settings,
        );
        return { ...o, quantity };
      }),
      16,
    );
    const orders = placed.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const units = orders.reduce((s, o) => s + o.quantity, 0);
    expect(units).toBeLessThanOrEqual(60);
    expect((await pool(db(), a.activityNo)).remaining).toBe(60 - units);
    // The buyers want 90 units of a pool of 60: the buys that fail are only those the pool could no longer hold —
    // refused as sold out or short, wanting more than was left at the end — so the pool sells (nearly) out.
    const left = 60 - units;
    expect(left).toBeLessThan(5);
    expect(orders.length).toBeGreaterThanOrEqual(60 / 5);
    placed.forEach((r, i) => {
      if (r.status === 'fulfilled') return;
      const quantity = (i % 5) + 1;
      expect(r.reason).toBeInstanceOf(AppError);
      // Refused at settle (stockShort) or, when the pool emptied between settle and buy, by the buy's conditional
      // write (poolShort) — both say how many were left, fewer than this buyer wanted.
      const short = [1, 2, 3, 4].flatMap((n) => [SECKILL_MESSAGES.stockShort(n), SECKILL_MESSAGES.poolShort(n)]);
      expect([SECKILL_MESSAGES.soldOut, ...short]).toContain((r.reason as Error).message);
      expect(quantity).toBeGreaterThan(left);
    });
    const statusOf = async (orderNos: string[]) =>
      (
        await db().selectFrom('mall_order').select(['order_no', 'status']).where('order_no', 'in', orderNos).execute()
      ).map((r) => Number(r.status));
    expect(await statusOf(orders.map((o) => o.orderNo))).toEqual(orders.map(() => ORDER_STATUS.UNPAID));
    // Every third order is paid; the others expire, concurrently swept by two sweepers.
    const paid = orders.filter((_, i) => i % 3 === 0);
    await db()
      .updateTable('mall_order')
      .set({ status: ORDER_STATUS.PAID, paid_at: new Date() })
      .where(
        'order_no',
        'in',
        paid.map((o) => o.orderNo),
      )
      .execute();
    const later = new Date(Date.now() + 31 * 60_000);
    await Promise.all([sweepExpired(db(), later), sweepExpired(db(), later)]);
    const paidUnits = paid.reduce((s, o) => s + o.quantity, 0);
    const expired = orders.filter((_, i) => i % 3 !== 0);
    expect(await statusOf(paid.map((o) => o.orderNo))).toEqual(paid.map(() => ORDER_STATUS.PAID));
    expect(await statusOf(expired.map((o) => o.orderNo))).toEqual(expired.map(() => ORDER_STATUS.CANCELLED));
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 60, remaining: 60 - paidUnits });
    const sum = await db()
      .selectFrom('seckill_buyer as b')
      .innerJoin('seckill_activity as sa', 'sa.id', 'b.activity_id')
      .select((eb) => eb.fn.sum<string>('b.bought').as('n'))
      .where('sa.activity_no', '=', a.activityNo)
      .executeTakeFirstOrThrow();
    expect(Number(sum.n)).toBe(paidUnits);
  }, 120_000);

  it('a cancel racing the sweeper gives the units back once', async () => {
    const a = await createActivity(ctx, sales, { stock: 10, perUserLimit: 5 });
    const b = crowd[50]!;
    for (let round = 0; round < 5; round++) {
      const s = await settle(db(), b.accountId, {
        activityNo: a.activityNo,
        quantity: 2,
        addressId: b.addressId,
      });
      const o = await buy(
        db(),
        b.accountId,
        newKey(),
        { activityNo: a.activityNo, quantity: 2, addressId: b.addressId, remark: '', expectedPayFen: s.payFen },
        settings,
      );
      await db()
        .updateTable('mall_order')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('order_no', '=', o.orderNo)
        .execute();
      await Promise.allSettled([order.cancel(db(), b.accountId, o.orderNo), sweepExpired(db(), new Date())]);
      expect(await pool(db(), a.activityNo)).toEqual({ stock: 10, remaining: 10 });
      expect(await boughtOf(db(), a.activityNo, b.accountId)).toBe(0);
    }
  });
});
