import { CONTENT_API, CONTENT_MESSAGES, reasonOf } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/support/fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';
import { createBuyingWorld, type BuyingWorld } from '../../../test/support/buyers.ts';

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

  it('an article’s detail shows the related scheme (solutions), not more articles; a solution shows none', async () => {
    const detail = async (id: number) =>
      (await injectAs(ctx, null, 'GET', `${CONTENT_API.detail}?contentId=${id}`)).json().data;
    const article = await detail(articleId);
    expect(article.solutions.map((c: { contentId: number }) => c.contentId)).toContain(solutionId);
    expect(article.solutions.every((c: { type: number }) => c.type === 3)).toBe(true);
    expect(article.related.every((c: { type: number }) => c.type === 0)).toBe(true);
    const solution = await detail(solutionId);
    expect(solution.solutions).toEqual([]);
    expect(solution.related.map((c: { contentId: number }) => c.contentId)).not.toContain(solutionId);
  });

  describe('the staff edits the list (content management)', () => {
    const SAVE = '/api-cloud-merchant-service/v1/content/manage/save';
    const DETAIL = CONTENT_API.manageDetail;
    let staff: string;
    let id: number;
    const save = (token: string | null, body: unknown) => injectAs(ctx, token, 'POST', SAVE, body);
    const lines = () =>
      ctx.database.db
        .selectFrom('solution_product')
        .select(['sku_no', 'quantity', 'sort'])
        .where('content_id', '=', id)
        .orderBy('sort')
        .execute();

    beforeAll(async () => {
      await createAccount(ctx.database.db, { phone: '13900018091', isSales: true });
      staff = await loginToken(ctx, '13900018091');
      const res = await save(staff, {
        type: 3,
        title: '智慧工地方案',
        publish: true,
        products: [
          { skuNo: 'SKU-B8-4', quantity: 2 },
          { skuNo: 'SKU-B4-4', quantity: 5 },
        ],
      });
      expect(res.json().code).toBe(0);
      id = res.json().data.contentId;
      expect(res.json().data.products).toEqual([
        { skuNo: 'SKU-B8-4', quantity: 2 },
        { skuNo: 'SKU-B4-4', quantity: 5 },
      ]);
    });

    it('creates, shows and replaces the list in order; visitors see it priced at once', async () => {
      expect((await products(null, id)).json().data.list.map((l: { skuNo: string }) => l.skuNo)).toEqual([
        'SKU-B8-4',
        'SKU-B4-4',
      ]);
      const edited = await save(staff, {
        contentId: id,
        type: 3,
        title: '智慧工地方案',
        products: [
          { skuNo: 'SKU-B4-4', quantity: 3 },
          { skuNo: 'SKU-D4-2', quantity: 1 },
        ],
      });
      expect(edited.json().code).toBe(0);
      const detail = (await injectAs(ctx, staff, 'GET', `${DETAIL}?contentId=${id}`)).json().data;
      expect(detail.products).toEqual([
        { skuNo: 'SKU-B4-4', quantity: 3 },
        { skuNo: 'SKU-D4-2', quantity: 1 },
      ]);
      const shown = (await products(null, id)).json().data;
      expect(shown.list.map((l: { skuNo: string; quantity: number }) => [l.skuNo, l.quantity])).toEqual([
        ['SKU-B4-4', 3],
        ['SKU-D4-2', 1],
      ]);
      expect(shown.list[0].amountFen).toBe(39900 * 3);
      // saving without a list keeps it
      expect((await save(staff, { contentId: id, type: 3, title: '智慧工地方案（新）' })).json().code).toBe(0);
      expect(await lines()).toHaveLength(2);
    });

    it('refuses bad lists with a clear Chinese message and changes nothing', async () => {
      const before = await lines();
      const cases: [unknown, number, string][] = [
        [[{ skuNo: 'SKU-NOPE', quantity: 1 }], 400, `${CONTENT_MESSAGES.productUnknown}：SKU-NOPE`],
        [
          [
            { skuNo: 'SKU-B4-4', quantity: 1 },
            { skuNo: 'SKU-B4-4', quantity: 2 },
          ],
          400,
          CONTENT_MESSAGES.productDuplicate,
        ],
        [[{ skuNo: 'SKU-B4-4', quantity: 0 }], 400, CONTENT_MESSAGES.productQuantity],
        [[{ skuNo: 'SKU-B4-4', quantity: 10000 }], 400, CONTENT_MESSAGES.productQuantity],
        [[{ skuNo: '  ', quantity: 1 }], 400, CONTENT_MESSAGES.productModelRequired],
        [
          Array.from({ length: 51 }, (_, i) => ({ skuNo: `SKU-${i}`, quantity: 1 })),
          400,
          CONTENT_MESSAGES.productsTooMany,
        ],
      ];
      for (const [list, status, msg] of cases) {
        const res = await save(staff, { contentId: id, type: 3, title: '改名不应生效', products: list });
        expect(res.statusCode, msg).toBe(status);
        expect(res.json().msg).toBe(msg);
      }
      const unknown = await save(staff, {
        contentId: id,
        type: 3,
        title: 'x',
        products: [{ skuNo: 'SKU-NOPE', quantity: 1 }],
      });
      expect(unknown.json().reason).toBe(reasonOf(CONTENT_MESSAGES, 'productUnknown'));
      // an article cannot carry a list
      const article = await save(staff, { type: 0, title: '文章', products: [{ skuNo: 'SKU-B4-4', quantity: 1 }] });
      expect(article.statusCode).toBe(400);
      expect(article.json().msg).toBe(CONTENT_MESSAGES.productsOnlySolution);
      expect(await lines()).toEqual(before);
      const title = await ctx.database.db.selectFrom('content').select('title').where('id', '=', id).executeTakeFirst();
      expect(title?.title).toBe('智慧工地方案（新）');
    });

    it('only the staff may edit it', async () => {
      const buyer = await loginToken(ctx, w.phones.firstOwner);
      const res = await save(buyer, { contentId: id, type: 3, title: 'x', products: [] });
      expect(res.statusCode).toBe(403);
      expect((await save(null, { contentId: id, type: 3, title: 'x', products: [] })).statusCode).toBe(401);
      expect(await lines()).toHaveLength(2);
    });
  });
});
