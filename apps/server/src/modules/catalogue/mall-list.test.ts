/**
 * The procurement mall's dealer products (/memberStore/sellProduct) are the spu page asked for the brand
 * catalogue's families sold through dealers (DEALER_PRODUCTS_QUERY: skuSaleType=经销&type=0&customSpuSource=1),
 * priced for the viewer (a second-level buyer: its current first-level dealer's price list). '非经' families and
 * private products stay out.
 */
import { DEALER_PRODUCTS_QUERY } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { createBuyingWorld, type BuyingWorld } from '../../../test/support/buyers.ts';
import { createTestCatalogue } from '../../../test/support/catalogue.ts';

const PAGE = '/api-cloud-merchant-service/open/v1/goods/spu/page';
const MALL = `${new URLSearchParams(Object.entries(DEALER_PRODUCTS_QUERY).map(([k, v]): [string, string] => [k, String(v)]))}&size=50`;

interface Item {
  spuNo: string;
  minPrice: number | null;
  skus: { skuNo: string; price: number | null }[];
}

describe.each(testDrivers())('procurement mall list on %s', (driver) => {
  let ctx: TestContext;
  let world: BuyingWorld;
  let second: string;

  const list = async (token: string | null, qs: string) => {
    const res = await injectAs(ctx, token, 'GET', `${PAGE}?${qs}&fields=skus`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Item[]; count: number };
    return { items: body.data, nos: body.data.map((s) => s.spuNo).sort(), count: body.count };
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    world = await createBuyingWorld(db, 70);
    // The second-level buyer owns a private product: its lists show it, the mall must not.
    await createTestCatalogue(db, { privateOwner: world.ids.second });
    await db.updateTable('spu').set({ sku_sale_type: '非经' }).where('spu_no', '=', 'SPU-B8').execute();
    const b4 = await db
      .selectFrom('sku as k')
      .innerJoin('spu as s', 's.id', 'k.spu_id')
      .select('k.sku_no')
      .where('s.spu_no', '=', 'SPU-B4')
      .orderBy('k.sku_no')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('dealer_sku_price')
      .values({ first_merchant_no: world.firstNo, sku_no: b4.sku_no, price_fen: 123_45, gold_price_fen: null })
      .execute();
    second = await loginToken(ctx, world.phones.second);
  });
  afterAll(() => ctx?.close());

  it('lists the dealer goods only: no 非经 family, no private product', async () => {
    const all = await list(second, 'size=50');
    expect(all.nos).toContain('SPU-B8');
    expect(all.nos).toContain('SPU-PRIV');
    const mall = await list(second, MALL);
    expect(mall.nos).not.toContain('SPU-B8');
    expect(mall.nos).not.toContain('SPU-PRIV');
    expect(mall.nos).toEqual(all.nos.filter((n) => n !== 'SPU-B8' && n !== 'SPU-PRIV'));
    expect(mall.count).toBe(mall.nos.length);
    // The 非经 family has no price for this buyer anyway: the filter hides what could not be bought.
    expect(all.items.find((s) => s.spuNo === 'SPU-B8')!.minPrice).toBeNull();
  });

  it("prices the list with the buyer's current first-level dealer's price list", async () => {
    const mall = await list(second, MALL);
    const b4 = mall.items.find((s) => s.spuNo === 'SPU-B4')!;
    expect(b4.skus.map((k) => k.price)).toContain(123_45);
    // A visitor asking the same sees the retail prices.
    const guest = await list(null, MALL);
    expect(guest.items.find((s) => s.spuNo === 'SPU-B4')!.skus.map((k) => k.price)).not.toContain(123_45);
  });

  it('keeps the other filters: category and keyword narrow the mall list', async () => {
    const kw = encodeURIComponent('网络摄像机');
    expect((await list(second, `categoryIds=1&keyword=${kw}`)).nos).toEqual(['SPU-B4', 'SPU-B8', 'SPU-D4']);
    expect((await list(second, `${MALL}&categoryIds=1&keyword=${kw}`)).nos).toEqual(['SPU-B4', 'SPU-D4']);
    expect((await list(second, `${MALL}&categoryIds=102&keyword=${kw}`)).nos).toEqual(['SPU-D4']);
  });

  it('refuses an unknown sale type with a Chinese message, 400', async () => {
    const res = await injectAs(ctx, second, 'GET', `${PAGE}?skuSaleType=${encodeURIComponent('团购')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('销售类型参数不正确');
  });
});
