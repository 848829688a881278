/**
 * The board's refunds along the real paths (issue 60 §3), on PGlite and PostgreSQL: a mall order placed through the
 * API and paid through the sandbox's Alipay, then refunded in part by staff in 退款管理 (REFUND_API.refund, no return
 * behind it): after the rollups' next run the provider's day and the shop's board show it paid less that refund.
 */
import {
  BOARD_API,
  BUYING_API,
  PAYMENT_API,
  REFUND_API,
  chinaDate,
  type Board,
  type PreSettlement,
} from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyingWorld, type BuyingWorld } from '../../../test/support/buying.ts';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createListeningApp, type ListeningContext } from '../../../test/support/payment-app.ts';
import { injectAs, loginToken } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { payableOf, registerPayable } from '../payment/payables.ts';
import { mallOrderPayable } from '../order/payable.ts';
import { refreshBoards } from './refresh.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(testDrivers())('a staff refund on the board, along the real paths, on %s', (driver) => {
  let ctx: ListeningContext;
  let world: BuyingWorld;
  let staff = '';

  beforeAll(async () => {
    ctx = await createListeningApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    if (!payableOf('mall_order')) registerPayable(mallOrderPayable);
    world = await createBuyingWorld(ctx, 1);
    await createAccount(ctx.database.db, { phone: '13900063001', isSales: true });
    staff = await loginToken(ctx, '13900063001');
  }, 240_000);
  afterAll(() => ctx.close());

  it('paid, refunded in part by staff: the day shows paid less the refund, once', async () => {
    const buyer = world.buyers[0]!;
    const items = [{ skuNo: 'SKU-HD-4T', quantity: 1 }];
    const pre = (await injectAs(ctx, buyer.token, 'POST', BUYING_API.preSettlement, { source: 'direct', items })).json()
      .data as PreSettlement;
    const placed = await ctx.app.inject({
      method: 'POST',
      url: BUYING_API.placeOrder,
      payload: { source: 'direct', items, addressId: buyer.addressId, expectedPayFen: pre.payFen },
      headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `board-refund-${Date.now()}` },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNo, payFen } = placed.json().data as { orderNo: string; payFen: number };
    const qr = (await injectAs(ctx, buyer.token, 'POST', PAYMENT_API.qrcode, { orderNo, channel: 'alipay' })).json()
      .data as { codeUrl: string; paymentNo: string };
    expect((await fetch(qr.codeUrl, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    for (let i = 0; i < 100; i++) {
      if ((await injectAs(ctx, buyer.token, 'GET', `${PAYMENT_API.status}?orderNo=${orderNo}`)).json().data.paid) break;
      await sleep(100);
    }
    const refundFen = Math.min(1000, payFen - 1);
    const refund = await injectAs(ctx, staff, 'POST', REFUND_API.refund, {
      paymentNo: qr.paymentNo,
      amountFen: refundFen,
      reason: '协商退款',
    });
    expect(refund.json(), refund.body).toMatchObject({ code: 0, data: { amountFen: refundFen, status: 1 } });

    await refreshBoards(ctx.database.db);
    const today = chinaDate(new Date());
    const day = (await injectAs(ctx, staff, 'GET', `${BOARD_API.staff}?unit=day&at=${today}`)).json().data as Board;
    expect(day.totals).toEqual({ orders: 1, paidFen: payFen, refundFen, netFen: payFen - refundFen });
    expect(day.byParty.map((p) => [p.key, p.netFen])).toEqual([[world.shopMerchantNo, payFen - refundFen]]);
  });
});
