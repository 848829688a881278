/**
 * A real mall order (the ORDER module's 'mall_order' payable) paid through the sandbox: placed through the API,
 * paid by scanning the WeChat Pay code, then 已付款 in the order detail; an order that expired before the money
 * arrived keeps the payment for refund.
 */
import { BUYING_API, ORDER_STATUS, PAYMENT_API, type PreSettlement } from '@portal/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { mallOrderPayable } from '../order/payable.ts';
import { createBuyingWorld, type Buyer } from '../../../test/support/buying.ts';
import { sandboxKeys } from '../payment-sandbox/keys.ts';
import { wechatNotification, wechatTransaction } from '../payment-sandbox/protocol.ts';
import { payableOf, registerPayable } from './payables.ts';
import { createListeningApp, type ListeningContext } from '../../../test/support/payment-app.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let keySeq = 0;

describe.each(testDrivers())('paying a mall order on %s', (driver) => {
  let ctx: ListeningContext;
  let buyer: Buyer;

  beforeAll(async () => {
    ctx = await createListeningApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    // The order module registers its payable with the app; register it here too in case this app does not.
    if (!payableOf('mall_order')) registerPayable(mallOrderPayable);
    [buyer] = (await createBuyingWorld(ctx, 1)).buyers as [Buyer];
  });
  afterAll(() => ctx.close());

  async function placeOrder(): Promise<{ orderNo: string; payFen: number }> {
    const items = [{ skuNo: 'SKU-HD-4T', quantity: 1 }];
    const pre = await injectAs(ctx, buyer.token, 'POST', BUYING_API.preSettlement, { source: 'direct', items });
    expect(pre.statusCode, pre.body).toBe(200);
    const s = pre.json().data as PreSettlement;
    const res = await ctx.app.inject({
      method: 'POST',
      url: BUYING_API.placeOrder,
      payload: { source: 'direct', items, addressId: buyer.addressId, expectedPayFen: s.payFen },
      headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `pay-test-${Date.now()}-${++keySeq}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { orderNo: string; payFen: number };
  }
  const orderStatus = async (orderNo: string) =>
    await ctx.database.db
      .selectFrom('mall_order')
      .select(['status', 'payment_no', 'pay_channel'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();

  it('placed, paid by scanning the sandbox WeChat Pay code, then 已付款', async () => {
    const o = await placeOrder();
    const summary = (await injectAs(ctx, buyer.token, 'GET', `${PAYMENT_API.summary}?orderNo=${o.orderNo}`)).json();
    expect(summary.data).toMatchObject({ kind: 'mall_order', orderNo: o.orderNo, amountFen: o.payFen, payable: true });
    const qr = (
      await injectAs(ctx, buyer.token, 'POST', PAYMENT_API.qrcode, { orderNo: o.orderNo, channel: 'wechat' })
    ).json().data;
    expect(qr.amountFen).toBe(o.payFen);
    const confirm = await fetch(qr.codeUrl, { method: 'POST', redirect: 'manual' });
    expect(confirm.status).toBe(303);
    for (let i = 0; i < 100; i++) {
      const s = (await injectAs(ctx, buyer.token, 'GET', `${PAYMENT_API.status}?orderNo=${o.orderNo}`)).json().data;
      if (s.paid) break;
      await sleep(100);
    }
    expect(await orderStatus(o.orderNo)).toEqual({
      status: ORDER_STATUS.PAID,
      payment_no: qr.paymentNo,
      pay_channel: 'wechat',
    });
    const status = (await injectAs(ctx, buyer.token, 'GET', `${PAYMENT_API.status}?orderNo=${o.orderNo}`)).json().data;
    expect(status).toEqual({
      paid: true,
      closed: false,
      returnPath: `/memberStore/purchaseOrders/detail?orderNo=${o.orderNo}`,
    });
  });

  it('money arriving after the order expired is kept for refund; the order stays unpaid', async () => {
    const o = await placeOrder();
    const qr = (
      await injectAs(ctx, buyer.token, 'POST', PAYMENT_API.qrcode, { orderNo: o.orderNo, channel: 'wechat' })
    ).json().data;
    await sql`update mall_order set expires_at = now() - interval '1 second' where order_no = ${o.orderNo}`.execute(
      ctx.database.db,
    );
    const keys = (await sandboxKeys(ctx.config.dataDir)).wechat;
    const n = wechatNotification(
      keys,
      `EV-${o.orderNo}`,
      wechatTransaction({
        appid: keys.appid,
        mchid: keys.mchid,
        outTradeNo: qr.paymentNo,
        transactionId: '4200000000000000000000000099',
        amountFen: o.payFen,
        paidAt: new Date(),
      }),
    );
    const r = await ctx.app.inject({
      method: 'POST',
      url: PAYMENT_API.notifyWechat,
      headers: n.headers,
      payload: n.body,
    });
    expect(r.statusCode).toBe(204);
    expect((await orderStatus(o.orderNo)).status).toBe(ORDER_STATUS.UNPAID);
    const p = await ctx.database.db
      .selectFrom('payment')
      .select(['status', 'refund_reason'])
      .where('payment_no', '=', qr.paymentNo)
      .executeTakeFirstOrThrow();
    expect(p.status).toBe(2);
  });
});
