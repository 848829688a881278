import { ORDER_MESSAGES, reasonOf } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { insertOrderTakingStock } from './stock-write.ts';
import { createBuyingWorld, orderWriteOf, setStock, stockOf, type BuyingWorld } from '../../../test/support/buying.ts';

/**
 * The one-statement write: order, lines, movements and the conditional stock updates are all or nothing, even
 * when the stock runs out between the buyer's settlement and the write (the race the read checks cannot see).
 */
describe.each(testDrivers())('an order written with its stock on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    world = await createBuyingWorld(ctx, 1);
  });
  afterAll(() => ctx?.close());

  const line = (skuNo: string, model: string, quantity: number) => ({
    skuNo,
    spuNo: 'SPU',
    skuName: model,
    spuName: model,
    model,
    picUrl: null,
    priceFen: 100,
    quantity,
    amountFen: 100 * quantity,
    discountFen: 0,
  });
  const order = (key: string) => orderWriteOf(world, 0, key, 300);
  const orders = async (key: string) =>
    (await ctx.database.db.selectFrom('mall_order').select('id').where('idempotency_key', '=', key).execute()).length;

  it('takes every line or nothing: the second model short undoes the first model and the order', async () => {
    const db = ctx.database.db;
    await setStock(db, 'SKU-B4-4', 5);
    await setStock(db, 'SKU-HD-4T', 1);
    const lines = [line('SKU-B4-4', 'HY-IPC-3B04I4-I5(4mm)', 2), line('SKU-HD-4T', 'DK-4T', 2)];
    // the answer from what the refused update saw: 1 left of the 2 asked
    await expect(insertOrderTakingStock(db, order('short-key-01'), lines)).rejects.toMatchObject({
      message: '商品“DK-4T”：库存不足，最多可购买1件',
      reason: reasonOf(ORDER_MESSAGES, 'stockShort'),
    });
    expect([await stockOf(db, 'SKU-B4-4'), await stockOf(db, 'SKU-HD-4T')]).toEqual([5, 1]);
    expect(await orders('short-key-01')).toBe(0);
    const moves = await db.selectFrom('stock_movement').select('id').where('sku_no', '=', 'SKU-B4-4').execute();
    expect(moves).toHaveLength(0);

    await setStock(db, 'SKU-HD-4T', 2);
    expect((await insertOrderTakingStock(db, order('short-key-02'), lines)).id).toBeGreaterThan(0);
    expect([await stockOf(db, 'SKU-B4-4'), await stockOf(db, 'SKU-HD-4T')]).toEqual([3, 0]);
    // none left: sold out, and only then
    await expect(insertOrderTakingStock(db, order('short-key-03'), lines)).rejects.toMatchObject({
      message: `商品“DK-4T”：${ORDER_MESSAGES.soldOut}`,
      reason: reasonOf(ORDER_MESSAGES, 'soldOut'),
    });
    expect([await stockOf(db, 'SKU-B4-4'), await stockOf(db, 'SKU-HD-4T')]).toEqual([3, 0]);
  });

  it('takes no stock when the key already has an order', async () => {
    const db = ctx.database.db;
    await setStock(db, 'SKU-B4-4', 5);
    const lines = [line('SKU-B4-4', 'HY-IPC-3B04I4-I5(4mm)', 1)];
    expect((await insertOrderTakingStock(db, order('same-key-001'), lines)).id).toBeGreaterThan(0);
    expect((await insertOrderTakingStock(db, order('same-key-001'), lines)).id).toBeNull();
    expect(await stockOf(db, 'SKU-B4-4')).toBe(4);
    expect(await orders('same-key-001')).toBe(1);
  });
});
