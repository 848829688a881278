import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/test-db.ts';
import type { Database } from '../db/database.ts';
import { createTestCatalogue } from '../../test/support/catalogue.ts';
import { seedSolutionProducts } from './solution-products.ts';

describe('demo solution products', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await createTestCatalogue(database.db);
  });
  afterAll(() => database.close());

  it('gives each solution real public models of the catalogue, once', async () => {
    const db = database.db;
    // A bullet camera (category 101) with the stock and price the demo picking asks for.
    await db.updateTable('sku').set({ stock: 200, price_fen: 39900 }).where('sku_no', '=', 'SKU-B4-4').execute();
    const [a] = await db
      .insertInto('content')
      .values([{ type: 3, title: '方案一', status: 1 }])
      .returning('id')
      .execute();
    await seedSolutionProducts(db, () => {});
    const rows = await db.selectFrom('solution_product').selectAll().execute();
    expect(rows.some((r) => Number(r.content_id) === Number(a!.id) && r.sku_no === 'SKU-B4-4')).toBe(true);
    const known = new Set((await db.selectFrom('sku').select('sku_no').execute()).map((r) => r.sku_no));
    expect(rows.every((r) => known.has(r.sku_no) && r.quantity >= 1)).toBe(true);
    await seedSolutionProducts(db, () => {});
    expect(await db.selectFrom('solution_product').selectAll().execute()).toHaveLength(rows.length);
  });
});
