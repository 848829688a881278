/**
 * The buy's write in turn (hold.ts) on PGlite and PostgreSQL: buys that queue behind an activity's write in flight
 * go together as one statement, each with its own order; a batch that would not stand whole (the pool short of it,
 * a buyer over the limit, a key already used) writes nothing and its buys run one by one with their own answers.
 */
import { ORDER_STATUS, SECKILL_ORDER_TYPE } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { AppError } from '../../http/errors.ts';
import type { ExternalOrder } from '../order/external-order.ts';
import {
  HANGZHOU,
  createBuyingWorld,
  setStock,
  stockOf,
  type Buyer,
  type BuyingWorld,
} from '../../../test/support/buying.ts';
import { batchesWritten, holdInTurn, KeyTaken, PoolRefused, type Held } from './hold.ts';
import * as q from './queries.ts';
import { boughtOf, createActivity, newKey, pool, salesToken } from '../../../test/support/seckill.ts';

describe.each(testDrivers())('the buy written in turn on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;
  let sales: string;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    world = await createBuyingWorld(ctx, 5);
    sales = await salesToken(ctx);
    await setStock(db(), 'SKU-HD-4T', 1000);
  });
  afterAll(() => ctx.close());

  const orderOf = (b: Buyer, key = newKey()): ExternalOrder => ({
    accountId: b.accountId,
    buyerMerchantNo: b.merchantNo,
    shop: { merchantNo: world.shopMerchantNo, name: world.shopName },
    address: {
      id: b.addressId,
      ...HANGZHOU,
      streetCode: null,
      streetName: null,
      detailAddress: '文三路 90 号',
      contactName: '测试',
      contactPhone: '13900001111',
      isDefault: true,
    },
    lines: [
      {
        skuNo: 'SKU-HD-4T',
        spuNo: 'SPU-HD',
        skuName: '4TB 监控硬盘',
        spuName: '监控硬盘',
        model: 'HD-4T',
        picUrl: null,
        priceFen: 39900,
        quantity: 1,
        amountFen: 39900,
        discountFen: 0,
      },
    ],
    freightFen: 1000,
    remark: '',
    idempotencyKey: key,
    requestHash: 'h',
    orderType: SECKILL_ORDER_TYPE,
    expireMinutes: 30,
  });

  async function activity(stock: number, perUserLimit: number) {
    const a = await createActivity(ctx, sales, { stock, perUserLimit });
    const row = await q.activityByNo(db(), a.activityNo);
    return { no: a.activityNo, hold: { activityId: Number(row!.id), perUserLimit, quantity: 1 } };
  }

  /** The first buy starts its write at once; the rest are queued behind it, in this order. */
  const inTurn = (hold: { activityId: number; perUserLimit: number; quantity: number }, orders: ExternalOrder[]) =>
    Promise.allSettled(orders.map((o) => holdInTurn(db(), o, hold, new Date())));

  const won = (r: PromiseSettledResult<Held>[]) => r.flatMap((x) => (x.status === 'fulfilled' ? [x.value] : []));
  const why = (r: PromiseSettledResult<Held>) => (r.status === 'rejected' ? (r.reason as unknown) : null);

  async function written(activityNo: string) {
    return db()
      .selectFrom('seckill_order as so')
      .innerJoin('seckill_activity as sa', 'sa.id', 'so.activity_id')
      .innerJoin('mall_order as o', 'o.order_no', 'so.order_no')
      .select(['o.order_no', 'o.account_id', 'o.status', 'o.pay_fen', 'o.order_type'])
      .where('sa.activity_no', '=', activityNo)
      .execute();
  }

  it('buys queued behind a write go as one statement, each with its own order, lines and stock movement', async () => {
    const a = await activity(10, 1);
    const stock = await stockOf(db(), 'SKU-HD-4T');
    const before = batchesWritten(db());
    const r = await inTurn(
      a.hold,
      world.buyers.map((b) => orderOf(b)),
    );
    expect(r.map((x) => x.status)).toEqual(Array(5).fill('fulfilled'));
    expect(batchesWritten(db())).toBe(before + 1); // the first alone, the four behind it together
    const held = won(r);
    expect(new Set(held.map((h) => h.orderNo)).size).toBe(5);
    expect(held.map((h) => h.payFen)).toEqual(Array(5).fill(40900));
    expect(held[0]!.remaining).toBe(9);
    expect(held.slice(1).map((h) => h.remaining)).toEqual([5, 5, 5, 5]);
    expect(await pool(db(), a.no)).toEqual({ stock: 10, remaining: 5 });
    expect(await stockOf(db(), 'SKU-HD-4T')).toBe(stock - 5);
    const orders = await written(a.no);
    expect(orders.map((o) => o.order_no).sort()).toEqual(held.map((h) => h.orderNo).sort());
    for (const o of orders) expect([o.status, o.pay_fen, o.order_type]).toEqual([ORDER_STATUS.UNPAID, 40900, 2]);
    for (const b of world.buyers) expect(await boughtOf(db(), a.no, b.accountId)).toBe(1);
    const lines = await db()
      .selectFrom('mall_order_line as l')
      .innerJoin('mall_order as o', 'o.id', 'l.order_id')
      .select(['o.order_no', 'l.quantity'])
      .where(
        'o.order_no',
        'in',
        held.map((h) => h.orderNo),
      )
      .execute();
    expect(lines).toHaveLength(5);
    const moves = await db()
      .selectFrom('stock_movement')
      .select(['order_no', 'delta'])
      .where(
        'order_no',
        'in',
        held.map((h) => h.orderNo),
      )
      .execute();
    expect(moves.map((m) => m.delta)).toEqual(Array(5).fill(-1));
  });

  it('the batch the pool is short of: the first comers it holds go together, the rest hear sold out', async () => {
    const a = await activity(3, 1);
    const before = batchesWritten(db());
    const r = await inTurn(
      a.hold,
      world.buyers.map((b) => orderOf(b)),
    );
    // b0 alone (2 left); [b1..b4] refused whole; b1 and b2 then go together, b3 and b4 are refused.
    expect(r.map((x) => x.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect(batchesWritten(db())).toBe(before + 1);
    for (const x of r.slice(3)) expect(why(x)).toBeInstanceOf(PoolRefused);
    expect(await pool(db(), a.no)).toEqual({ stock: 3, remaining: 0 });
    expect((await written(a.no)).map((o) => Number(o.account_id)).sort()).toEqual(
      world.buyers
        .slice(0, 3)
        .map((b) => b.accountId)
        .sort(),
    );
  });

  it('a batch refused with the pool empty writes nothing and refuses every buy in it', async () => {
    const a = await activity(1, 1);
    const r = await inTurn(
      a.hold,
      world.buyers.slice(0, 4).map((b) => orderOf(b)),
    );
    expect(r.map((x) => x.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected']);
    expect(await pool(db(), a.no)).toEqual({ stock: 1, remaining: 0 });
    expect(await written(a.no)).toHaveLength(1);
  });

  it('a buyer over the limit in a batch hears the limit; the others in it still buy', async () => {
    const a = await activity(10, 1);
    const [b0, b1, b2, b3] = world.buyers as [Buyer, Buyer, Buyer, Buyer];
    await holdInTurn(db(), orderOf(b0), a.hold, new Date());
    const r = await inTurn(a.hold, [orderOf(b1), orderOf(b2), orderOf(b0), orderOf(b3)]);
    expect(r.map((x) => x.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(why(r[2]!)).toBeInstanceOf(AppError);
    expect((why(r[2]!) as Error).message).toBe('每人限购1件');
    expect(await boughtOf(db(), a.no, b0.accountId)).toBe(1);
    expect(await pool(db(), a.no)).toEqual({ stock: 10, remaining: 6 });
    expect(await written(a.no)).toHaveLength(4);
  });

  it('a key already used, in a batch, is told apart as taken; nothing is written twice', async () => {
    const a = await activity(10, 2);
    const [b0, b1, b2] = world.buyers as [Buyer, Buyer, Buyer];
    const key = newKey();
    const first = await holdInTurn(db(), orderOf(b0, key), a.hold, new Date());
    const r = await inTurn(a.hold, [orderOf(b1), orderOf(b2), orderOf(b0, key)]);
    expect(r.map((x) => x.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(why(r[2]!)).toBeInstanceOf(KeyTaken);
    expect(await boughtOf(db(), a.no, b0.accountId)).toBe(1);
    expect((await written(a.no)).filter((o) => Number(o.account_id) === b0.accountId).map((o) => o.order_no)).toEqual([
      first.orderNo,
    ]);
    expect(await pool(db(), a.no)).toEqual({ stock: 10, remaining: 7 });
  });

  it('one buyer twice in the queue goes in two statements (a statement holds one buy per buyer)', async () => {
    const a = await activity(10, 2);
    const [b0, b1, b2] = world.buyers as [Buyer, Buyer, Buyer];
    const before = batchesWritten(db());
    const r = await inTurn(a.hold, [orderOf(b0), orderOf(b1), orderOf(b1), orderOf(b2)]);
    expect(r.map((x) => x.status)).toEqual(Array(4).fill('fulfilled'));
    expect(batchesWritten(db())).toBe(before + 1); // [b1, b2] together, then b1's second alone
    expect(await boughtOf(db(), a.no, b1.accountId)).toBe(2);
    expect(await pool(db(), a.no)).toEqual({ stock: 10, remaining: 6 });
  });
});
