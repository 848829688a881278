/** A mall order that moves to paid earns credits, once, through the order's payable (order/payable.ts). */
import { BUYING_API, CREDITS_API, type PreSettlement } from '@portal/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { mallOrderPayable } from '../order/payable.ts';
import { createBuyingWorld, setStock, type BuyingWorld } from '../../../test/support/buying.ts';
import { balanceAndLedger } from './ledger.ts';

describe.each(testDrivers())('credits earned by paid orders on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { CREDITS_PER_YUAN: '2' });
    world = await createBuyingWorld(ctx, 1);
    await setStock(ctx.database.db, 'SKU-B8-4', 10);
  });
  afterAll(() => ctx.close());

  it('paying an order earns creditsEarned(payFen, CREDITS_PER_YUAN) once; an unpaid or refused payment earns none', async () => {
    const buyer = world.buyers[0]!;
    const items = [{ skuNo: 'SKU-B8-4', quantity: 2 }];
    const pre = await injectAs(ctx, buyer.token, 'POST', BUYING_API.preSettlement, {
      source: 'direct',
      items,
      addressId: buyer.addressId,
    });
    expect(pre.statusCode, pre.body).toBe(200);
    const s = pre.json().data as PreSettlement;
    const placed = await ctx.app.inject({
      method: 'POST',
      url: BUYING_API.placeOrder,
      payload: { source: 'direct', items, addressId: buyer.addressId, expectedPayFen: s.payFen },
      headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `k-${randomUUID()}` },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderNo, payFen } = placed.json().data as { orderNo: string; payFen: number };
    const info = async () => (await injectAs(ctx, buyer.token, 'GET', CREDITS_API.accountInfo)).json().data;
    expect((await info()).balance).toBe(0);

    const db = ctx.database.db;
    const pay = (amountFen: number, paymentNo: string) =>
      db
        .transaction()
        .execute((tx) =>
          mallOrderPayable.markPaid(tx, orderNo, { paymentNo, channel: 'wechat', amountFen, paidAt: new Date() }),
        );
    expect(await pay(payFen - 1, 'P10000001')).toBe('not_payable');
    expect((await info()).balance).toBe(0);
    expect(await pay(payFen, 'P10000002')).toBe('paid');
    expect(await pay(payFen, 'P10000003')).toBe('not_payable');

    const earned = Math.floor(payFen / 100) * 2;
    expect(earned).toBeGreaterThan(0);
    expect(await info()).toMatchObject({ balance: earned, earnedTotal: earned, perYuan: 2 });
    expect(await balanceAndLedger(db, buyer.accountId)).toEqual({ balance: earned, ledgerSum: earned });
    const ledger = (await injectAs(ctx, buyer.token, 'GET', CREDITS_API.ledger)).json();
    expect(ledger.count).toBe(1);
    expect(ledger.data[0]).toMatchObject({ refType: 'order', refNo: orderNo, delta: earned });
  });
});
