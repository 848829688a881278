/**
 * The world of the after-sale suites: a listening app (the payment sandbox answers over real HTTP), a shop with two
 * buyers, and an order delivered the real way: placed, paid by scanning the sandbox's code, shipped with a parcel.
 */
import { AFTER_SALE_API, BUYING_API, PAYMENT_API, type PreSettlement } from '@portal/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Driver } from '../../src/db/database.ts';
import { mallOrderPayable } from '../../src/modules/order/payable.ts';
import { payableOf, registerPayable } from '../../src/modules/payment/payables.ts';
import { createBuyingWorld, type Buyer, type BuyingWorld } from './buying.ts';
import { createListeningApp, type ListeningContext } from './payment-app.ts';
import { scanAndConfirm, waitFor, wallet } from './payments.ts';
import { injectAs } from './test-app.ts';

let keySeq = 0;
export const SF = { carrier: 'SF', trackingNo: 'SF1234567890123' };

export function useAfterSaleWorld(driver: Driver) {
  let ctx: ListeningContext;
  let world: BuyingWorld;

  beforeAll(async () => {
    ctx = await createListeningApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    if (!payableOf('mall_order')) registerPayable(mallOrderPayable);
    world = await createBuyingWorld(ctx, 2);
  });
  afterAll(() => ctx.close());

  const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    injectAs(ctx, token, method, url, payload);
  const db = () => ctx.database.db;

  /** Placed, paid through the sandbox channel; shipped too unless `ship` is false. */
  async function deliveredOrder(
    b: Buyer,
    quantity = 2,
    channel: 'alipay' | 'wechat' | 'wallet' = 'alipay',
    ship = true,
  ) {
    const items = [{ skuNo: 'SKU-HD-4T', quantity }];
    const pre = await call(b.token, 'POST', BUYING_API.preSettlement, {
      source: 'direct',
      items,
      addressId: b.addressId,
    });
    expect(pre.statusCode, pre.body).toBe(200);
    const s = pre.json().data as PreSettlement;
    const placed = await ctx.app.inject({
      method: 'POST',
      url: BUYING_API.placeOrder,
      payload: { source: 'direct', items, addressId: b.addressId, expectedPayFen: s.payFen },
      headers: { authorization: `Bearer ${b.token}`, 'idempotency-key': `after-sale-${Date.now()}-${++keySeq}` },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNo = placed.json().data.orderNo as string;
    let paymentNo: string;
    let codeUrl = '';
    if (channel === 'wallet') {
      await wallet(ctx, b.accountId, s.payFen).catch(() => undefined);
      const w = (
        await call(b.token, 'POST', PAYMENT_API.walletUrl, { terminal: 1, walletChannel: 'mall_order', orderNo })
      ).json().data;
      paymentNo = w.paymentNo as string;
      const paid = await call(b.token, 'POST', PAYMENT_API.walletPay, { paymentNo });
      expect(paid.statusCode, paid.body).toBe(200);
    } else {
      const qr = (await call(b.token, 'POST', PAYMENT_API.qrcode, { orderNo, channel })).json().data;
      paymentNo = qr.paymentNo as string;
      codeUrl = qr.codeUrl as string;
      await scanAndConfirm(codeUrl);
    }
    await waitFor(
      'paid',
      async () => (await call(b.token, 'GET', `${PAYMENT_API.status}?orderNo=${orderNo}`)).json().data.paid,
    );
    if (ship) {
      const shipped = await call(world.shopToken, 'POST', BUYING_API.ship, { orderNo, parcels: [SF] });
      expect(shipped.statusCode, shipped.body).toBe(200);
    }
    return { orderNo, payFen: s.payFen, paymentNo, codeUrl };
  }

  /** A picture uploaded by the buyer (made here with sharp): its signed address. */
  async function picture(token: string): Promise<string> {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const boundary = '----as' + Date.now();
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="broken.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: AFTER_SALE_API.upload,
      payload: body,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.url as string;
  }

  const payment = (paymentNo: string) =>
    db().selectFrom('payment').selectAll().where('payment_no', '=', paymentNo).executeTakeFirstOrThrow();
  const refunds = (paymentNo: string) =>
    db().selectFrom('payment_refund').selectAll().where('payment_no', '=', paymentNo).execute();

  return {
    call,
    db,
    deliveredOrder,
    picture,
    payment,
    refunds,
    current: () => ({ ctx, world, buyer: world.buyers[0]!, other: world.buyers[1]! }),
  };
}
