/**
 * Per-viewer prices kept right (issue 4): the SQL the server compiles agrees with the domain rule for every model and
 * viewer, and the stored family prices follow every price and status change.
 */
import { viewerMinPriceFen, viewerPriceFen } from '@portal/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/support/test-db.ts';
import { viewerPriceWorld, type Who } from '../../../test/support/viewer-prices.ts';

describe.each(testDrivers())('per-viewer prices kept right on %s', (driver) => {
  const w = viewerPriceWorld(driver);
  const { list, plans } = w;

  it('the compiled SQL agrees with the domain rule for every model and viewer, and so does the family price', async () => {
    const db = w.ctx.database.db;
    const facts = await db
      .selectFrom('sku as k')
      .innerJoin('spu as s', 's.id', 'k.spu_id')
      .leftJoin('dealer_sku_price as d', (j) =>
        j.onRef('d.sku_no', '=', 'k.sku_no').on('d.first_merchant_no', '=', w.F),
      )
      .select(['s.spu_no', 'k.sku_no', 'k.status', 'k.price_fen', 'k.wholesale_price_fen', 's.sku_sale_type'])
      .select(['d.price_fen as dealer', 'd.gold_price_fen as gold'])
      .execute();
    const n = (v: number | string | null) => (v === null ? null : Number(v));
    for (const who of ['visitor', 'person', 'first', 'second', 'gold', 'sales', 'secondStaff'] as Who[]) {
      const plan = plans.get(who)!;
      const items = await list(who, 'status=0');
      const shown = new Map(items.flatMap((i) => i.skus.map((k) => [k.skuNo, k.price])));
      const bySpu = new Map<string, (typeof facts)[number][]>();
      for (const f of facts) bySpu.set(f.spu_no, [...(bySpu.get(f.spu_no) ?? []), f]);
      const of = (f: (typeof facts)[number]) => ({
        retailPrice: n(f.price_fen),
        wholesalePrice: n(f.wholesale_price_fen),
        dealerPrice: plan.dealerNo ? n(f.dealer) : null,
        goldDealerPrice: plan.dealerNo ? n(f.gold) : null,
        saleType: f.sku_sale_type,
        status: f.status,
      });
      for (const f of facts) {
        if (shown.has(f.sku_no)) expect(shown.get(f.sku_no), `${who} ${f.sku_no}`).toBe(viewerPriceFen(plan, of(f)));
      }
      for (const i of items) {
        expect(i.minPrice, `${who} ${i.spuNo}`).toBe(viewerMinPriceFen(plan, bySpu.get(i.spuNo)!.map(of)));
        // The price range's top: the highest of the listed models' prices for this viewer.
        const listed = bySpu.get(i.spuNo)!.filter((f) => Number(f.status) === 0);
        const prices = listed.map((f) => viewerPriceFen(plan, of(f))).filter((p): p is number => p !== null);
        expect(i.maxPrice, `${who} ${i.spuNo} max`).toBe(prices.length ? Math.max(...prices) : null);
      }
    }
  });

  it('family prices follow every change of a retail, wholesale or dealer price and of a model’s status', async () => {
    const db = w.ctx.database.db;
    const min = async (who: Who) => (await list(who, 'categoryIds=101')).find((i) => i.spuNo === 'SPU-B4')!.minPrice;
    await db.updateTable('sku').set({ price_fen: 30000 }).where('sku_no', '=', 'SKU-B4-6').execute();
    expect(await min('visitor')).toBe(30000);
    expect(await min('second')).toBe(30000);
    await db
      .updateTable('dealer_sku_price')
      .set({ price_fen: 29000 })
      .where('first_merchant_no', '=', w.F)
      .where('sku_no', '=', 'SKU-B4-4')
      .execute();
    expect(await min('second')).toBe(29000);
    expect(await min('gold')).toBe(30000); // gold 34000 stays on B4-4; B4-6 now 30000 retail
    await db.updateTable('sku').set({ wholesale_price_fen: 1000 }).where('sku_no', '=', 'SKU-B4-6').execute();
    expect(await min('first')).toBe(1000);
    await db.updateTable('sku').set({ status: 1 }).where('sku_no', '=', 'SKU-B4-6').execute();
    expect(await min('first')).toBe(32000);
    expect(await min('visitor')).toBe(39900);
    await db
      .deleteFrom('dealer_sku_price')
      .where('first_merchant_no', '=', w.F)
      .where('sku_no', '=', 'SKU-B4-4')
      .execute();
    expect(await min('second')).toBe(39900);
    await db
      .insertInto('dealer_sku_price')
      .values({ first_merchant_no: w.F, sku_no: 'SKU-B4-4', price_fen: 36000, gold_price_fen: 34000 })
      .execute();
    await db
      .updateTable('sku')
      .set({ status: 0, price_fen: 41900, wholesale_price_fen: 33000 })
      .where('sku_no', '=', 'SKU-B4-6')
      .execute();
    expect(await min('second')).toBe(36000);
    // A stock change does not recompute anything (the trigger is on prices, status and family only).
    const before = await sql<{ n: number }>`select count(*)::int as n from spu_dealer_min_price`.execute(db);
    await db.updateTable('sku').set({ stock: 99 }).where('sku_no', '=', 'SKU-B4-4').execute();
    expect((await sql<{ n: number }>`select count(*)::int as n from spu_dealer_min_price`.execute(db)).rows).toEqual(
      before.rows,
    );
  });
});
