/**
 * The world of the per-viewer price tests (viewer-price.test.ts, viewer-price-sync.test.ts): a visitor, a person, a
 * first-level dealer, a second-level dealer bound to a dealer with a price list, a gold second-level dealer and a
 * sales account, the test catalogue with wholesale and dealer prices, and each viewer's expected price.
 */
import { UserType, pricePlanFor, type PricePlan } from '@portal/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { createAccount, createMerchant } from './fixtures.ts';
import { createTestApp, injectAs, loginToken, type TestContext } from './test-app.ts';
import type { Driver } from '../../src/db/database.ts';
import { createTestCatalogue } from './catalogue.ts';

export const P = '/api-cloud-merchant-service';

/** Wholesale and dealer prices of the test catalogue (retail is in catalogue.ts). */
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

export type Who = 'visitor' | 'person' | 'first' | 'firstStaff' | 'second' | 'secondStaff' | 'gold' | 'sales';

/** Sets the world up before the describe's tests (beforeAll) and closes it after; read ctx, F and F2 after setup. */
export function viewerPriceWorld(driver: Driver) {
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
  /** A fresh query string each time (size varies) so a cached page never hides a change; with the models. */
  const list = async (who: Who, qs: string) =>
    (await data(who, 'GET', `/open/v1/goods/spu/page?${qs}&fields=skus&size=${30 + (pageSeq++ % 60)}`)) as {
      spuNo: string;
      minPrice: number | null;
      maxPrice: number | null;
      skus: { skuNo: string; price: number | null; status: number }[];
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

  return {
    get ctx() {
      return ctx;
    },
    get F() {
      return F;
    },
    get F2() {
      return F2;
    },
    tokens,
    plans,
    as,
    data,
    list,
    detailPrices,
    EXPECTED,
  };
}
