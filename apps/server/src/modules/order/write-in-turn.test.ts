import { orderTakeRefusal } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createBuyingWorld, orderWriteOf, setStock, stockOf, type BuyingWorld } from '../../../test/support/buying.ts';
import { orderBatchesWritten, placeInTurn } from './write-in-turn.ts';

/**
 * placeorder's lone statements written in turn: orders for the same models that queue behind one being written go
 * together as one statement, each whole; a batch that would not stand (a key already used, the stock short of all
 * of it) is written one by one, each order with its own answer.
 */
describe.each(testDrivers())('orders written in turn on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;
  const db = () => ctx.database.db;
  beforeAll(async () => {
    ctx = await createTestApp(driver);
    world = await createBuyingWorld(ctx, 4);
  });
  afterAll(() => ctx?.close());

  let seq = 0;
  const line = (quantity: number) => ({
    skuNo: 'SKU-HD-4T',
    spuNo: 'SPU-HD',
    skuName: 'DK-4T',
    spuName: 'DK-4T',
    model: 'DK-4T',
    picUrl: null,
    priceFen: 100,
    quantity,
    amountFen: 100 * quantity,
    discountFen: 0,
  });
  const order = (buyer: number, key = `turn-${process.pid}-${++seq}`) => orderWriteOf(world, buyer, key, 200);
  /** The first order starts its write at once; the rest queue behind it, in this order. */
  const inTurn = (orders: ReturnType<typeof order>[]) =>
    Promise.allSettled(orders.map((o) => placeInTurn(db(), o, [line(2)])));
  const written = async (orderNos: string[]) =>
    (await db().selectFrom('mall_order').select('order_no').where('order_no', 'in', orderNos).execute()).length;

  it('orders queued behind one go as one statement: each written whole, the stock taken once for all', async () => {
    await setStock(db(), 'SKU-HD-4T', 100);
    const before = orderBatchesWritten(db());
    const orders = [0, 1, 2, 3].map((b) => order(b));
    const r = await inTurn(orders);
    expect(r).toEqual(Array(4).fill({ status: 'fulfilled', value: true }));
    expect(orderBatchesWritten(db())).toBe(before + 1);
    expect(await stockOf(db(), 'SKU-HD-4T')).toBe(92);
    const nos = orders.map((o) => o.orderNo);
    expect(await written(nos)).toBe(4);
    const lines = await db()
      .selectFrom('mall_order_line as l')
      .innerJoin('mall_order as o', 'o.id', 'l.order_id')
      .select(['o.order_no', 'l.quantity', 'l.line_no'])
      .where('o.order_no', 'in', nos)
      .execute();
    expect(lines.map((l) => [l.quantity, l.line_no])).toEqual(Array(4).fill([2, 1]));
    const moves = await db().selectFrom('stock_movement').select('delta').where('order_no', 'in', nos).execute();
    expect(moves.map((m) => m.delta)).toEqual([-2, -2, -2, -2]);
  });

  it('a key already used in a batch: that order is told apart (not written), the others are written', async () => {
    await setStock(db(), 'SKU-HD-4T', 100);
    const used = order(1);
    expect(await placeInTurn(db(), used, [line(2)])).toBe(true);
    const again = { ...order(1, used.idempotencyKey) };
    const orders = [order(0), order(2), again, order(3)];
    const r = await inTurn(orders);
    expect(r.map((x) => (x.status === 'fulfilled' ? x.value : 'refused'))).toEqual([true, true, false, true]);
    expect(await written(orders.map((o) => o.orderNo))).toBe(3);
    expect(await stockOf(db(), 'SKU-HD-4T')).toBe(92);
  });

  it('the stock short of a batch: one by one, the first comers get it, the others hear the model named', async () => {
    await setStock(db(), 'SKU-HD-4T', 5);
    const before = orderBatchesWritten(db());
    const orders = [0, 1, 2, 3].map((b) => order(b));
    const r = await inTurn(orders);
    expect(orderBatchesWritten(db())).toBe(before);
    const ok = r.filter((x) => x.status === 'fulfilled');
    expect(ok).toHaveLength(2);
    for (const x of r)
      if (x.status === 'rejected') expect((x.reason as Error).message).toBe(orderTakeRefusal('DK-4T', 2, 1).msg);
    expect(await stockOf(db(), 'SKU-HD-4T')).toBe(1);
    expect(await written(orders.map((o) => o.orderNo))).toBe(2);
  });
});
