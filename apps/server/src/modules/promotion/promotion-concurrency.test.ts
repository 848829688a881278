/** The promotion's total limit under a crowd (PostgreSQL only: PGlite runs one transaction at a time). */
import { PROMOTION_MESSAGES, reasonOf } from '@portal/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/support/test-app.ts';
import { describeOnPostgres } from '../../../test/support/test-db.ts';
import { FREIGHT, createBuyingWorld, setStock, type BuyingWorld } from '../../../test/support/buying.ts';
import { createPromotion, placeOrder, staffToken } from '../../../test/support/promotion.ts';

describeOnPostgres('promotion limits under concurrency on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ORDER_SWEEP_SECONDS: '0' });
    world = await createBuyingWorld(ctx, 5);
  });
  afterAll(() => ctx.close());

  it('50 parallel orders against a total limit of 10: exactly 10 at the promoted price, the rest refused', async () => {
    const db = ctx.database.db;
    await setStock(db, 'SKU-HD-4T', 1000);
    const a = await createPromotion(ctx, await staffToken(ctx), { totalLimit: 10, perUserLimit: 100 });
    const expectedPayFen = 39900 + FREIGHT.baseFen;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        placeOrder(ctx, world.buyers[i % world.buyers.length]!, {
          items: [{ skuNo: 'SKU-HD-4T', quantity: 1 }],
          expectedPayFen,
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBe(10);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(422);
      expect(r.json().reason).toBe(reasonOf(PROMOTION_MESSAGES, 'soldOut'));
    }
    const row = await db
      .selectFrom('promotion_activity')
      .select('used')
      .where('activity_no', '=', a.activityNo)
      .executeTakeFirstOrThrow();
    expect(row.used).toBe(10);
    const uses = await db.selectFrom('promotion_use').select('order_no').execute();
    expect(uses.length).toBe(10);
    const orders = await db.selectFrom('mall_order').select(['pay_fen']).execute();
    expect(orders.length).toBe(10);
    expect(orders.every((o) => Number(o.pay_fen) === expectedPayFen)).toBe(true);
    const bought = await db
      .selectFrom('promotion_buyer')
      .select(db.fn.sum<string>('bought').as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(bought.n)).toBe(10);
  });
});
