/**
 * Per-viewer prices through HTTP (issue 4, "prices and which products show follow the user type and the bound
 * dealer"): a visitor, a person, a first-level dealer, a second-level dealer bound to a dealer with a price list and
 * a gold second-level dealer each see their own price in the list, the price sort, the detail, compare, suites,
 * favourites, the match list and the design-order list; the SQL the server compiles agrees with the domain rule.
 */
import {
  DESIGN_API,
  LINE_MESSAGES,
  UserType,
  pricePlanFor,
  viewerMinPriceFen,
  viewerPriceFen,
  type PricePlan,
} from '@portal/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createMerchant } from '../../../test/support/fixtures.ts';
import { userTypeOf } from '../account/service.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from '../../../test/support/test-app.ts';
import { testDrivers } from '../../../test/support/test-db.ts';
import { insertPrivateProducts } from './private-products.ts';
import { createTestCatalogue } from './test-catalogue.ts';

const P = '/api-cloud-merchant-service';

/** Wholesale and dealer prices of the test catalogue (retail is in test-catalogue.ts). */
const WHOLESALE: Record<string, number | null> = {
  'SKU-B4-4': 32000,
  'SKU-B4-6': 33000,
  'SKU-B8-4': 30000,
  'SKU-D4-2': null,
  'SKU-HD-4T': 50000,
};
/** Dealer F's list: price, gold price. SKU-B2-4 has no retail price but F prices it. */
const DEALER_F: [string, number, number | null][] = [
  ['SKU-B4-4', 36000, 34000],
  ['SKU-B8-4', 80000, 30000],
  ['SKU-B2-4', 20000, null],
  ['SKU-HD-4T', 55000, null],
  ['SKU-D4-2', 25000, 24000],
];
/** Dealer F2 (the second-level's other shop). */
const DEALER_F2: [string, number, number | null][] = [['SKU-B4-4', 37000, null]];

type Who = 'visitor' | 'person' | 'first' | 'firstStaff' | 'second' | 'secondStaff' | 'gold' | 'sales';

describe.each(testDrivers())('per-viewer prices on %s', (driver) => {
  let ctx: TestContext;
  let F: string;
  let F2: string;
  const tokens = new Map<Who, string | null>([['visitor', null]]);
  const plans = new Map<Who, PricePlan>();
  const as = (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    injectAs(ctx, tokens.get(who) ?? null, method, url.startsWith('/') && !url.startsWith(P) ? P + url : url, payload);
  const data = async (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const res = await as(who, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().code, res.body).toBe(0);
    return res.json().data;
  };
  let pageSeq = 0;
  /** A fresh query string each time (size varies) so a cached page never hides a change. */
  const list = async (who: Who, qs: string) =>
    (await data(who, 'GET', `/open/v1/goods/spu/page?${qs}&size=${30 + (pageSeq++ % 60)}`)) as {
      spuNo: string;
      minPrice: number | null;
      skus: { skuNo: string; price: number | null }[];
    }[];
  const detailPrices = async (who: Who, spuNo: string) => {
    const d = await data(who, 'GET', `/open/v1/goods/spu/detail/${spuNo}`);
    return Object.fromEntries(d.skus.map((k: { skuNo: string; price: number | null }) => [k.skuNo, k.price]));
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver);
    const db = ctx.database.db;
    F = await createMerchant(db, { enterpriseType: 1 });
    F2 = await createMerchant(db, { enterpriseType: 1 });
    const S = await createMerchant(db, { enterpriseType: 2 });
    const G = await createMerchant(db, { enterpriseType: 5 });
    const ids = {
      person: await createAccount(db, { phone: '13900009001' }),
      first: await createAccount(db, { phone: '13900009002', identities: [{ merchantNo: F }] }),
      firstStaff: await createAccount(db, { phone: '13900009005', identities: [{ merchantNo: F, employeeType: 1 }] }),
      second: await createAccount(db, { phone: '13900009003', identities: [{ merchantNo: S }] }),
      secondStaff: await createAccount(db, { phone: '13900009006', identities: [{ merchantNo: S, employeeType: 2 }] }),
      gold: await createAccount(db, { phone: '13900009004', identities: [{ merchantNo: G }] }),
      sales: await createAccount(db, { phone: '13900009008', isSales: true }),
    };
    const bind = (account: number, buyer: string | null, first: string, choosing: boolean) => ({
      account_id: account,
      buyer_merchant_no: buyer,
      first_merchant_no: first,
      choosing,
      default_status: choosing,
    });
    await db
      .insertInto('dealer_binding')
      .values([
        bind(ids.person, null, F, true),
        bind(ids.second, S, F, true),
        bind(ids.second, S, F2, false),
        bind(ids.secondStaff, S, F, true),
        bind(ids.gold, G, F, true),
      ])
      .execute();
    await createTestCatalogue(db);
    for (const [skuNo, w] of Object.entries(WHOLESALE)) {
      await db.updateTable('sku').set({ wholesale_price_fen: w }).where('sku_no', '=', skuNo).execute();
    }
    // Storage products are not sold through dealers in this test.
    await db.updateTable('spu').set({ sku_sale_type: '非经' }).where('spu_no', '=', 'SPU-D4').execute();
    await db
      .insertInto('dealer_sku_price')
      .values([
        ...DEALER_F.map(([sku_no, price_fen, gold_price_fen]) => ({
          first_merchant_no: F,
          sku_no,
          price_fen,
          gold_price_fen,
        })),
        ...DEALER_F2.map(([sku_no, price_fen, gold_price_fen]) => ({
          first_merchant_no: F2,
          sku_no,
          price_fen,
          gold_price_fen,
        })),
      ])
      .execute();
    for (const [who, phone] of [
      ['person', '13900009001'],
      ['first', '13900009002'],
      ['firstStaff', '13900009005'],
      ['second', '13900009003'],
      ['secondStaff', '13900009006'],
      ['gold', '13900009004'],
      ['sales', '13900009008'],
    ] as const) {
      tokens.set(who, await loginToken(ctx, phone));
    }
    const T = UserType;
    plans.set('visitor', pricePlanFor({ userType: T.tourist, boundDealerNo: null }));
    plans.set('person', pricePlanFor({ userType: T.person, boundDealerNo: F }));
    plans.set('first', pricePlanFor({ userType: T.firstLevel, boundDealerNo: null }));
    plans.set('firstStaff', pricePlanFor({ userType: T.firstLevelStaff, boundDealerNo: null }));
    plans.set('second', pricePlanFor({ userType: T.secondLevel, boundDealerNo: F }));
    plans.set('secondStaff', pricePlanFor({ userType: T.secondLevelStaff, boundDealerNo: F }));
    plans.set('gold', pricePlanFor({ userType: T.goldSecondLevel, boundDealerNo: F }));
    plans.set('sales', pricePlanFor({ userType: T.sales, boundDealerNo: null }));
  });
  afterAll(() => ctx.close());

  /** Expected price per model and viewer (retail: B4-4 39900, B4-6 41900, B8-4 89900, B2-4 none, D4-2 29900). */
  const EXPECTED: Record<string, Partial<Record<Who, number | null>>> = {
    'SKU-B4-4': {
      visitor: 39900,
      person: 39900,
      sales: 39900,
      first: 32000,
      firstStaff: 32000,
      second: 36000,
      secondStaff: 36000,
      gold: 34000,
    },
    'SKU-B4-6': { visitor: 41900, person: 41900, first: 33000, second: 41900, gold: 41900 },
    'SKU-B8-4': { visitor: 89900, person: 89900, first: 30000, second: 80000, gold: 30000 },
    'SKU-B2-4': { visitor: null, person: null, first: null, second: 20000, gold: 20000 },
    // '非经': no price for individuals and second-level buyers (even where the dealer priced it).
    'SKU-D4-2': {
      visitor: 29900,
      sales: 29900,
      person: null,
      first: 29900,
      second: null,
      secondStaff: null,
      gold: null,
    },
  };

  it('prices by the user type the session shows (account.userTypeOf agrees with getLoginSessionInfo)', async () => {
    for (const who of ['person', 'first', 'firstStaff', 'second', 'secondStaff', 'gold', 'sales'] as Who[]) {
      const session = await data(who, 'GET', '/v1/account/getLoginSessionInfo');
      const expected = plans.get(who)!;
      const plan = pricePlanFor({ userType: session.userType, boundDealerNo: expected.dealerNo });
      expect(plan.key, who).toBe(expected.key);
      expect(await userTypeOf(ctx.database.db, session.id), who).toBe(session.userType);
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
    const qs = `${P}/open/v1/goods/spu/page?categoryIds=101&sort=price&order=asc&size=20`;
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
    const owner = await ctx.database.db
      .selectFrom('account')
      .select('id')
      .where('phone', '=', '13900009003')
      .executeTakeFirstOrThrow();
    await insertPrivateProducts(ctx.database.db, { accountId: owner.id, tenant: null, tenants: [] }, [
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
    await toggle(F2);
    expect((await detailPrices('second', 'SPU-B4'))['SKU-B4-4']).toBe(37000);
    expect((await detailPrices('second', 'SPU-B8'))['SKU-B8-4']).toBe(89900);
    await toggle(F);
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
    const rows = await ctx.database.db
      .selectFrom('match_list_item')
      .select('price_fen')
      .where('sku_no', '=', 'SKU-B8-4')
      .execute();
    expect(rows.map((r) => Number(r.price_fen)).sort()).toEqual([30000, 30000]);
  });

  it('suites and favourites use the viewer’s prices', async () => {
    const suit = await data('second', 'GET', '/open/v1/goods/suit/detail/SUIT-1');
    expect(suit.items.map((i: { price: number }) => i.price)).toEqual([36000, 55000]);
    expect(suit.itemsTotal).toBe(36000 * 4 + 55000);
    expect((await data('visitor', 'GET', '/open/v1/goods/suit/detail/SUIT-1')).itemsTotal).toBe(39900 * 4 + 59900);
    for (const who of ['first', 'second'] as Who[]) {
      await data(who, 'POST', '/v1/goods/favorite/spu', { spuNo: 'SPU-B8' });
      const favs = await data(who, 'GET', '/v1/goods/favorite/spu');
      expect(favs.find((f: { spuNo: string }) => f.spuNo === 'SPU-B8').minPrice, who).toBe(EXPECTED['SKU-B8-4']![who]);
    }
  });

  it('the compiled SQL agrees with the domain rule for every model and viewer, and so does the family price', async () => {
    const db = ctx.database.db;
    const facts = await db
      .selectFrom('sku as k')
      .innerJoin('spu as s', 's.id', 'k.spu_id')
      .leftJoin('dealer_sku_price as d', (j) => j.onRef('d.sku_no', '=', 'k.sku_no').on('d.first_merchant_no', '=', F))
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
      }
    }
  });

  it('family prices follow every change of a retail, wholesale or dealer price and of a model’s status', async () => {
    const db = ctx.database.db;
    const min = async (who: Who) => (await list(who, 'categoryIds=101')).find((i) => i.spuNo === 'SPU-B4')!.minPrice;
    await db.updateTable('sku').set({ price_fen: 30000 }).where('sku_no', '=', 'SKU-B4-6').execute();
    expect(await min('visitor')).toBe(30000);
    expect(await min('second')).toBe(30000);
    await db
      .updateTable('dealer_sku_price')
      .set({ price_fen: 29000 })
      .where('first_merchant_no', '=', F)
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
      .where('first_merchant_no', '=', F)
      .where('sku_no', '=', 'SKU-B4-4')
      .execute();
    expect(await min('second')).toBe(39900);
    await db
      .insertInto('dealer_sku_price')
      .values({ first_merchant_no: F, sku_no: 'SKU-B4-4', price_fen: 36000, gold_price_fen: 34000 })
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
