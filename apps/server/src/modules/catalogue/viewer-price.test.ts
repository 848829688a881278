/**
 * Per-viewer prices through HTTP (issue 4, "prices and which products show follow the user type and the bound
 * dealer"): a visitor, a person, a first-level dealer, a second-level dealer bound to a dealer with a price list and
 * a gold second-level dealer each see their own price in the list, the price sort, the detail, compare, suites,
 * favourites, the match list and the design-order list; the SQL the server compiles agrees with the domain rule.
 */
import { DESIGN_API, LINE_MESSAGES, pricePlanFor } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { userTypeOf } from '../account/service.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { insertPrivateProducts } from './private-products.ts';
import { P, viewerPriceWorld, type Who } from '../../../test/support/viewer-prices.ts';

describe.each(testDrivers())('per-viewer prices on %s', (driver) => {
  const w = viewerPriceWorld(driver);
  const { as, data, list, detailPrices, plans, EXPECTED } = w;

  it('prices by the user type the session shows (account.userTypeOf agrees with getLoginSessionInfo)', async () => {
    for (const who of ['person', 'first', 'firstStaff', 'second', 'secondStaff', 'gold', 'sales'] as Who[]) {
      const session = await data(who, 'GET', '/v1/account/getLoginSessionInfo');
      const expected = plans.get(who)!;
      const plan = pricePlanFor({ userType: session.userType, boundDealerNo: expected.dealerNo });
      expect(plan.key, who).toBe(expected.key);
      expect(await userTypeOf(w.ctx.database.db, session.id), who).toBe(session.userType);
    }
  });

  it('the list shows each viewer their own model prices and family price', async () => {
    for (const who of ['visitor', 'person', 'first', 'firstStaff', 'second', 'secondStaff', 'gold', 'sales'] as Who[]) {
      const items = await list(who, 'categoryIds=1');
      const prices = Object.fromEntries(items.flatMap((i) => i.skus.map((k) => [k.skuNo, k.price])));
      for (const [skuNo, byWho] of Object.entries(EXPECTED)) {
        if (who in byWho) expect(prices[skuNo], `${who} ${skuNo}`).toBe(byWho[who]);
      }
    }
    const first = await list('first', 'categoryIds=101');
    expect(first.find((i) => i.spuNo === 'SPU-B4')!.minPrice).toBe(32000);
    const gold = await list('gold', 'categoryIds=101');
    expect(Object.fromEntries(gold.map((i) => [i.spuNo, i.minPrice]))).toEqual({
      'SPU-B4': 34000,
      'SPU-B8': 30000,
      'SPU-B2': 20000,
    });
    const person = await list('person', 'categoryIds=102');
    expect(person.find((i) => i.spuNo === 'SPU-D4')!.minPrice).toBeNull();
  });

  it('the price sort follows the viewer’s price, both ways, no price last', async () => {
    const order = async (who: Who, dir: 'asc' | 'desc') =>
      (await list(who, `categoryIds=101&sort=price&order=${dir}`)).map((i) => i.spuNo);
    expect(await order('visitor', 'asc')).toEqual(['SPU-B4', 'SPU-B8', 'SPU-B2']);
    expect(await order('person', 'asc')).toEqual(['SPU-B4', 'SPU-B8', 'SPU-B2']);
    expect(await order('first', 'asc')).toEqual(['SPU-B8', 'SPU-B4', 'SPU-B2']);
    expect(await order('second', 'asc')).toEqual(['SPU-B2', 'SPU-B4', 'SPU-B8']);
    expect(await order('gold', 'asc')).toEqual(['SPU-B2', 'SPU-B8', 'SPU-B4']);
    expect(await order('gold', 'desc')).toEqual(['SPU-B4', 'SPU-B8', 'SPU-B2']);
    // A '非经' family sorts as unpriced for those who cannot buy it.
    expect((await list('second', 'categoryIds=1&sort=price&order=asc')).map((i) => i.spuNo).at(-1)).toBe('SPU-D4');
  });

  it('one cached page never serves another viewer’s prices', async () => {
    const qs = `${P}/open/v1/goods/spu/page?categoryIds=101&sort=price&order=asc&size=20&fields=skus`;
    const b44 = async (who: Who) => {
      const items = (await data(who, 'GET', qs)) as { skus: { skuNo: string; price: number | null }[] }[];
      return items.flatMap((i) => i.skus).find((k) => k.skuNo === 'SKU-B4-4')!.price;
    };
    expect(await b44('visitor')).toBe(39900);
    expect(await b44('second')).toBe(36000);
    expect(await b44('gold')).toBe(34000);
    expect(await b44('first')).toBe(32000);
    expect(await b44('visitor')).toBe(39900);
    expect(await b44('second')).toBe(36000);
  });

  it('a viewer with private products reads fresh; others of the same plan keep sharing the cached page', async () => {
    const qs = `${P}/open/v1/goods/spu/page?categoryIds=302&size=20`;
    const nos = async (who: Who) => ((await data(who, 'GET', qs)) as { spuNo: string }[]).map((i) => i.spuNo);
    expect(await nos('second')).toEqual(['SPU-ARR']);
    expect(await nos('secondStaff')).toEqual(['SPU-ARR']);
    const owner = await w.ctx.database.db
      .selectFrom('account')
      .select('id')
      .where('phone', '=', '13900009003')
      .executeTakeFirstOrThrow();
    await insertPrivateProducts(w.ctx.database.db, { accountId: owner.id, tenant: null, tenants: [] }, [
      {
        spuName: '自购阵列',
        firstCategoryId: 3,
        secondCategoryId: 302,
        priceFen: 100,
        brandName: '自定义',
        spuDesc: '',
        mainPics: [],
      },
    ]);
    expect((await nos('second')).sort()).toHaveLength(2);
    expect(await nos('secondStaff')).toEqual(['SPU-ARR']);
  });

  it('the detail shows the viewer’s price, its name and the struck-through list price', async () => {
    for (const who of ['visitor', 'person', 'first', 'second', 'gold'] as Who[]) {
      const b4 = await detailPrices(who, 'SPU-B4');
      expect(b4['SKU-B4-4'], who).toBe(EXPECTED['SKU-B4-4']![who]);
      const d4 = await detailPrices(who, 'SPU-D4');
      expect(d4['SKU-D4-2'], who).toBe(EXPECTED['SKU-D4-2']![who]);
    }
    expect((await data('visitor', 'GET', '/open/v1/goods/spu/detail/SPU-B4')).priceLabel).toBe('价格');
    expect((await data('first', 'GET', '/open/v1/goods/spu/detail/SPU-B4')).priceLabel).toBe('批发价');
    expect((await data('second', 'GET', '/open/v1/goods/spu/detail/SPU-B4')).priceLabel).toBe('进货价');
    // Accessories (SKU-B4-4 → SKU-HD-4T) and related products are priced for the viewer too.
    const d = await data('second', 'GET', '/open/v1/goods/spu/detail/SPU-B4');
    expect(d.skus[0].accessories[0]).toMatchObject({ skuNo: 'SKU-HD-4T', price: 55000 });
    expect(d.related.find((r: { spuNo: string }) => r.spuNo === 'SPU-B2').minPrice).toBe(20000);
  });

  it('switching shop switches the dealer’s prices at once', async () => {
    const toggle = (shop: string) => data('second', 'POST', '/v1/merchant/toggleShop', { firstMerchantNo: shop });
    await toggle(w.F2);
    expect((await detailPrices('second', 'SPU-B4'))['SKU-B4-4']).toBe(37000);
    expect((await detailPrices('second', 'SPU-B8'))['SKU-B8-4']).toBe(89900);
    await toggle(w.F);
    expect((await detailPrices('second', 'SPU-B4'))['SKU-B4-4']).toBe(36000);
  });

  it('compare shows the viewer’s price', async () => {
    const body = {
      list: [
        { spuNo: 'SPU-B4', skuNo: 'SKU-B4-4' },
        { spuNo: 'SPU-B8', skuNo: 'SKU-B8-4' },
      ],
    };
    for (const who of ['visitor', 'person', 'first', 'second', 'gold'] as Who[]) {
      const d = await data(who, 'POST', '/open/v1/compare/direct', body);
      expect(
        d.compareSkuList.map((i: { price: number | null }) => i.price),
        who,
      ).toEqual([EXPECTED['SKU-B4-4']![who], EXPECTED['SKU-B8-4']![who]]);
    }
    const bar = await data('gold', 'POST', '/v1/compare/add', { spuNo: 'SPU-B8', skuNo: 'SKU-B8-4' });
    expect(bar[0].price).toBe(30000);
    await data('gold', 'POST', '/v1/compare/clean');
  });

  it('the design-order list takes each viewer’s price and refuses another viewer’s', async () => {
    for (const who of ['person', 'first', 'second', 'gold'] as Who[]) {
      const mine = EXPECTED['SKU-B4-4']![who]!;
      const line = (price: number) => ({ spuNo: 'SPU-B4', skuNo: 'SKU-B4-4', price, rate: 10000, quantity: 2 });
      if (mine !== 39900) {
        const refused = await as(who, 'POST', DESIGN_API.update, { list: [line(39900)] });
        expect(refused.json(), who).toMatchObject({ code: 1, msg: LINE_MESSAGES.priceChanged });
      }
      await data(who, 'POST', DESIGN_API.update, { list: [line(mine)] });
      const { lines } = await data(who, 'GET', DESIGN_API.list);
      expect(
        lines.find((l: { skuNo: string }) => l.skuNo === 'SKU-B4-4'),
        who,
      ).toMatchObject({
        price: mine,
        amount: mine * 2,
      });
    }
    // A '非经' model has no price for a second-level dealer: it joins the list unpriced.
    await data('second', 'POST', DESIGN_API.update, {
      list: [{ spuNo: 'SPU-D4', skuNo: 'SKU-D4-2', price: null, rate: 10000, quantity: 1 }],
    });
  });

  it('the match list stores the viewer’s price', async () => {
    for (const who of ['first', 'gold'] as Who[]) {
      await data(who, 'POST', '/v1/matchList/add', { productList: [{ spuNo: 'SPU-B8', skuNo: 'SKU-B8-4', price: 1 }] });
    }
    const rows = await w.ctx.database.db
      .selectFrom('match_list_item')
      .select('price_fen')
      .where('sku_no', '=', 'SKU-B8-4')
      .execute();
    expect(rows.map((r) => Number(r.price_fen)).sort()).toEqual([30000, 30000]);
  });

  it('suites and favourites use the viewer’s prices', async () => {
    const suit = await data('second', 'GET', '/open/v1/goods/suit/detail/SUIT-1');
    expect(suit.items.map((i: { price: number }) => i.price)).toEqual([36000, 55000]);
    expect(suit.price).toBe(36000 * 4 + 55000);
    expect((await data('visitor', 'GET', '/open/v1/goods/suit/detail/SUIT-1')).price).toBe(39900 * 4 + 59900);
    for (const who of ['first', 'second'] as Who[]) {
      await data(who, 'POST', '/v1/goods/favorite/spu', { spuNo: 'SPU-B8' });
      const favs = await data(who, 'GET', '/v1/goods/favorite/spu');
      expect(favs.find((f: { spuNo: string }) => f.spuNo === 'SPU-B8').minPrice, who).toBe(EXPECTED['SKU-B8-4']![who]);
    }
  });
});
