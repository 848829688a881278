import {
  BUYING_API,
  COUPON_MESSAGES,
  DEALER_PROMPT,
  MALL_ORDER_MESSAGES,
  ORDER_API,
  ORDER_STATUS,
  type PreSettlement,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, loginToken, injectAs, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { forgetShops } from '../dealer/service.ts';
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
} from './test-buying.ts';

let keySeq = 0;
const newKey = () => `test-key-${Date.now().toString(36)}-${++keySeq}`;

describe.each(testDrivers())('mall orders on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;
  let buyer: Buyer;
  let other: Buyer;

  const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    injectAs(ctx, token, method, url, payload);
  const pre = async (token: string, body: object) => call(token, 'POST', BUYING_API.preSettlement, body);
  const place = (token: string, body: object, key: string | null = newKey()) =>
    ctx.app.inject({
      method: 'POST',
      url: BUYING_API.placeOrder,
      payload: body,
      headers: { authorization: `Bearer ${token}`, ...(key === null ? {} : { 'idempotency-key': key }) },
    });
  /** Pre-settles, then places exactly what was shown. */
  const buy = async (b: Buyer, items: { skuNo: string; quantity: number }[], extra: object = {}, key = newKey()) => {
    const p = await pre(b.token, { source: 'direct', items, addressId: b.addressId, ...extra });
    expect(p.statusCode, p.body).toBe(200);
    const s = p.json().data as PreSettlement;
    const res = await place(
      b.token,
      { source: 'direct', items, addressId: b.addressId, expectedPayFen: s.payFen, ...extra },
      key,
    );
    return { res, settlement: s };
  };
  const db = () => ctx.database.db;
  const orderRow = (orderNo: string) =>
    db().selectFrom('mall_order').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  const movements = (orderNo: string) =>
    db().selectFrom('stock_movement').selectAll().where('order_no', '=', orderNo).orderBy('id').execute();

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    world = await createBuyingWorld(ctx, 2);
    [buyer, other] = world.buyers as [Buyer, Buyer];
  });
  afterAll(() => ctx.close());

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
      expect(closed.json().data).toMatchObject({ status: 0, msg: MALL_ORDER_MESSAGES.shopAbnormal });
      // A closed shop takes no order.
      const { res: refused } = await buy(buyer, [{ skuNo: 'SKU-HD-4T', quantity: 1 }]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().msg).toBe(MALL_ORDER_MESSAGES.shopAbnormal);
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
      ['NO-SUCH', 1, '商品“NO-SUCH”：商品不存在'],
    ];
    for (const [skuNo, quantity, msg] of cases) {
      const res = await pre(buyer.token, { source: 'direct', items: [{ skuNo, quantity }] });
      expect([res.statusCode, res.json().msg]).toEqual([422, msg]);
    }
    const bad = await pre(buyer.token, { source: 'direct', items: [{ skuNo: 'SKU-HD-4T', quantity: 0 }] });
    expect(bad.statusCode).toBe(400);
    const noCart = await pre(other.token, { source: 'cart' });
    expect([noCart.statusCode, noCart.json().msg]).toEqual([422, MALL_ORDER_MESSAGES.emptyBasket]);
    const foreign = await pre(buyer.token, {
      source: 'direct',
      items: [{ skuNo: 'SKU-HD-4T', quantity: 1 }],
      addressId: other.addressId,
    });
    expect([foreign.statusCode, foreign.json().msg]).toEqual([422, MALL_ORDER_MESSAGES.addressNotFound]);
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
    expect([missing.statusCode, missing.json().msg]).toEqual([400, MALL_ORDER_MESSAGES.idempotencyKeyRequired]);
    const invalid = await place(buyer.token, body, 'bad key!');
    expect([invalid.statusCode, invalid.json().msg]).toEqual([400, MALL_ORDER_MESSAGES.idempotencyKeyInvalid]);
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
    expect([otherBody.statusCode, otherBody.json().msg]).toEqual([422, MALL_ORDER_MESSAGES.idempotencyKeyReused]);
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

  it('places the checked cart lines and removes them from the cart, leaving unchecked ones', async () => {
    const b = await addBuyer(ctx, world.shopMerchantNo);
    const add = await call(b.token, 'POST', BUYING_API.cartBatchAdd, {
      items: [
        { spuNo: 'SPU-HD', skuNo: 'SKU-HD-4T', quantity: 2 },
        { spuNo: 'SPU-D4', skuNo: 'SKU-D4-2', quantity: 1 },
      ],
    });
    expect(add.statusCode, add.body).toBe(200);
    await call(b.token, 'POST', BUYING_API.cartBatchCheck, { skuNos: ['SKU-D4-2'], checked: false });
    const s = (await pre(b.token, { source: 'cart' })).json().data as PreSettlement;
    expect(s.lines.map((l) => [l.skuNo, l.quantity])).toEqual([['SKU-HD-4T', 2]]);
    const res = await place(b.token, { source: 'cart', addressId: b.addressId, expectedPayFen: s.payFen });
    expect(res.statusCode, res.body).toBe(200);
    const cartNow = (await call(b.token, 'GET', BUYING_API.cartQuery)).json().data;
    expect(cartNow.items.map((i: { skuNo: string }) => i.skuNo)).toEqual(['SKU-D4-2']);
  });

  it('lists the buyer’s orders by status tab with counts, and shows the detail only to its buyer', async () => {
    const b = await addBuyer(ctx, world.shopMerchantNo);
    const first = (await buy(b, [{ skuNo: 'SKU-HD-4T', quantity: 1 }])).res.json().data.orderNo as string;
    const second = (await buy(b, [{ skuNo: 'SKU-D4-2', quantity: 1 }])).res.json().data.orderNo as string;
    await call(b.token, 'POST', BUYING_API.orderCancel, { orderNo: first });
    const all = await call(b.token, 'GET', `${BUYING_API.orderPage}?page=1&size=10`);
    expect(all.json().count).toBe(2);
    const page = all.json().data;
    expect(page.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([second, first]);
    expect(page.tabs.map((t: { label: string; count: number }) => [t.label, t.count])).toEqual([
      ['全部订单', 2],
      ['待付款', 1],
      ['已付款', 0],
      ['已发货', 0],
      ['已完成', 0],
      ['已取消', 1],
    ]);
    const unpaid = (await call(b.token, 'GET', `${BUYING_API.orderPage}?status=1`)).json();
    expect([unpaid.count, unpaid.data.list.length, unpaid.data.list[0].orderNo]).toEqual([1, 1, second]);
    expect(unpaid.data.list[0]).toMatchObject({
      statusLabel: '待付款',
      actions: { pay: true, cancel: true, confirmReceipt: false, ship: false },
      buyerName: null,
      address: { provinceName: '浙江省', contactName: '王工' },
      lines: [{ skuNo: 'SKU-D4-2', priceFen: 29900, quantity: 1, amountFen: 29900, discountFen: 0 }],
    });
    const detail = await call(b.token, 'GET', `${BUYING_API.orderDetail}?orderNo=${first}`);
    expect(detail.json().data).toMatchObject({
      orderNo: first,
      status: 5,
      cancelReason: '买家取消',
      actions: { pay: false },
    });
    const foreign = await call(other.token, 'GET', `${BUYING_API.orderDetail}?orderNo=${first}`);
    expect([foreign.statusCode, foreign.json().msg]).toEqual([404, MALL_ORDER_MESSAGES.notFound]);
    expect((await call(other.token, 'POST', BUYING_API.orderCancel, { orderNo: second })).statusCode).toBe(404);

    const purchase = await call(b.token, 'GET', `${BUYING_API.purchaseList}?page=1&size=10`);
    const rows = purchase.json().data.rows;
    expect(purchase.json().data.total).toBe(2);
    expect(rows[0]).toMatchObject({
      orderNo: second,
      statusLabel: '待付款',
      skuDTOList: [
        { skuNo: 'SKU-D4-2', spuNo: 'SPU-D4', model: 'HY-IPC-3D04I3(2.8mm)', price: 29900, quantity: 1, amount: 29900 },
      ],
    });
  });

  it('cancel by the buyer: from 待付款 only, stock back in the same transaction, never twice', async () => {
    await setStock(db(), 'SKU-ARR', 3);
    const { res } = await buy(buyer, [{ skuNo: 'SKU-ARR', quantity: 2 }]);
    const orderNo = res.json().data.orderNo as string;
    expect(await stockOf(db(), 'SKU-ARR')).toBe(1);
    const ok = await call(buyer.token, 'POST', BUYING_API.orderCancel, { orderNo });
    expect([ok.statusCode, ok.json().msg]).toEqual([200, MALL_ORDER_MESSAGES.cancelled]);
    expect(ok.json().data).toMatchObject({
      orderNo,
      status: 5,
      cancelReason: '买家取消',
      actions: { cancel: false, pay: false },
    });
    expect(await stockOf(db(), 'SKU-ARR')).toBe(3);
    expect((await movements(orderNo)).map((m) => [m.delta, m.reason])).toEqual([
      [-2, 'order'],
      [2, 'cancel'],
    ]);
    const twice = await call(buyer.token, 'POST', BUYING_API.orderCancel, { orderNo });
    expect([twice.statusCode, twice.json().msg]).toEqual([422, MALL_ORDER_MESSAGES.cannotCancel]);
    expect(await stockOf(db(), 'SKU-ARR')).toBe(3);
  });

  it('the shop ships a paid order, the buyer confirms receipt; every other move is refused', async () => {
    const { res } = await buy(buyer, [{ skuNo: 'SKU-HD-4T', quantity: 1 }]);
    const orderNo = res.json().data.orderNo as string;
    const shopList = await call(world.shopToken, 'GET', `${ORDER_API.shopOrderPage}?status=1`);
    expect(shopList.statusCode, shopList.body).toBe(200);
    const mine = shopList.json().data.list.find((o: { orderNo: string }) => o.orderNo === orderNo);
    expect(mine).toMatchObject({
      buyerName: expect.stringContaining('测试二级经销商'),
      actions: { ship: false, cancel: false, pay: false },
    });
    expect((await call(buyer.token, 'GET', ORDER_API.shopOrderPage)).statusCode).toBe(403);

    const early = await call(world.shopToken, 'POST', ORDER_API.ship, { orderNo });
    expect([early.statusCode, early.json().msg]).toEqual([422, MALL_ORDER_MESSAGES.cannotShip]);
    const notYet = await call(buyer.token, 'POST', ORDER_API.confirmReceipt, { orderNo });
    expect([notYet.statusCode, notYet.json().msg]).toEqual([422, MALL_ORDER_MESSAGES.cannotConfirm]);

    const o = await orderRow(orderNo);
    const paidAt = new Date();
    const wrongAmount = await db()
      .transaction()
      .execute((tx) =>
        mallOrderPayable.markPaid(tx, orderNo, {
          paymentNo: 'P1',
          channel: 'wechat',
          amountFen: o.pay_fen - 1,
          paidAt,
        }),
      );
    expect(wrongAmount).toBe('not_payable');
    const paid = await db()
      .transaction()
      .execute((tx) =>
        mallOrderPayable.markPaid(tx, orderNo, { paymentNo: 'P1', channel: 'wechat', amountFen: o.pay_fen, paidAt }),
      );
    expect(paid).toBe('paid');
    const again = await db()
      .transaction()
      .execute((tx) =>
        mallOrderPayable.markPaid(tx, orderNo, { paymentNo: 'P2', channel: 'alipay', amountFen: o.pay_fen, paidAt }),
      );
    expect(again).toBe('not_payable');
    expect(await mallOrderPayable.status(db(), orderNo, buyer.accountId)).toEqual({ paid: true, closed: false });
    const cancelPaid = await call(buyer.token, 'POST', BUYING_API.orderCancel, { orderNo });
    expect(cancelPaid.json().msg).toBe(MALL_ORDER_MESSAGES.cannotCancel);

    const detail = (await call(world.shopToken, 'GET', `${ORDER_API.shopOrderDetail}?orderNo=${orderNo}`)).json().data;
    expect(detail).toMatchObject({ status: 2, payChannel: 'wechat', actions: { ship: true } });
    const shipped = await call(world.shopToken, 'POST', ORDER_API.ship, { orderNo });
    expect([shipped.statusCode, shipped.json().msg]).toEqual([200, MALL_ORDER_MESSAGES.shipped]);
    expect(shipped.json().data).toMatchObject({ orderNo, status: 3, actions: { ship: false } });
    expect((await call(world.shopToken, 'POST', ORDER_API.ship, { orderNo })).statusCode).toBe(422);
    // The buyer of another shop's order cannot confirm it, nor can another shop see it.
    expect((await call(other.token, 'POST', ORDER_API.confirmReceipt, { orderNo })).statusCode).toBe(404);
    const received = await call(buyer.token, 'POST', ORDER_API.confirmReceipt, { orderNo });
    expect([received.statusCode, received.json().msg]).toEqual([200, MALL_ORDER_MESSAGES.received]);
    expect(received.json().data).toMatchObject({
      orderNo,
      status: 4,
      statusLabel: '已完成',
      actions: { confirmReceipt: false },
    });
    const done = await orderRow(orderNo);
    expect(done.status).toBe(ORDER_STATUS.COMPLETED);
    expect(done.shipped_at).not.toBeNull();
    expect(done.completed_at).not.toBeNull();
    expect(await stockOf(db(), 'SKU-HD-4T')).toBeGreaterThan(0);
  });

  it('describes an order to the payment module, to its buyer only', async () => {
    const { res } = await buy(buyer, [
      { skuNo: 'SKU-HD-4T', quantity: 1 },
      { skuNo: 'SKU-D4-2', quantity: 1 },
    ]);
    const placed = res.json().data;
    const d = await mallOrderPayable.describe(db(), placed.orderNo, buyer.accountId);
    expect(d).toMatchObject({ amountFen: placed.payFen, payable: true, reason: null });
    expect(d!.subject).toContain('等2种商品');
    expect(d!.expiresAt.toISOString()).toBe(placed.expiresAt);
    expect(await mallOrderPayable.describe(db(), placed.orderNo, other.accountId)).toBeNull();
    expect(await mallOrderPayable.describe(db(), 'NO-SUCH-ORDER', buyer.accountId)).toBeNull();
    expect(await mallOrderPayable.status(db(), placed.orderNo, other.accountId)).toBeNull();
    expect(await mallOrderPayable.status(db(), placed.orderNo, buyer.accountId)).toEqual({
      paid: false,
      closed: false,
    });
  });

  it('expiry closes unpaid orders past their time: 超时未支付, stock and coupon back; a late payment is not applied', async () => {
    const b = await addBuyer(ctx, world.shopMerchantNo);
    const held = await claimCoupon(ctx, b.token, await createCoupon(db(), { amountOffFen: 1000 }));
    await setStock(db(), 'SKU-B4-4', 10);
    const { res } = await buy(b, [{ skuNo: 'SKU-B4-4', quantity: 3 }], { userCouponNo: held });
    const placed = res.json().data;
    const { res: kept } = await buy(b, [{ skuNo: 'SKU-B4-4', quantity: 1 }], { userCouponNo: null });
    expect(await stockOf(db(), 'SKU-B4-4')).toBe(6);
    // Nothing is due yet.
    expect(await sweepExpired(db(), new Date())).toBe(0);
    const expiresAt = new Date(placed.expiresAt);
    // Pay the second order before expiry: it must survive the sweep.
    const keptNo = kept.json().data.orderNo as string;
    const k = await orderRow(keptNo);
    await db()
      .transaction()
      .execute((tx) =>
        mallOrderPayable.markPaid(tx, keptNo, {
          paymentNo: 'P9',
          channel: 'alipay',
          amountFen: k.pay_fen,
          paidAt: new Date(),
        }),
      );
    const after = new Date(expiresAt.getTime() + 1000);
    const unpaid = await db()
      .selectFrom('mall_order')
      .select(db().fn.countAll<string>().as('n'))
      .where('status', '=', ORDER_STATUS.UNPAID)
      .executeTakeFirstOrThrow();
    // Every order still unpaid was placed before this one and has expired too.
    expect(await sweepExpired(db(), after)).toBe(Number(unpaid.n));
    const left = await db().selectFrom('mall_order').select('id').where('status', '=', ORDER_STATUS.UNPAID).execute();
    expect(left).toEqual([]);
    const o = await orderRow(placed.orderNo);
    expect([o.status, o.cancel_reason]).toEqual([ORDER_STATUS.CANCELLED, MALL_ORDER_MESSAGES.expired]);
    expect(await stockOf(db(), 'SKU-B4-4')).toBe(9);
    expect((await movements(placed.orderNo)).map((m) => [m.delta, m.reason])).toEqual([
      [-3, 'order'],
      [3, 'expire'],
    ]);
    const coupon = await db()
      .selectFrom('user_coupon')
      .selectAll()
      .where('user_coupon_no', '=', held)
      .executeTakeFirstOrThrow();
    expect(coupon.status).toBe(0);
    expect((await orderRow(keptNo)).status).toBe(ORDER_STATUS.PAID);
    // Swept once only; a payment arriving now is refused, and the buyer can no longer cancel.
    expect(await sweepExpired(db(), after)).toBe(0);
    const late = await db()
      .transaction()
      .execute((tx) =>
        mallOrderPayable.markPaid(tx, placed.orderNo, {
          paymentNo: 'P3',
          channel: 'wechat',
          amountFen: o.pay_fen,
          paidAt: after,
        }),
      );
    expect(late).toBe('not_payable');
    expect(await mallOrderPayable.status(db(), placed.orderNo, b.accountId)).toEqual({ paid: false, closed: true });
    const d = await mallOrderPayable.describe(db(), placed.orderNo, b.accountId);
    expect(d).toMatchObject({ payable: false, reason: MALL_ORDER_MESSAGES.closed });
    expect((await call(b.token, 'POST', BUYING_API.orderCancel, { orderNo: placed.orderNo })).statusCode).toBe(422);
    expect(await stockOf(db(), 'SKU-B4-4')).toBe(9);
  });
});
