/**
 * Races that only a real PostgreSQL shows (PGlite runs one transaction at a time): overselling, one order per
 * Idempotency-Key, a one-use coupon, and expiry racing payments.
 */
import { BUYING_API, COUPON_MESSAGES, ORDER_MESSAGES, ORDER_STATUS } from '@portal/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres } from '../../../test/support/test-db.ts';
import { sweepExpired } from './expiry.ts';
import { mallOrderPayable } from './payable.ts';
import {
  FREIGHT,
  addBuyer,
  claimCoupon,
  createBuyingWorld,
  createCoupon,
  setStock,
  stockOf,
  type Buyer,
  type BuyingWorld,
} from '../../../test/support/buying.ts';

let seq = 0;
const newKey = () => `race-${Date.now().toString(36)}-${++seq}`;

function placer(ctx: TestContext) {
  return (b: Buyer, body: object, key = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: BUYING_API.placeOrder,
      payload: { source: 'direct', addressId: b.addressId, ...body },
      headers: { authorization: `Bearer ${b.token}`, 'idempotency-key': key },
    });
}

describeOnPostgres('mall order races on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;
  let place: ReturnType<typeof placer>;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    world = await createBuyingWorld(ctx, 4);
    place = placer(ctx);
  });
  afterAll(() => ctx.close());

  it('200 concurrent orders on a model with stock 50: exactly 50 orders, stock 0, never negative', async () => {
    await setStock(db(), 'SKU-HD-4T', 50);
    const expectedPayFen = 59900 + FREIGHT.baseFen;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        place(world.buyers[i % world.buyers.length]!, { items: [{ skuNo: 'SKU-HD-4T', quantity: 1 }], expectedPayFen }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok.length).toBe(50);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(422);
      const msg = r.json().msg as string;
      expect([`商品“DK-4T-SV”：${ORDER_MESSAGES.soldOut}`, '商品“DK-4T-SV”：库存不足'].some((w) => msg.startsWith(w)), msg).toBe(true); // prettier-ignore
    }
    expect(new Set(ok.map((r) => r.json().data.orderNo)).size).toBe(50);
    expect(await stockOf(db(), 'SKU-HD-4T')).toBe(0);
    const lines = await db()
      .selectFrom('mall_order_line')
      .select((eb) => eb.fn.sum<string>('quantity').as('q'))
      .where('sku_no', '=', 'SKU-HD-4T')
      .executeTakeFirstOrThrow();
    expect(Number(lines.q)).toBe(50);
    const moves = await db()
      .selectFrom('stock_movement')
      .select((eb) => eb.fn.sum<string>('delta').as('d'))
      .where('sku_no', '=', 'SKU-HD-4T')
      .executeTakeFirstOrThrow();
    expect(Number(moves.d)).toBe(-50);
  });

  it('stock refusals tell the truth under a crowd: how many are left while units remain, sold out only at none', async () => {
    // 31 units, 40 parallel orders of 3: ten are written and 1 unit stays; every refusal was decided from what its
    // conditional update saw (1 left: 「最多可购买1件」), none says sold out while that unit remains
    await setStock(db(), 'SKU-HD-4T', 31);
    const three = {
      items: [{ skuNo: 'SKU-HD-4T', quantity: 3 }],
      expectedPayFen: 3 * 59900 + FREIGHT.baseFen + 2 * FREIGHT.extraFen,
    };
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => place(world.buyers[i % world.buyers.length]!, three)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBe(10);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().msg).toBe('商品“DK-4T-SV”：库存不足，最多可购买1件');
    }
    expect(await stockOf(db(), 'SKU-HD-4T')).toBe(1);
    // the last unit to one of two racing buyers of 1; the other hears sold out (none left), from the write
    const one = { items: [{ skuNo: 'SKU-HD-4T', quantity: 1 }], expectedPayFen: 59900 + FREIGHT.baseFen };
    const last = await Promise.all([place(world.buyers[0]!, one), place(world.buyers[1]!, one)]);
    expect(last.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refused = last.find((r) => r.statusCode === 422)!.json();
    expect(refused.msg).toBe(`商品“DK-4T-SV”：${ORDER_MESSAGES.soldOut}`);
    expect(await stockOf(db(), 'SKU-HD-4T')).toBe(0);
  });

  it('the same Idempotency-Key sent 20 times in parallel makes one order, and every answer names it', async () => {
    await setStock(db(), 'SKU-D4-2', 100);
    const b = world.buyers[0]!;
    const key = newKey();
    const body = {
      items: [{ skuNo: 'SKU-D4-2', quantity: 3 }],
      expectedPayFen: 3 * 29900 + FREIGHT.baseFen + 2 * FREIGHT.extraFen,
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => place(b, body, key)));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(results.map((r) => r.json().data.orderNo)).size).toBe(1);
    const rows = await db().selectFrom('mall_order').select('order_no').where('idempotency_key', '=', key).execute();
    expect(rows.length).toBe(1);
    expect(await stockOf(db(), 'SKU-D4-2')).toBe(97);
  });

  it('a one-use coupon applied by 50 parallel orders is redeemed once', async () => {
    await setStock(db(), 'SKU-B8-4', 100);
    const b = await addBuyer(ctx, world.shopMerchantNo);
    const held = await claimCoupon(ctx, b.token, await createCoupon(db(), { amountOffFen: 10000 }));
    const body = {
      items: [{ skuNo: 'SKU-B8-4', quantity: 1 }],
      userCouponNo: held,
      expectedPayFen: 89900 + FREIGHT.baseFen - 10000,
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => place(b, body)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBe(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().msg).toBe(COUPON_MESSAGES.unusable);
    }
    const orders = await db()
      .selectFrom('mall_order')
      .select(['order_no', 'discount_fen'])
      .where('user_coupon_no', '=', held)
      .execute();
    expect(orders).toEqual([{ order_no: ok[0]!.json().data.orderNo, discount_fen: 10000 }]);
    const coupon = await db()
      .selectFrom('user_coupon')
      .selectAll()
      .where('user_coupon_no', '=', held)
      .executeTakeFirstOrThrow();
    expect([coupon.status, coupon.used_order_no]).toEqual([1, orders[0]!.order_no]);
    expect(await stockOf(db(), 'SKU-B8-4')).toBe(99);
  });

  it('a buyer cancelling and the sweeper expiring the same orders at once give stock back once', async () => {
    await setStock(db(), 'SKU-ARR', 40);
    const b = await addBuyer(ctx, world.shopMerchantNo);
    const placed = await Promise.all(
      Array.from({ length: 20 }, () =>
        place(b, { items: [{ skuNo: 'SKU-ARR', quantity: 2 }], expectedPayFen: 2 * 1999900 }),
      ),
    );
    const orderNos = placed.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.orderNo as string;
    });
    expect(await stockOf(db(), 'SKU-ARR')).toBe(0);
    const future = new Date(Date.now() + 31 * 60_000);
    const [cancels] = await Promise.all([
      Promise.all(
        orderNos.map((orderNo) =>
          ctx.app.inject({
            method: 'POST',
            url: BUYING_API.orderCancel,
            payload: { orderNo },
            headers: { authorization: `Bearer ${b.token}` },
          }),
        ),
      ),
      sweepExpired(db(), future),
      sweepExpired(db(), future),
    ]);
    for (const c of cancels) expect([200, 422]).toContain(c.statusCode);
    for (const c of cancels.filter((x) => x.statusCode === 422)) expect(c.json().msg).toBe(ORDER_MESSAGES.cannotCancel);
    expect(await stockOf(db(), 'SKU-ARR')).toBe(40);
    const moves = await db()
      .selectFrom('stock_movement')
      .select(['order_no', (eb) => eb.fn.sum<string>('delta').as('d'), (eb) => eb.fn.countAll<string>().as('n')])
      .where('order_no', 'in', orderNos)
      .groupBy('order_no')
      .execute();
    for (const m of moves) expect([Number(m.d), Number(m.n)]).toEqual([0, 2]);
  });
});

describeOnPostgres('order expiry with a shortened time on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    // 6 s to pay, swept every second by the timer the app starts.
    ctx = await createTestApp(driver, { ORDER_EXPIRE_MINUTES: '0.1', ORDER_SWEEP_SECONDS: '1' });
    world = await createBuyingWorld(ctx, 3);
  });
  afterAll(() => ctx.close());

  it('unpaid orders close by themselves and give back exactly their stock; paid ones keep it; late payments are refused', async () => {
    const place = placer(ctx);
    await setStock(db(), 'SKU-HD-4T', 60);
    await setStock(db(), 'SKU-D4-2', 60);
    const items = [
      { skuNo: 'SKU-HD-4T', quantity: 2 },
      { skuNo: 'SKU-D4-2', quantity: 1 },
    ];
    const expectedPayFen = 2 * 59900 + 29900 + FREIGHT.baseFen + 2 * FREIGHT.extraFen;
    const placed = await Promise.all(
      Array.from({ length: 30 }, (_, i) => place(world.buyers[i % 3]!, { items, expectedPayFen })),
    );
    const orders = placed.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as { orderNo: string; payFen: number; expiresAt: string };
    });
    expect(await stockOf(db(), 'SKU-HD-4T')).toBe(0);
    // Pay a third of them at once, while they are still payable.
    const paid = orders.slice(0, 10);
    const results = await Promise.all(
      paid.map((o) =>
        db()
          .transaction()
          .execute((tx) =>
            mallOrderPayable.markPaid(tx, o.orderNo, {
              paymentNo: `PAY-${o.orderNo}`,
              channel: 'wechat',
              amountFen: o.payFen,
              paidAt: new Date(),
            }),
          ),
      ),
    );
    expect(results.every((r) => r === 'paid')).toBe(true);

    // Wait for the sweeper (expiry + up to one interval + slack).
    const lastExpiry = Math.max(...orders.map((o) => new Date(o.expiresAt).getTime()));
    const deadline = lastExpiry + 15_000;
    for (;;) {
      const left = await db().selectFrom('mall_order').select('id').where('status', '=', ORDER_STATUS.UNPAID).execute();
      if (!left.length) break;
      if (Date.now() > deadline) throw new Error(`${left.length} orders still unpaid after expiry`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const rows = await db()
      .selectFrom('mall_order')
      .select(['order_no', 'status', 'cancel_reason'])
      .where(
        'order_no',
        'in',
        orders.map((o) => o.orderNo),
      )
      .execute();
    const paidNos = new Set(paid.map((o) => o.orderNo));
    for (const r of rows) {
      if (paidNos.has(r.order_no)) expect(r.status).toBe(ORDER_STATUS.PAID);
      else expect([r.status, r.cancel_reason]).toEqual([ORDER_STATUS.CANCELLED, ORDER_MESSAGES.expired]);
    }
    expect(await stockOf(db(), 'SKU-HD-4T')).toBe(60 - 10 * 2);
    expect(await stockOf(db(), 'SKU-D4-2')).toBe(60 - 10);
    const expireMoves = await db()
      .selectFrom('stock_movement')
      .select(['sku_no', (eb) => eb.fn.sum<string>('delta').as('d')])
      .where('reason', '=', 'expire')
      .groupBy('sku_no')
      .orderBy('sku_no')
      .execute();
    expect(expireMoves.map((m) => [m.sku_no, Number(m.d)])).toEqual([
      ['SKU-D4-2', 20],
      ['SKU-HD-4T', 40],
    ]);
    // A payment that arrives now for an expired order is not applied (the payment module records it for refund).
    const late = orders[15]!;
    const r = await db()
      .transaction()
      .execute((tx) =>
        mallOrderPayable.markPaid(tx, late.orderNo, {
          paymentNo: 'LATE',
          channel: 'alipay',
          amountFen: late.payFen,
          paidAt: new Date(),
        }),
      );
    expect(r).toBe('not_payable');
  });
});
