/**
 * The catalogue's browsing answers over HTTP (issue 45 §3): the suite list and detail at each viewer's prices and
 * what makes a suite unavailable, buying a suite's models (the cart and placeorder re-check them: an off-shelf model
 * cannot be bought), spu/info, the brand list, the hot and recommended lists, related info and the pairing count.
 */
import {
  API_PREFIX,
  BUYING_API,
  CART_MESSAGES,
  CATALOGUE_BROWSE_ROUTES as R,
  CATALOGUE_MESSAGES,
  INFORMATION_ROUTES,
  reasonOf,
  type ContentBrief,
  type SuitDetail,
  type SuitListItem,
} from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { newKey, useOrderWorld } from '../../../test/support/orders.ts';
import { setStock, type Buyer, type BuyingWorld } from '../../../test/support/buying.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import type { TestContext } from '../../../test/support/test-app.ts';

const P = API_PREFIX;
const RETAIL = 4 * 39900 + 59900;
const DEALER = 4 * 30000 + 50000;

describe.each(testDrivers())('catalogue browsing: suites, info, brands, lists, related, pairing on %s', (driver) => {
  const { call, pre, place, db, current } = useOrderWorld(driver);
  let ctx: TestContext;
  let world: BuyingWorld;
  let buyer: Buyer;
  const get = async <T>(token: string | null, url: string) => {
    const res = await call(token, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { code: number; data: T; count?: number };
  };
  const suit = (token: string | null) => get<SuitDetail>(token, `${P}/open/v1/goods/suit/detail/SUIT-1`);
  const setShelf = (skuNo: string, status: number) =>
    db().updateTable('sku').set({ status }).where('sku_no', '=', skuNo).execute();

  beforeAll(async () => {
    ({ ctx, world, buyer } = current());
    // The shop's own price list for its second-level buyers: the suite's models cost them less than retail.
    await db()
      .insertInto('dealer_sku_price')
      .values([
        { first_merchant_no: world.shopMerchantNo, sku_no: 'SKU-B4-4', price_fen: 30000 },
        { first_merchant_no: world.shopMerchantNo, sku_no: 'SKU-HD-4T', price_fen: 50000 },
      ])
      .execute();
    const cat = await db()
      .insertInto('suit')
      .values({ suit_no: 'SUIT-2', name: '半球摄像机套装', price_fen: null, category_id: 102, times_used: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sku = await db().selectFrom('sku').select('id').where('sku_no', '=', 'SKU-B2-4').executeTakeFirstOrThrow();
    await db().insertInto('suit_item').values({ suit_id: cat.id, sku_id: sku.id, quantity: 2 }).execute();
    await db().insertInto('suit').values({ suit_no: 'SUIT-OFF', name: '已下架套装', status: 1 }).execute();
    await db().insertInto('brand').values({ id: 2, name: '无商品品牌', is_own: false }).execute();
  });

  it("lists on-shelf suites with each viewer's price (the models' prices × quantities) and whether they can be bought", async () => {
    const guest = await get<SuitListItem[]>(null, `${R.suitPage.path}?page=1&size=10`);
    expect(guest.count).toBe(2);
    expect(guest.data.map((s) => s.suitNo)).toEqual(['SUIT-2', 'SUIT-1']);
    expect(guest.data[1]).toMatchObject({
      name: '四路监控套装',
      price: RETAIL,
      referPrice: 199900,
      itemCount: 2,
      maxSuits: 2,
      unavailable: null,
    });
    // SUIT-2's model has no price: no suite price, cannot be bought.
    expect(guest.data[0]).toMatchObject({ price: null, unavailable: 'noPrice', itemCount: 1 });
    const dealer = await get<SuitListItem[]>(buyer.token, `${R.suitPage.path}?keyword=四路`);
    expect(dealer.data.map((s) => [s.suitNo, s.price])).toEqual([['SUIT-1', DEALER]]);
    const byCategory = await get<SuitListItem[]>(null, `${R.suitPage.path}?categoryId=1`);
    expect(byCategory.data.map((s) => s.suitNo).sort()).toEqual(['SUIT-1', 'SUIT-2']);
    expect((await get<SuitListItem[]>(null, `${R.suitPage.path}?categoryId=301`)).data).toEqual([]);
    const bad = await call(null, 'GET', `${R.suitPage.path}?size=500`);
    expect(bad.statusCode).toBe(400);
    const unknown = await call(null, 'GET', `${R.suitPage.path}?colour=red`);
    expect(unknown.statusCode).toBe(400);
  });

  it("shows a suite's models at the viewer's prices; an off-shelf suite is not found", async () => {
    const g = (await suit(null)).data;
    expect(g.items.map((i) => [i.skuNo, i.price, i.quantity, i.stock, i.problem])).toEqual([
      ['SKU-B4-4', 39900, 4, 10, null],
      ['SKU-HD-4T', 59900, 1, 100, null],
    ]);
    expect([g.price, g.referPrice, g.maxSuits, g.unavailable]).toEqual([RETAIL, 199900, 2, null]);
    expect((await suit(buyer.token)).data.price).toBe(DEALER);
    const off = await call(null, 'GET', `${P}/open/v1/goods/suit/detail/SUIT-OFF`);
    expect([off.statusCode, off.json().reason]).toEqual([404, reasonOf(CATALOGUE_MESSAGES, 'suitNotFound')]);
  });

  it('buys a whole suite at the viewer price: add all to the cart, then buy now through placeorder', async () => {
    await db().deleteFrom('cart_item').execute();
    const items = (await suit(buyer.token)).data.items.map((i) => ({
      spuNo: i.spuNo,
      skuNo: i.skuNo,
      quantity: i.quantity,
    }));
    const add = await call(buyer.token, 'POST', BUYING_API.cartBatchAdd, { items });
    expect(add.json()).toMatchObject({ code: 0, data: { count: 2, adjusted: [] } });
    const cart = (await call(buyer.token, 'GET', BUYING_API.cartQuery)).json().data;
    expect(cart.items.map((l: { skuNo: string; amountFen: number }) => [l.skuNo, l.amountFen])).toEqual(
      expect.arrayContaining([
        ['SKU-B4-4', 120000],
        ['SKU-HD-4T', 50000],
      ]),
    );
    const direct = items.map(({ skuNo, quantity }) => ({ skuNo, quantity }));
    const s = await pre(buyer.token, { source: 'direct', items: direct, addressId: buyer.addressId });
    expect(s.statusCode, s.body).toBe(200);
    expect(s.json().data.goodsFen).toBe(DEALER);
    const body = { source: 'direct', items: direct, addressId: buyer.addressId, expectedPayFen: s.json().data.payFen };
    const placed = await place(buyer.token, body, newKey());
    expect(placed.statusCode, placed.body).toBe(200);
    // The stock the order took: the suite page now makes fewer suites.
    expect((await suit(null)).data.maxSuits).toBe(1);
    await setStock(db(), 'SKU-B4-4', 10);
  });

  it('a suite with an off-shelf model, no price or too little stock cannot be bought: the page says so, the cart and placeorder refuse', async () => {
    await setShelf('SKU-HD-4T', 1);
    try {
      const d = (await suit(buyer.token)).data;
      expect([d.unavailable, d.maxSuits, d.items[1]!.problem]).toEqual(['offShelf', 0, 'offShelf']);
      expect((await get<SuitListItem[]>(null, `${R.suitPage.path}?keyword=SUIT-1`)).data[0]!.unavailable).toBe(
        'offShelf',
      );
      await db().deleteFrom('cart_item').execute();
      const items = d.items.map((i) => ({ spuNo: i.spuNo, skuNo: i.skuNo, quantity: i.quantity }));
      const add = await call(buyer.token, 'POST', BUYING_API.cartBatchAdd, { items });
      expect(add.statusCode).toBe(422);
      expect(add.json().reason).toBe(reasonOf(CART_MESSAGES, 'delisted'));
      expect(await db().selectFrom('cart_item').select('id').execute()).toEqual([]);
      const direct = items.map(({ skuNo, quantity }) => ({ skuNo, quantity }));
      const placed = await place(
        buyer.token,
        { source: 'direct', items: direct, addressId: buyer.addressId, expectedPayFen: DEALER },
        newKey(),
      );
      expect(placed.statusCode).toBe(422);
      expect(await db().selectFrom('mall_order').select('id').execute()).toHaveLength(1);
    } finally {
      await setShelf('SKU-HD-4T', 0);
    }
    // The family delisted counts as the model delisted.
    await db().updateTable('spu').set({ status: 1 }).where('spu_no', '=', 'SPU-HD').execute();
    expect((await suit(null)).data.unavailable).toBe('offShelf');
    await db().updateTable('spu').set({ status: 0 }).where('spu_no', '=', 'SPU-HD').execute();
    await setStock(db(), 'SKU-B4-4', 3);
    const short = (await suit(null)).data;
    expect([short.unavailable, short.maxSuits, short.items[0]!.problem]).toEqual(['noStock', 0, 'noStock']);
    await setStock(db(), 'SKU-B4-4', 10);
    expect((await suit(null)).data.unavailable).toBeNull();
  });

  it("spu/info answers a family's short info at the viewer's price; an unknown or private one is not found", async () => {
    const g = await get<Record<string, unknown>>(null, `${R.spuInfo.path}?spuNo=SPU-B4`);
    expect(g.data).toMatchObject({
      spuNo: 'SPU-B4',
      spuName: '400万像素红外网络摄像机',
      brandName: '海昱',
      secondCatagoryName: '枪型网络摄像机',
      minPrice: 39900,
      skuCount: 2,
      inStockSkuCount: 1,
    });
    expect(g.data).not.toHaveProperty('skus');
    const d = await get<{ minPrice: number }>(buyer.token, `${R.spuInfo.path}?spuNo=SPU-B4`);
    expect(d.data.minPrice).toBe(30000);
    for (const no of ['SPU-NONE', 'SPU-PRIV']) {
      const res = await call(null, 'GET', `${R.spuInfo.path}?spuNo=${no}`);
      expect([res.statusCode, res.json().reason]).toEqual([404, reasonOf(CATALOGUE_MESSAGES, 'spuNotFound')]);
    }
    expect((await call(null, 'GET', R.spuInfo.path)).statusCode).toBe(400);
  });

  it('lists the brands that have families on shelf, with their counts; the product list filters by one', async () => {
    const b = await get<{ id: number; name: string; spuCount: number; isOwn: boolean }[]>(null, R.brands.path);
    expect(b.data).toEqual([{ id: 1, name: '海昱', logoUrl: null, isOwn: true, spuCount: 6 }]);
    const page = await get<unknown[]>(null, `${P}/open/v1/goods/spu/page?brandId=1&size=50`);
    expect(page.count).toBe(6);
    expect((await get<unknown[]>(null, `${P}/open/v1/goods/spu/page?brandId=2`)).count).toBe(0);
  });

  it('answers the hot and recommended families staff labelled, most used first, at the viewer price', async () => {
    const rec = await get<{ spuNo: string; minPrice: number | null }[]>(null, `${R.recommend.path}`);
    expect(rec.data.map((s) => s.spuNo)).toEqual(['SPU-D4']);
    const hot = await get<{ spuNo: string }[]>(null, `${R.recommend.path}?kind=hot`);
    expect(hot.data.map((s) => s.spuNo)).toEqual(['SPU-B4']);
    // Staff label another family recommended (the label is what /catalogueManage edits).
    await db().updateTable('spu').set({ labels: 5 }).where('spu_no', '=', 'SPU-HD').execute();
    const again = await get<{ spuNo: string; minPrice: number | null }[]>(buyer.token, `${R.recommend.path}?size=5`);
    expect(again.data.map((s) => [s.spuNo, s.minPrice])).toEqual([
      ['SPU-HD', 50000],
      ['SPU-D4', 29900],
    ]);
    expect((await call(null, 'GET', `${R.recommend.path}?kind=cheap`)).statusCode).toBe(400);
    expect((await call(null, 'GET', `${R.recommend.path}?size=21`)).statusCode).toBe(400);
  });

  it('answers related info: content naming the family or a model first, then its category; drafts never', async () => {
    const now = Date.now();
    const add = async (type: number, title: string, body: string, status = 1, daysAgo = 1) =>
      (
        await db()
          .insertInto('content')
          .values({
            type,
            title,
            summary: '',
            body_html: body,
            status,
            published_at: new Date(now - daysAgo * 86_400_000),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const model = await add(0, '选型指南', '<p>HY-IPC-3B04I4-I5(4mm) 适合仓库</p>', 1, 5);
    const category = await add(1, '枪型网络摄像机安装视频', '<p>安装步骤</p>', 1, 1);
    await add(0, '无关文章', '<p>门禁系统</p>');
    await add(0, '草稿', '<p>400万像素红外网络摄像机</p>', 0);
    const solution = await add(3, '仓储方案', '<p>整体方案</p>', 1, 9);
    await db()
      .insertInto('solution_product')
      .values({ content_id: solution, sku_no: 'SKU-B4-6', quantity: 2 })
      .execute();
    const r = await get<ContentBrief[]>(null, `${INFORMATION_ROUTES.spuRelated.path}?spuNo=SPU-B4`);
    expect(r.data.map((c) => c.contentId)).toEqual([model, solution, category]);
    const other = await get<ContentBrief[]>(null, `${INFORMATION_ROUTES.spuRelated.path}?spuNo=SPU-HD`);
    expect(other.data).toEqual([]);
    const none = await call(null, 'GET', `${INFORMATION_ROUTES.spuRelated.path}?spuNo=SPU-NONE`);
    expect(none.statusCode).toBe(404);
  });

  it("answers the pairing count of the viewer's match list (配单): lines and units; guests must log in", async () => {
    expect((await call(null, 'GET', R.pairingCount.path)).statusCode).toBe(401);
    expect((await get<{ count: number }>(buyer.token, R.pairingCount.path)).data).toEqual({ count: 0, quantity: 0 });
    await call(buyer.token, 'POST', `${P}/v1/matchList/add`, {
      productList: [
        { spuNo: 'SPU-B4', skuNo: 'SKU-B4-4', quantity: 3 },
        { spuNo: 'SPU-HD', skuNo: 'SKU-HD-4T' },
      ],
    });
    await call(buyer.token, 'POST', `${P}/v1/matchList/add`, {
      productList: [{ spuNo: 'SPU-B4', skuNo: 'SKU-B4-4', quantity: 1 }],
    });
    expect((await get<{ count: number }>(buyer.token, R.pairingCount.path)).data).toEqual({ count: 2, quantity: 5 });
    expect(ctx).toBeDefined();
  });
});
