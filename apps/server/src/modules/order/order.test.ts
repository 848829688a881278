import {
  BUYING_API,
  ADDRESS_MESSAGES,
  COUPON_MESSAGES,
  DEALER_MESSAGES,
  DEALER_PROMPT,
  ORDER_MESSAGES,
  ORDER_STATUS,
  type PreSettlement,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { forgetShops } from '../dealer/service.ts';
import {
  FREIGHT,
  addBuyer,
  claimCoupon,
  createCoupon,
  setStock,
  stockOf,
  type Buyer,
  type BuyingWorld,
} from '../../../test/support/buying.ts';

import { newKey, useOrderWorld } from '../../../test/support/orders.ts';

describe.each(testDrivers())('mall orders: settlement and placing on %s', (driver) => {
  const { call, pre, place, buy, db, orderRow, movements, current } = useOrderWorld(driver);
  let ctx: TestContext;
  let world: BuyingWorld;
  let buyer: Buyer;
  let other: Buyer;
  beforeAll(() => ({ ctx, world, buyer, other } = current()));

  it('guests are asked to log in', async () => {
    expect((await call(null, 'POST', BUYING_API.preSettlement, { source: 'cart' })).statusCode).toBe(401);
    expect((await call(null, 'POST', BUYING_API.placeOrder, {})).statusCode).toBe(401);
    expect((await call(null, 'GET', BUYING_API.orderPage)).statusCode).toBe(401);
  });

  it('a buyer without a bound first-level dealer gets the part 1 §5 words', async () => {
    await createAccount(db(), { phone: '13900099001' });
    const person = await loginToken(ctx, '13900099001');
    const res = await pre(person, { source: 'direct', items: [{ skuNo: 'SKU-HD-4T', quantity: 1 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(DEALER_PROMPT.person);
    const match = await call(person, 'POST', BUYING_API.skuMatchShop, { skuNos: ['SKU-HD-4T'] });
    expect(match.json().msg).toBe(DEALER_PROMPT.person);
  });

  it('skuMatchShop gives every model to the current dealer; shop-status-check tells open or closed', async () => {
    const res = await call(buyer.token, 'POST', BUYING_API.skuMatchShop, { skuNos: ['SKU-HD-4T', 'SKU-B4-4'] });
    expect(res.json().data).toEqual([
      { skuNo: 'SKU-HD-4T', shopMerchantNo: world.shopMerchantNo, shopName: world.shopName },
      { skuNo: 'SKU-B4-4', shopMerchantNo: world.shopMerchantNo, shopName: world.shopName },
    ]);
    const open = await call(buyer.token, 'GET', BUYING_API.shopStatusCheck);
    expect(open.json().data).toEqual({ merchantNo: world.shopMerchantNo, name: world.shopName, status: 1, msg: null });
    await db().updateTable('merchant').set({ status: 0 }).where('merchant_no', '=', world.shopMerchantNo).execute();
    forgetShops(db()); // closed behind the service: the kept shop lists would show it for 2 s more
    try {
      const closed = await call(buyer.token, 'GET', BUYING_API.shopStatusCheck);
      expect(closed.json().data).toMatchObject({ status: 0, msg: DEALER_MESSAGES.shopAbnormal });
      // A closed shop takes no order.
      const { res: refused } = await buy(buyer, [{ skuNo: 'SKU-HD-4T', quantity: 1 }]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().msg).toBe(DEALER_MESSAGES.shopAbnormal);
    } finally {
      await db().updateTable('merchant').set({ status: 1 }).where('merchant_no', '=', world.shopMerchantNo).execute();
      forgetShops(db());
    }
  });

  it('pre-settles a basket: server prices, the shop, the default address, freight from the template, totals', async () => {
    const res = await pre(buyer.token, {
      source: 'direct',
      items: [
        { skuNo: 'SKU-B4-4', quantity: 2 },
        { skuNo: 'SKU-HD-4T', quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().data as PreSettlement;
    expect(s.shop).toEqual({ merchantNo: world.shopMerchantNo, name: world.shopName, status: 1, msg: null });
    expect(s.lines.map((l) => [l.skuNo, l.priceFen, l.quantity, l.amountFen, l.shopMerchantNo])).toEqual([
      ['SKU-B4-4', 39900, 2, 79800, world.shopMerchantNo],
      ['SKU-HD-4T', 59900, 1, 59900, world.shopMerchantNo],
    ]);
    expect(s.address).toMatchObject({ id: buyer.addressId, provinceName: '浙江省', isDefault: true });
    expect(s.goodsFen).toBe(139700);
    expect(s.freightFen).toBe(FREIGHT.baseFen + 2 * FREIGHT.extraFen);
    expect(s.discountFen).toBe(0);
    expect(s.payFen).toBe(139700 + 1400);
    expect(s.coupons).toEqual([]);
    // Free freight from the template's threshold.
    const big = await pre(buyer.token, { source: 'direct', items: [{ skuNo: 'SKU-HD-4T', quantity: 4 }] });
    expect(big.json().data).toMatchObject({ goodsFen: 239600, freightFen: 0, payFen: 239600 });
  });

  it('refuses lines that cannot be bought, naming the model', async () => {
    const cases: [string, number, string][] = [
      ['SKU-D4-X', 1, '商品“HY-IPC-3D04I3(4mm)”：商品已下架'],
      ['SKU-OLD', 1, '商品“HY-OLD-1”：商品已下架'],
      ['SKU-B2-4', 1, '商品“HY-IPC-2B02I2(4mm)”：暂无价格，无法购买'],
      ['SKU-B4-6', 1, '商品“HY-IPC-3B04I4-I5(6mm)”：商品已售罄'],
      ['SKU-B4-4', 11, '商品“HY-IPC-3B04I4-I5(4mm)”：库存不足，最多可购买10件'],
      ['NO-SUCH', 1, '商品“NO-SUCH”：该商品不存在'],
    ];
    for (const [skuNo, quantity, msg] of cases) {
      const res = await pre(buyer.token, { source: 'direct', items: [{ skuNo, quantity }] });
      expect([res.statusCode, res.json().msg]).toEqual([422, msg]);
    }
    const bad = await pre(buyer.token, { source: 'direct', items: [{ skuNo: 'SKU-HD-4T', quantity: 0 }] });
    expect(bad.statusCode).toBe(400);
    const noCart = await pre(other.token, { source: 'cart' });
    expect([noCart.statusCode, noCart.json().msg]).toEqual([422, ORDER_MESSAGES.emptyBasket]);
    const foreign = await pre(buyer.token, {
      source: 'direct',
      items: [{ skuNo: 'SKU-HD-4T', quantity: 1 }],
      addressId: other.addressId,
    });
    expect([foreign.statusCode, foreign.json().msg]).toEqual([422, ADDRESS_MESSAGES.notFound]);
  });

  it('offers the held coupons, picks the best usable one, and honours an explicit choice or none', async () => {
    const b = await addBuyer(ctx, world.shopMerchantNo);
    const small = await claimCoupon(ctx, b.token, await createCoupon(db(), { amountOffFen: 3000 }));
    const best = await claimCoupon(ctx, b.token, await createCoupon(db(), { amountOffFen: 8000, thresholdFen: 50000 }));
    const tooHigh = await claimCoupon(
      ctx,
      b.token,
      await createCoupon(db(), { amountOffFen: 9000, thresholdFen: 900000 }),
    );
    const items = [{ skuNo: 'SKU-HD-4T', quantity: 1 }];
    const auto = (await pre(b.token, { source: 'direct', items })).json().data as PreSettlement;
    expect(auto.coupons.map((c) => [c.userCouponNo, c.usable, c.discountFen])).toEqual([
      [best, true, 8000],
      [small, true, 3000],
      [tooHigh, false, 0],
    ]);
    expect(auto.selectedCouponNo).toBe(best);
    expect(auto).toMatchObject({ goodsFen: 59900, freightFen: 1000, discountFen: 8000, payFen: 59900 + 1000 - 8000 });
    const chosen = (await pre(b.token, { source: 'direct', items, userCouponNo: small })).json().data;
    expect(chosen).toMatchObject({ selectedCouponNo: small, discountFen: 3000 });
    const none = (await pre(b.token, { source: 'direct', items, userCouponNo: null })).json().data;
    expect(none).toMatchObject({ selectedCouponNo: null, discountFen: 0, payFen: 60900 });
    const unusable = await pre(b.token, { source: 'direct', items, userCouponNo: tooHigh });
    expect(unusable.statusCode).toBe(422);
    expect(unusable.json().msg).toMatch(/还差/);
    const foreign = await pre(other.token, { source: 'direct', items, userCouponNo: best });
    expect([foreign.statusCode, foreign.json().msg]).toEqual([422, COUPON_MESSAGES.unusable]);

    // Placing with the best coupon: redeemed once, the discount shared over the lines.
    const { res } = await buy(
      b,
      [
        { skuNo: 'SKU-HD-4T', quantity: 1 },
        { skuNo: 'SKU-B8-4', quantity: 1 },
      ],
      { userCouponNo: best },
    );
    expect(res.statusCode, res.body).toBe(200);
    const orderNo = res.json().data.orderNo as string;
    const o = await orderRow(orderNo);
    expect([o.user_coupon_no, o.discount_fen, o.pay_fen]).toEqual([best, 8000, 59900 + 89900 + 1200 - 8000]);
    const lines = await db().selectFrom('mall_order_line').selectAll().where('order_id', '=', o.id).execute();
    expect(lines.reduce((s, l) => s + l.discount_fen, 0)).toBe(8000);
    const held = await db()
      .selectFrom('user_coupon')
      .selectAll()
      .where('user_coupon_no', '=', best)
      .executeTakeFirstOrThrow();
    expect([held.status, held.used_order_no]).toEqual([1, orderNo]);
    // Cancelling gives the coupon back.
    expect((await call(b.token, 'POST', BUYING_API.orderCancel, { orderNo })).statusCode).toBe(200);
    const back = await db()
      .selectFrom('user_coupon')
      .selectAll()
      .where('user_coupon_no', '=', best)
      .executeTakeFirstOrThrow();
    expect([back.status, back.used_order_no]).toEqual([0, null]);
  });

  it('placeorder needs an Idempotency-Key and the amount the buyer saw; a refusal writes nothing', async () => {
    await setStock(db(), 'SKU-B8-4', 5);
    const items = [{ skuNo: 'SKU-B8-4', quantity: 2 }];
    const s = (await pre(buyer.token, { source: 'direct', items })).json().data as PreSettlement;
    const body = { source: 'direct', items, addressId: buyer.addressId, expectedPayFen: s.payFen };
    const missing = await place(buyer.token, body, null);
    expect([missing.statusCode, missing.json().msg]).toEqual([400, ORDER_MESSAGES.idempotencyKeyRequired]);
    const invalid = await place(buyer.token, body, 'bad key!');
    expect([invalid.statusCode, invalid.json().msg]).toEqual([400, ORDER_MESSAGES.idempotencyKeyInvalid]);
    const before = await db()
      .selectFrom('mall_order')
      .select(db().fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const changed = await place(buyer.token, { ...body, expectedPayFen: s.payFen - 1 });
    expect([changed.statusCode, changed.json().msg]).toEqual([422, '金额已变化，请刷新后重试']);
    const noAddress = await place(buyer.token, { ...body, addressId: undefined });
    expect(noAddress.statusCode).toBe(400);
    const after = await db()
      .selectFrom('mall_order')
      .select(db().fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await stockOf(db(), 'SKU-B8-4')).toBe(5);
  });

  it('places an order once per key: the same body answers the same order, another body is refused', async () => {
    await setStock(db(), 'SKU-B8-4', 5);
    const key = newKey();
    const items = [{ skuNo: 'SKU-B8-4', quantity: 2 }];
    const { res, settlement } = await buy(buyer, items, { remark: ' 请尽快发货 ' }, key);
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().data;
    expect(placed.orderNo).toMatch(/^\d{20}$/);
    expect(placed.payFen).toBe(settlement.payFen);
    const body = {
      source: 'direct',
      items,
      addressId: buyer.addressId,
      expectedPayFen: settlement.payFen,
      remark: '请尽快发货',
    };
    const again = await place(buyer.token, body, key);
    expect(again.json().data).toEqual(placed);
    // A replay still answers the order when the same request could no longer be placed (sold out meanwhile).
    await setStock(db(), 'SKU-B8-4', 0);
    const soldOut = await place(buyer.token, body, key);
    expect([soldOut.statusCode, soldOut.json().data]).toEqual([200, placed]);
    await setStock(db(), 'SKU-B8-4', 3);
    const otherBody = await place(buyer.token, { ...body, items: [{ skuNo: 'SKU-B8-4', quantity: 1 }] }, key);
    expect([otherBody.statusCode, otherBody.json().msg]).toEqual([422, ORDER_MESSAGES.idempotencyKeyReused]);
    // The same key of another account is another order space.
    const o = await orderRow(placed.orderNo);
    expect(o).toMatchObject({
      status: ORDER_STATUS.UNPAID,
      account_id: buyer.accountId,
      buyer_merchant_no: buyer.merchantNo,
      shop_merchant_no: world.shopMerchantNo,
      goods_fen: 179800,
      freight_fen: 1200,
      discount_fen: 0,
      pay_fen: 181000,
      remark: '请尽快发货',
      idempotency_key: key,
    });
    expect(o.request_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(o.expires_at).getTime() - new Date(o.created_at).getTime()).toBeGreaterThan(29 * 60_000);
    expect(await stockOf(db(), 'SKU-B8-4')).toBe(3);
    expect((await movements(placed.orderNo)).map((m) => [m.sku_no, m.delta, m.reason])).toEqual([
      ['SKU-B8-4', -2, 'order'],
    ]);
    const count = await db()
      .selectFrom('mall_order')
      .select(db().fn.countAll<string>().as('n'))
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
