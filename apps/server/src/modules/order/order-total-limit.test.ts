import { BUYING_API, ORDER_MESSAGES, ORDER_TOTAL_MAX_FEN, type PreSettlement } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/support/test-db.ts';
import { setStock, type Buyer } from '../../../test/support/buying.ts';
import { useOrderWorld } from '../../../test/support/orders.ts';

/** The price of the demo catalogue's dearest model the audit used (¥193,999), on a test model. */
const DEAREST_FEN = 19_399_900;
const SKU = 'SKU-B8-4';

describe.each(testDrivers())('one order total limit on %s', (driver) => {
  const { call, pre, place, db, current } = useOrderWorld(driver);
  let buyer: Buyer;
  beforeAll(async () => {
    ({ buyer } = current());
    await setStock(db(), SKU, 1000);
    await db().updateTable('sku').set({ price_fen: DEAREST_FEN }).where('sku_no', '=', SKU).execute();
    await db()
      .updateTable('dealer_sku_price')
      .set({ price_fen: DEAREST_FEN, gold_price_fen: null })
      .where('sku_no', '=', SKU)
      .execute();
  });

  it('116 × the dearest model: the quote and the order answer the same limit message, nothing written', async () => {
    const items = [{ skuNo: SKU, quantity: 116 }];
    expect(116 * DEAREST_FEN).toBeGreaterThan(ORDER_TOTAL_MAX_FEN);
    const quote = await pre(buyer.token, { source: 'direct', items, addressId: buyer.addressId });
    expect(quote.statusCode).toBe(422);
    expect(quote.json()).toMatchObject({
      msg: '单笔订单金额不能超过2000万元，请分开下单',
      reason: 'ORDER.totalMax',
    });
    const order = await place(buyer.token, {
      source: 'direct',
      items,
      addressId: buyer.addressId,
      expectedPayFen: 116 * DEAREST_FEN,
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().msg).toBe(ORDER_MESSAGES.totalMax);
    expect(order.json().msg).toBe(quote.json().msg);
    const n = await db().selectFrom('mall_order').select(db().fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });

  it('the cart refuses a line over the limit with the same message', async () => {
    const add = await call(buyer.token, 'POST', BUYING_API.cartBatchAdd, {
      items: [{ spuNo: 'SPU-B8', skuNo: SKU, quantity: 116 }],
    });
    expect(add.json().msg, add.body).toBe(ORDER_MESSAGES.totalMax);
    expect((await call(buyer.token, 'GET', BUYING_API.cartQuery)).json().data.items ?? []).toEqual([]);
  });

  it('under the limit the quote and the order agree', async () => {
    const items = [{ skuNo: SKU, quantity: 100 }];
    const quote = await pre(buyer.token, { source: 'direct', items, addressId: buyer.addressId });
    expect(quote.statusCode, quote.body).toBe(200);
    const s = quote.json().data as PreSettlement;
    expect(s.goodsFen).toBe(100 * DEAREST_FEN);
    const order = await place(buyer.token, {
      source: 'direct',
      items,
      addressId: buyer.addressId,
      expectedPayFen: s.payFen,
    });
    expect(order.statusCode, order.body).toBe(200);
    const placed = order.json().data as { orderNo: string; payFen: number };
    expect(placed.payFen).toBe(s.payFen);
    const row = await db()
      .selectFrom('mall_order')
      .select(['goods_fen', 'pay_fen'])
      .where('order_no', '=', placed.orderNo)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ goods_fen: 100 * DEAREST_FEN, pay_fen: s.payFen });
  });
});
