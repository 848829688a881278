/**
 * Flash sales through the HTTP stack on PGlite and PostgreSQL: the zone and its status tabs from the server clock,
 * the detail, the buy as a mall order at the seckill price (one order per key, the per-user limit, the pool), the
 * clock's edges, cancel and expiry giving the pool back. Shops, suites and management: seckill-manage.test.ts.
 */
import {
  BUYING_API,
  ORDER_MESSAGES,
  ORDER_STATUS,
  SECKILL_API,
  SECKILL_MESSAGES,
  SECKILL_ORDER_TYPE,
  SECKILL_STATUS,
} from '@portal/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs, createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { sweepExpired } from '../order/expiry.ts';
import { FREIGHT, addBuyer, createBuyingWorld, stockOf, type BuyingWorld } from '../../../test/support/buying.ts';
import { buy, settle } from './buy.ts';
import {
  boughtOf,
  buyAs,
  createActivity,
  minutes,
  newKey,
  pool,
  salesToken,
  setWindow,
} from '../../../test/support/seckill.ts';
import * as q from './queries.ts';

describe.each(testDrivers())('flash sales: zone and buy on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;
  let sales: string;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    world = await createBuyingWorld(ctx, 3);
    sales = await salesToken(ctx);
  });
  afterAll(() => ctx.close());

  it('a sales account creates an activity; the zone lists it running, with tabs and the server time', async () => {
    const a = await createActivity(ctx, sales, { title: '硬盘限时秒杀' });
    expect(a).toMatchObject({
      title: '硬盘限时秒杀',
      pType: 1,
      kind: 1,
      skuNo: 'SKU-HD-4T',
      spuNo: 'SPU-HD',
      originPriceFen: 59900,
      seckillPriceFen: 39900,
      stock: 5,
      remaining: 5,
      sold: 0,
      status: SECKILL_STATUS.STARTED,
      orders: 0,
    });
    const before = Date.now();
    const res = await injectAs(ctx, world.buyers[0]!.token, 'GET', `${SECKILL_API.page}?pType=1`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(Math.abs(Date.parse(page.serverTime) - before)).toBeLessThan(5000);
    expect(page.list.map((x: { activityNo: string }) => x.activityNo)).toContain(a.activityNo);
    expect(page.tabs[0]).toMatchObject({ status: null, label: '全部' });
    expect(page.tabs.find((t: { status: number }) => t.status === 2).count).toBeGreaterThanOrEqual(1);
    // The other zone (reward payout) does not list it.
    const other = await injectAs(ctx, world.buyers[0]!.token, 'GET', `${SECKILL_API.page}?pType=2`);
    expect(other.json().data.list.map((x: { activityNo: string }) => x.activityNo)).not.toContain(a.activityNo);
  });

  it('a buy is a mall order at the seckill price, paid later; the pool and the model stock go down', async () => {
    const a = await createActivity(ctx, sales);
    const b = world.buyers[0]!;
    const stockBefore = await stockOf(db(), 'SKU-HD-4T');
    const detail = (await injectAs(ctx, b.token, 'GET', `${SECKILL_API.detail}?activityNo=${a.activityNo}`)).json()
      .data;
    expect(detail).toMatchObject({ bought: 0, maxQuantity: 2, refusal: null });
    const settle = await injectAs(ctx, b.token, 'POST', SECKILL_API.settle, {
      activityNo: a.activityNo,
      quantity: 2,
      addressId: b.addressId,
    });
    expect(settle.statusCode, settle.body).toBe(200);
    expect(settle.json().data).toMatchObject({
      goodsFen: 79800,
      freightFen: FREIGHT.baseFen + FREIGHT.extraFen,
      discountFen: 0,
      payFen: 79800 + FREIGHT.baseFen + FREIGHT.extraFen,
    });
    const key = newKey();
    const res = await buyAs(ctx, b, a.activityNo, 2, key);
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().data;
    expect(placed.payFen).toBe(81000);
    // The same key again answers the same order; nothing more is taken.
    const again = await ctx.app.inject({
      method: 'POST',
      url: SECKILL_API.buy,
      payload: { activityNo: a.activityNo, quantity: 2, addressId: b.addressId, expectedPayFen: 81000 },
      headers: { authorization: `Bearer ${b.token}`, 'idempotency-key': key },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.orderNo).toBe(placed.orderNo);
    const order = (await injectAs(ctx, b.token, 'GET', `${BUYING_API.orderDetail}?orderNo=${placed.orderNo}`)).json()
      .data;
    expect(order.status).toBe(ORDER_STATUS.UNPAID);
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ skuNo: 'SKU-HD-4T', priceFen: 39900, quantity: 2 });
    const row = await db()
      .selectFrom('mall_order')
      .select(['order_type'])
      .where('order_no', '=', placed.orderNo)
      .executeTakeFirstOrThrow();
    expect(row.order_type).toBe(SECKILL_ORDER_TYPE);
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 5, remaining: 3 });
    expect(await boughtOf(db(), a.activityNo, b.accountId)).toBe(2);
    expect(await stockOf(db(), 'SKU-HD-4T')).toBe(stockBefore - 2);
    // The limit: 2 held, one more is refused with the limit's message.
    const over = await buyAs(ctx, b, a.activityNo, 1);
    expect(over.statusCode).toBe(422);
    expect(over.json().msg).toBe('每人限购2件');
    const after = (await injectAs(ctx, b.token, 'GET', `${SECKILL_API.detail}?activityNo=${a.activityNo}`)).json().data;
    expect(after).toMatchObject({ bought: 2, maxQuantity: 0, refusal: '每人限购2件' });
    expect(after.activity).toMatchObject({ remaining: 3, sold: 2 });
  });

  it('a cancelled order gives exactly its units back to the pool, the limit and the model stock', async () => {
    const a = await createActivity(ctx, sales, { perUserLimit: 3 });
    const b = world.buyers[1]!;
    const stockBefore = await stockOf(db(), 'SKU-HD-4T');
    const placed = (await buyAs(ctx, b, a.activityNo, 3)).json().data;
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 5, remaining: 2 });
    const cancel = await injectAs(ctx, b.token, 'POST', BUYING_API.orderCancel, { orderNo: placed.orderNo });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 5, remaining: 5 });
    expect(await boughtOf(db(), a.activityNo, b.accountId)).toBe(0);
    expect(await stockOf(db(), 'SKU-HD-4T')).toBe(stockBefore);
    // Cancelling again changes nothing.
    expect((await injectAs(ctx, b.token, 'POST', BUYING_API.orderCancel, { orderNo: placed.orderNo })).statusCode).toBe(
      422,
    );
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 5, remaining: 5 });
    // And the buyer may buy again.
    expect((await buyAs(ctx, b, a.activityNo, 3)).statusCode).toBe(200);
  });

  it('expired unpaid orders return exactly their quantity to the pool (the order module sweeper)', async () => {
    const a = await createActivity(ctx, sales, { stock: 10, perUserLimit: 4 });
    const [b1, b2] = [world.buyers[0]!, world.buyers[2]!];
    const o1 = (await buyAs(ctx, b1, a.activityNo, 3)).json().data;
    const o2 = (await buyAs(ctx, b2, a.activityNo, 1)).json().data;
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 10, remaining: 6 });
    // Pay o2, so only o1 expires.
    await db()
      .updateTable('mall_order')
      .set({ status: ORDER_STATUS.PAID, paid_at: new Date() })
      .where('order_no', '=', o2.orderNo)
      .execute();
    const closed = await sweepExpired(db(), new Date(Date.now() + 31 * 60_000));
    expect(closed).toBeGreaterThanOrEqual(1);
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 10, remaining: 9 });
    expect(await boughtOf(db(), a.activityNo, b1.accountId)).toBe(0);
    expect(await boughtOf(db(), a.activityNo, b2.accountId)).toBe(1);
    const rec = await db()
      .selectFrom('seckill_order')
      .select(['order_no', 'released_at'])
      .where('order_no', 'in', [o1.orderNo, o2.orderNo])
      .execute();
    expect(rec.find((r) => r.order_no === o1.orderNo)!.released_at).not.toBeNull();
    expect(rec.find((r) => r.order_no === o2.orderNo)!.released_at).toBeNull();
    // A second sweep gives nothing back twice.
    await sweepExpired(db(), new Date(Date.now() + 62 * 60_000));
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 10, remaining: 9 });
  });

  it('buys one second before the start and one second after the end are refused with the status message', async () => {
    const a = await createActivity(ctx, sales, { startAt: minutes(60), endAt: minutes(120) });
    const b = world.buyers[2]!;
    const early = await buyAs(ctx, b, a.activityNo, 1);
    expect(early.statusCode).toBe(422);
    expect(early.json().msg).toBe(SECKILL_MESSAGES.notStarted);
    // At the exact clock edges (the service with an injected clock: the same conditional update decides).
    const row = (await q.activityByNo(db(), a.activityNo))!;
    const start = new Date(row.start_at);
    const end = new Date(row.end_at);
    const body = { activityNo: a.activityNo, quantity: 1, addressId: b.addressId, remark: '', expectedPayFen: 0 };
    const settings = { expireMinutes: 30 };
    const at = (d: Date) => settle(db(), b.accountId, { activityNo: a.activityNo, quantity: 1 }, d);
    await expect(at(new Date(start.getTime() - 1000))).rejects.toThrow(SECKILL_MESSAGES.notStarted);
    const payFen = (await at(start)).payFen;
    await expect(
      buy(db(), b.accountId, newKey(), { ...body, expectedPayFen: payFen }, settings, new Date(start.getTime() - 1000)),
    ).rejects.toThrow(SECKILL_MESSAGES.notStarted);
    await expect(
      buy(db(), b.accountId, newKey(), { ...body, expectedPayFen: payFen }, settings, new Date(end.getTime() + 1000)),
    ).rejects.toThrow(SECKILL_MESSAGES.finished);
    await expect(buy(db(), b.accountId, newKey(), { ...body, expectedPayFen: payFen }, settings, end)).rejects.toThrow(
      SECKILL_MESSAGES.finished,
    );
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 5, remaining: 5 });
    // At the start itself it is open.
    const ok = await buy(db(), b.accountId, newKey(), { ...body, expectedPayFen: payFen }, settings, start);
    expect(ok.orderNo).toMatch(/^\d{20}$/);
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 5, remaining: 4 });
    // Over HTTP after the end.
    await setWindow(db(), a.activityNo, new Date(Date.now() - 7200_000), new Date(Date.now() - 1000));
    const late = await buyAs(ctx, b, a.activityNo, 1);
    expect(late.statusCode).toBe(422);
    expect(late.json().msg).toBe(SECKILL_MESSAGES.finished);
  });

  it('committed without waiting for the flush (SECKILL_ASYNC_COMMIT), a buy holds the same; the setting ends with it', async () => {
    const a = await createActivity(ctx, sales, { stock: 2, perUserLimit: 1 });
    const b = await addBuyer(ctx, world.shopMerchantNo);
    const settingNow = async () =>
      (await sql<{ v: string }>`select current_setting('synchronous_commit') as v`.execute(db())).rows[0]!.v;
    const before = await settingNow();
    const { payFen } = await settle(db(), b.accountId, { activityNo: a.activityNo, quantity: 1 });
    const body = { activityNo: a.activityNo, quantity: 1, addressId: b.addressId, remark: '', expectedPayFen: payFen };
    const settings = { expireMinutes: 30, asyncCommit: true };
    const placed = await buy(db(), b.accountId, newKey(), body, settings);
    expect(placed.payFen).toBe(payFen);
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 2, remaining: 1 });
    expect(await boughtOf(db(), a.activityNo, b.accountId)).toBe(1);
    await expect(buy(db(), b.accountId, newKey(), body, settings)).rejects.toThrow(SECKILL_MESSAGES.overLimit(1));
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 2, remaining: 1 });
    // set_config(..., true) lasted only for the buy's own statement: the pooled session is as it was.
    expect(await settingNow()).toBe(before);
  });

  it('the last units: a buy asking more than is left is refused, then the activity is sold out', async () => {
    const a = await createActivity(ctx, sales, { stock: 2, perUserLimit: 2 });
    const [b1, b2] = [world.buyers[0]!, world.buyers[1]!];
    expect((await buyAs(ctx, b1, a.activityNo, 1)).statusCode).toBe(200);
    const more = await buyAs(ctx, b2, a.activityNo, 2);
    expect(more.statusCode).toBe(422);
    expect(more.json().msg).toBe(SECKILL_MESSAGES.stockShort(1));
    expect((await buyAs(ctx, b2, a.activityNo, 1)).statusCode).toBe(200);
    const gone = await buyAs(ctx, b2, a.activityNo, 1);
    expect(gone.json().msg).toBe(SECKILL_MESSAGES.soldOut);
    const d = (await injectAs(ctx, b2.token, 'GET', `${SECKILL_API.detail}?activityNo=${a.activityNo}`)).json().data;
    expect(d.activity.status).toBe(SECKILL_STATUS.SOLD_OUT);
    expect(d.refusal).toBe(SECKILL_MESSAGES.soldOut);
  });

  it('a buy refuses a changed amount and a key reused for another buy', async () => {
    const a = await createActivity(ctx, sales);
    const b = await addBuyer(ctx, world.shopMerchantNo);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: SECKILL_API.buy,
      payload: { activityNo: a.activityNo, quantity: 1, addressId: b.addressId, expectedPayFen: 1 },
      headers: { authorization: `Bearer ${b.token}`, 'idempotency-key': newKey() },
    });
    expect(wrong.json().msg).toBe(ORDER_MESSAGES.amountChanged);
    const noKey = await injectAs(ctx, b.token, 'POST', SECKILL_API.buy, {
      activityNo: a.activityNo,
      quantity: 1,
      addressId: b.addressId,
      expectedPayFen: 1,
    });
    expect(noKey.statusCode).toBe(400);
    const key = newKey();
    expect((await buyAs(ctx, b, a.activityNo, 1, key)).statusCode).toBe(200);
    const reused = await buyAs(ctx, b, a.activityNo, 2, key);
    expect(reused.json().msg).toBe(ORDER_MESSAGES.idempotencyKeyReused);
    expect(await pool(db(), a.activityNo)).toEqual({ stock: 5, remaining: 4 });
  });
});
