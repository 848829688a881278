import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { writeOrder, type OrderDraft } from './kernel.ts';
import { HANGZHOU, createBuyingWorld, setStock, stockOf, type BuyingWorld } from '../../../test/support/buying.ts';

/**
 * The order kernel's description: the amounts and the number it derives from the draft, each way of writing (in
 * turn, one statement now, its own transaction after the caller's `before`), and a key already used writing nothing —
 * not even what `before` wrote in the kernel's transaction.
 */
describe.each(testDrivers())('the order kernel on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;
  const db = () => ctx.database.db;
  beforeAll(async () => {
    ctx = await createTestApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    world = await createBuyingWorld(ctx, 1);
    await setStock(db(), 'SKU-HD-4T', 100);
  });
  afterAll(() => ctx?.close());

  let seq = 0;
  const draft = (key = `kernel-${process.pid}-${++seq}`, quantity = 2): OrderDraft => ({
    accountId: world.buyers[0]!.accountId,
    buyerMerchantNo: world.buyers[0]!.merchantNo,
    shop: { merchantNo: world.shopMerchantNo, name: world.shopName },
    address: {
      id: world.buyers[0]!.addressId,
      ...HANGZHOU,
      streetCode: null,
      streetName: null,
      detailAddress: '文三路 90 号',
      contactName: '张三',
      contactPhone: '13900001111',
      isDefault: true,
    },
    lines: [
      {
        skuNo: 'SKU-HD-4T',
        spuNo: 'SPU-HD',
        skuName: 'DK-4T',
        spuName: 'DK-4T',
        model: 'DK-4T',
        picUrl: null,
        priceFen: 100,
        quantity,
        amountFen: 100 * quantity,
        discountFen: 10,
      },
    ],
    freightFen: 50,
    remark: '',
    idempotencyKey: key,
    requestHash: 'h',
    expireMinutes: 30,
  });
  const row = (orderNo: string) =>
    db().selectFrom('mall_order').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();

  it('writes in turn and alone: numbered at its instant, pay = goods − discount + freight, expiry from the minutes', async () => {
    const at = new Date();
    for (const write of [{ in: 'turn' }, { in: 'statement' }] as const) {
      const before = await stockOf(db(), 'SKU-HD-4T');
      const r = await writeOrder(db(), { order: draft(), at, write });
      expect(r).not.toBeNull();
      expect(r!.placed.payFen).toBe(200 - 10 + 50);
      expect(r!.held).toBeNull();
      expect(new Date(r!.placed.expiresAt).getTime()).toBe(at.getTime() + 30 * 60_000);
      const o = await row(r!.placed.orderNo);
      expect([o.goods_fen, o.discount_fen, o.freight_fen, o.pay_fen, Number(o.order_type)]).toEqual([
        200, 10, 50, 240, 1,
      ]);
      expect(await stockOf(db(), 'SKU-HD-4T')).toBe(before - 2);
    }
  });

  it('its own transaction: `before` runs first with the number and sets the line discounts', async () => {
    let seen = '';
    const r = await writeOrder(db(), {
      order: { ...draft(), discountFen: 30 },
      at: new Date(),
      write: {
        in: 'transaction',
        before: async (_tx, orderNo) => {
          seen = orderNo;
          return { lineDiscounts: new Map([['SKU-HD-4T', 30]]) };
        },
      },
    });
    expect(r!.placed.orderNo).toBe(seen);
    const o = await row(seen);
    expect([o.discount_fen, o.pay_fen]).toEqual([30, 200 - 30 + 50]);
    const line = await db()
      .selectFrom('mall_order_line')
      .select('discount_fen')
      .where('order_id', '=', o.id)
      .executeTakeFirstOrThrow();
    expect(line.discount_fen).toBe(30);
  });

  it('a key already used writes nothing and answers null — in its own transaction, `before`’s writes roll back', async () => {
    const key = `kernel-used-${process.pid}`;
    expect(await writeOrder(db(), { order: draft(key), at: new Date(), write: { in: 'turn' } })).not.toBeNull();
    const stock = await stockOf(db(), 'SKU-HD-4T');
    expect(await writeOrder(db(), { order: draft(key), at: new Date(), write: { in: 'turn' } })).toBeNull();
    const again = await writeOrder(db(), {
      order: draft(key),
      at: new Date(),
      write: {
        in: 'transaction',
        before: async (tx) => {
          await tx.updateTable('sku').set({ stock: 7777 }).where('sku_no', '=', 'SKU-HD-4T').execute();
        },
      },
    });
    expect(again).toBeNull();
    expect(await stockOf(db(), 'SKU-HD-4T')).toBe(stock);
  });
});
