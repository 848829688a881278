import { BUYING_API, ORDER_MESSAGES, ORDER_WORDS, MESSAGE_API, ORDER_STATUS, type PreSettlement } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { sweepExpired } from './expiry.ts';
import { mallOrderPayable } from './payable.ts';
import {
  addBuyer,
  claimCoupon,
  createCoupon,
  setStock,
  stockOf,
  type Buyer,
  type BuyingWorld,
} from '../../../test/support/buying.ts';

import { useOrderWorld } from '../../../test/support/orders.ts';

const PARCELS = [{ carrier: 'SF', trackingNo: 'SF1234567890123' }];
describe.each(testDrivers())('mall orders: lists, moves and expiry on %s', (driver) => {
  const { call, pre, place, buy, db, orderRow, movements, current } = useOrderWorld(driver);
  let ctx: TestContext;
  let world: BuyingWorld;
  let buyer: Buyer;
  let other: Buyer;
  beforeAll(() => ({ ctx, world, buyer, other } = current()));

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
    expect([foreign.statusCode, foreign.json().msg]).toEqual([404, ORDER_MESSAGES.notFound]);
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
    expect([ok.statusCode, ok.json().msg]).toEqual([200, ORDER_WORDS.cancelled]);
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
    expect([twice.statusCode, twice.json().msg]).toEqual([422, ORDER_MESSAGES.cannotCancel]);
    expect(await stockOf(db(), 'SKU-ARR')).toBe(3);
  });

  it('the shop ships a paid order, the buyer confirms receipt; every other move is refused', async () => {
    const { res } = await buy(buyer, [{ skuNo: 'SKU-HD-4T', quantity: 1 }]);
    const orderNo = res.json().data.orderNo as string;
    const shopList = await call(world.shopToken, 'GET', `${BUYING_API.shopOrderPage}?status=1`);
    expect(shopList.statusCode, shopList.body).toBe(200);
    const mine = shopList.json().data.list.find((o: { orderNo: string }) => o.orderNo === orderNo);
    expect(mine).toMatchObject({
      buyerName: expect.stringContaining('测试二级经销商'),
      actions: { ship: false, cancel: false, pay: false },
    });
    expect((await call(buyer.token, 'GET', BUYING_API.shopOrderPage)).statusCode).toBe(403);

    const early = await call(world.shopToken, 'POST', BUYING_API.ship, { orderNo, parcels: PARCELS });
    expect([early.statusCode, early.json().msg]).toEqual([422, ORDER_MESSAGES.cannotShip]);
    const notYet = await call(buyer.token, 'POST', BUYING_API.confirmReceipt, { orderNo });
    expect([notYet.statusCode, notYet.json().msg]).toEqual([422, ORDER_MESSAGES.cannotConfirm]);

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
    expect(cancelPaid.json().msg).toBe(ORDER_MESSAGES.cannotCancel);

    const detail = (await call(world.shopToken, 'GET', `${BUYING_API.shopOrderDetail}?orderNo=${orderNo}`)).json().data;
    expect(detail).toMatchObject({ status: 2, payChannel: 'wechat', actions: { ship: true } });
    const shipped = await call(world.shopToken, 'POST', BUYING_API.ship, { orderNo, parcels: PARCELS });
    expect([shipped.statusCode, shipped.json().msg]).toEqual([200, ORDER_WORDS.shipped]);
    expect(shipped.json().data).toMatchObject({ orderNo, status: 3, actions: { ship: false } });
    expect((await call(world.shopToken, 'POST', BUYING_API.ship, { orderNo, parcels: PARCELS })).statusCode).toBe(422);
    // The buyer was told each move once (the refused second payment and second ship wrote nothing).
    const told = (await call(buyer.token, 'GET', `${MESSAGE_API.page}?category=order&size=50`)).json().data;
    expect(told.filter((m: { link: string }) => m.link.endsWith(orderNo)).map((m: { kind: string }) => m.kind)).toEqual(
      ['orderShipped', 'orderPaid'],
    );
    // The buyer of another shop's order cannot confirm it, nor can another shop see it.
    expect((await call(other.token, 'POST', BUYING_API.confirmReceipt, { orderNo })).statusCode).toBe(404);
    const received = await call(buyer.token, 'POST', BUYING_API.confirmReceipt, { orderNo });
    expect([received.statusCode, received.json().msg]).toEqual([200, ORDER_WORDS.received]);
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
    expect([o.status, o.cancel_reason]).toEqual([ORDER_STATUS.CANCELLED, ORDER_MESSAGES.expired]);
    expect(await stockOf(db(), 'SKU-B4-4')).toBe(9);
    const told = (await call(b.token, 'GET', `${MESSAGE_API.page}?category=order`)).json().data;
    expect(told.map((m: { kind: string; body: string }) => [m.kind, m.body])).toEqual([
      ['orderExpired', `您的订单 ${placed.orderNo} 超时未支付，已自动取消，所占库存与优惠券已退回。`],
      ['orderPaid', expect.stringContaining(keptNo)],
    ]);
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
    expect(d).toMatchObject({
      payable: false,
      reason: { reason: 'ORDER.closed', msg: ORDER_MESSAGES.closed },
    });
    expect((await call(b.token, 'POST', BUYING_API.orderCancel, { orderNo: placed.orderNo })).statusCode).toBe(422);
    expect(await stockOf(db(), 'SKU-B4-4')).toBe(9);
  });
});
