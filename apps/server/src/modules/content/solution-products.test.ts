import { CONTENT_API, CONTENT_MESSAGES, reasonOf } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../catalogue/test-catalogue.ts';
import { createBuyingWorld, type BuyingWorld } from '../cart/test-buyers.ts';

describe.each(testDrivers())('a solution’s products on %s', (driver) => {
  let ctx: TestContext;
  let w: BuyingWorld;
  let solutionId: number;
  let articleId: number;
  const products = (token: string | null, contentId: number | string) =>
    injectAs(ctx, token, 'GET', `${CONTENT_API.solutionProducts}?contentId=${contentId}`);

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    await createTestCatalogue(db);
    w = await createBuyingWorld(db);
    await db
      .updateTable('sku')
      .set({ price_fen: 39900, wholesale_price_fen: 30000 })
      .where('sku_no', '=', 'SKU-B4-4')
      .execute();
    const [solution, article] = await db
      .insertInto('content')
      .values([
        { type: 3, title: '平安校园解决方案', status: 1, published_at: new Date() },
        { type: 0, title: '一篇文章', status: 1, published_at: new Date() },
      ])
      .returning('id')
      .execute();
    solutionId = Number(solution!.id);
    articleId = Number(article!.id);
    await db
      .insertInto('solution_product')
      .values([
        { content_id: solutionId, sku_no: 'SKU-B4-4', quantity: 8, sort: 1 },
        { content_id: solutionId, sku_no: 'SKU-GONE', quantity: 1, sort: 2 },
      ])
      .execute();
  });
  afterAll(() => ctx.close());

  it('lists the solution’s models with quantities at a visitor’s (retail) prices, unknown models left out', async () => {
    const res = await products(null, solutionId);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.title).toBe('平安校园解决方案');
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({
      skuNo: 'SKU-B4-4',
      spuNo: 'SPU-B4',
      quantity: 8,
      priceFen: 39900,
      amountFen: 319200,
    });
    expect(data.totalFen).toBe(319200);
  });

  it('prices the same list at a first-level dealer’s (wholesale) prices', async () => {
    const token = await loginToken(ctx, w.phones.firstOwner);
    const { data } = (await products(token, solutionId)).json();
    expect(data.list[0]).toMatchObject({ skuNo: 'SKU-B4-4', quantity: 8, priceFen: 30000, amountFen: 240000 });
    expect(data.totalFen).toBe(240000);
  });

  it('answers an unknown id, a non-solution and a bad id with a clear Chinese 404', async () => {
    for (const id of [999999, articleId]) {
      const res = await products(null, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 404,
        msg: CONTENT_MESSAGES.solutionNotFound,
        data: null,
        reason: reasonOf(CONTENT_MESSAGES, 'solutionNotFound'),
      });
    }
    const bad = await products(null, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(CONTENT_MESSAGES.solutionNotFound);
  });
});
