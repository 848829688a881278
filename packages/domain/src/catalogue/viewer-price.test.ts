import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UserType } from '../account/index.ts';
import {
  PRICE_SOURCES,
  SKU_SALE_TYPE,
  VISITOR_PRICE_PLAN,
  pricePlanFor,
  pricePlanLabel,
  viewerMinPriceFen,
  viewerPriceFen,
  type PricePlan,
  type SkuPriceFacts,
} from './viewer-price.ts';

const facts = (f: Partial<SkuPriceFacts> = {}): SkuPriceFacts => ({
  retailPrice: 10000,
  wholesalePrice: 8000,
  dealerPrice: 9000,
  goldDealerPrice: 8500,
  saleType: SKU_SALE_TYPE.dealer,
  ...f,
});

const ALL_TYPES = Object.values(UserType);
const price = fc.option(fc.integer({ min: 0, max: 10_000_000_00 }), { nil: null });
const saleType = fc.constantFrom<string>(SKU_SALE_TYPE.dealer, SKU_SALE_TYPE.nonDealer, SKU_SALE_TYPE.custom);
const factsArb = fc.record({
  retailPrice: price,
  wholesalePrice: price,
  dealerPrice: price,
  goldDealerPrice: price,
  saleType,
});
const dealerNo = fc.option(fc.constantFrom('M10001', 'M10002', 'M10044'), { nil: null });
const viewerArb = fc.record({ userType: fc.constantFrom(...ALL_TYPES), boundDealerNo: dealerNo });

describe('pricePlanFor: the user type and the bound dealer decide the plan', () => {
  it.each([
    ['visitor', UserType.tourist, 'M10001', 'retail'],
    ['sales staff', UserType.sales, null, 'retail'],
    ['person, unbound', UserType.person, null, 'retail!'],
    ['person bound to a first-level dealer buys at retail', UserType.person, 'M10001', 'retail!'],
    ['first-level dealer', UserType.firstLevel, null, 'wholesale'],
    ['first-level staff', UserType.firstLevelStaff, null, 'wholesale'],
    ['second-level, bound', UserType.secondLevel, 'M10001', 'dealer:M10001!'],
    ['second-level staff, bound', UserType.secondLevelStaff, 'M10002', 'dealer:M10002!'],
    ['second-level, unbound', UserType.secondLevel, null, 'retail!'],
    ['gold second-level, bound', UserType.goldSecondLevel, 'M10001', 'goldDealer:M10001!'],
    ['gold second-level staff, bound', UserType.goldSecondLevelStaff, 'M10001', 'goldDealer:M10001!'],
    ['gold second-level, unbound', UserType.goldSecondLevel, null, 'retail!'],
  ] as const)('%s → %s', (_name, userType, boundDealerNo, key) => {
    expect(pricePlanFor({ userType, boundDealerNo }).key).toBe(key);
  });

  it('a visitor is the visitor plan', () => {
    expect(pricePlanFor({ userType: UserType.tourist, boundDealerNo: null })).toEqual(VISITOR_PRICE_PLAN);
  });

  it('labels the price by level', () => {
    expect(pricePlanLabel(VISITOR_PRICE_PLAN)).toBe('价格');
    expect(pricePlanLabel(pricePlanFor({ userType: UserType.firstLevel, boundDealerNo: null }))).toBe('批发价');
    expect(pricePlanLabel(pricePlanFor({ userType: UserType.secondLevel, boundDealerNo: 'M1' }))).toBe('进货价');
  });
});

describe('viewerPriceFen: the price one viewer sees', () => {
  const of = (userType: UserType, boundDealerNo: string | null, f: Partial<SkuPriceFacts>) =>
    viewerPriceFen(pricePlanFor({ userType, boundDealerNo }), facts(f));

  it('visitors, individuals and sales staff see the retail price', () => {
    for (const t of [UserType.tourist, UserType.person, UserType.sales]) expect(of(t, 'M10001', {})).toBe(10000);
  });

  it('first-level dealers and their staff see the wholesale price, else retail', () => {
    expect(of(UserType.firstLevel, null, {})).toBe(8000);
    expect(of(UserType.firstLevelStaff, null, {})).toBe(8000);
    expect(of(UserType.firstLevel, null, { wholesalePrice: null })).toBe(10000);
    expect(of(UserType.firstLevel, null, { wholesalePrice: 0 })).toBe(0);
  });

  it("second-level dealers see their dealer's price, else retail; gold sees gold, else the dealer's price", () => {
    expect(of(UserType.secondLevel, 'M10001', {})).toBe(9000);
    expect(of(UserType.secondLevelStaff, 'M10001', {})).toBe(9000);
    expect(of(UserType.secondLevel, 'M10001', { dealerPrice: null, goldDealerPrice: null })).toBe(10000);
    expect(of(UserType.goldSecondLevel, 'M10001', {})).toBe(8500);
    expect(of(UserType.goldSecondLevelStaff, 'M10001', { goldDealerPrice: null })).toBe(9000);
    expect(of(UserType.goldSecondLevel, 'M10001', { goldDealerPrice: null, dealerPrice: null })).toBe(10000);
    // Unbound: no dealer price applies.
    expect(of(UserType.secondLevel, null, {})).toBe(10000);
  });

  it("'非经' models have no price for individuals and second-level buyers, but do for visitors and first-level", () => {
    const f = { saleType: SKU_SALE_TYPE.nonDealer };
    for (const t of [
      UserType.person,
      UserType.secondLevel,
      UserType.secondLevelStaff,
      UserType.goldSecondLevel,
      UserType.goldSecondLevelStaff,
    ]) {
      expect(of(t, 'M10001', f)).toBeNull();
      expect(of(t, null, f)).toBeNull();
    }
    expect(of(UserType.tourist, null, f)).toBe(10000);
    expect(of(UserType.sales, null, f)).toBe(10000);
    expect(of(UserType.firstLevel, null, f)).toBe(8000);
  });

  it('self-defined products keep their price for everyone', () => {
    for (const t of ALL_TYPES) {
      expect(
        of(t, 'M10001', {
          saleType: SKU_SALE_TYPE.custom,
          wholesalePrice: null,
          dealerPrice: null,
          goldDealerPrice: null,
        }),
      ).toBe(10000);
    }
  });

  it('no price anywhere is no price', () => {
    const none = { retailPrice: null, wholesalePrice: null, dealerPrice: null, goldDealerPrice: null };
    for (const t of ALL_TYPES) expect(of(t, 'M10001', none)).toBeNull();
  });
});

describe('viewer price properties', () => {
  it('the price is the first set source of the plan, or null; never a source outside the plan', () => {
    fc.assert(
      fc.property(viewerArb, factsArb, (v, f) => {
        const p = pricePlanFor(v);
        const got = viewerPriceFen(p, f);
        const hidden = p.dealerGoodsOnly && f.saleType === SKU_SALE_TYPE.nonDealer;
        const first = PRICE_SOURCES[p.level].map((s) => f[s]).find((x) => x !== null);
        expect(got).toBe(hidden ? null : (first ?? null));
      }),
    );
  });

  it('a model with a retail price is priced for every viewer unless it is a non-dealer model hidden from them', () => {
    fc.assert(
      fc.property(viewerArb, factsArb, (v, f) => {
        const p = pricePlanFor(v);
        fc.pre(f.retailPrice !== null && !(p.dealerGoodsOnly && f.saleType === SKU_SALE_TYPE.nonDealer));
        expect(viewerPriceFen(p, f)).not.toBeNull();
      }),
    );
  });

  it('dealer prices reach only viewers buying through that dealer', () => {
    fc.assert(
      fc.property(viewerArb, factsArb, (v, f) => {
        const p = pricePlanFor(v);
        fc.pre(p.dealerNo === null);
        const noDealer = { ...f, dealerPrice: null, goldDealerPrice: null };
        expect(viewerPriceFen(p, f)).toBe(viewerPriceFen(p, noDealer));
      }),
    );
  });

  it('viewers with the same key see the same price (page caches key by it)', () => {
    fc.assert(
      fc.property(viewerArb, viewerArb, factsArb, (a, b, f) => {
        const pa = pricePlanFor(a);
        const pb = pricePlanFor(b);
        fc.pre(pa.key === pb.key);
        expect(pa).toEqual(pb);
        expect(viewerPriceFen(pa, f)).toBe(viewerPriceFen(pb, f));
      }),
    );
  });

  it('different dealers give different keys', () => {
    fc.assert(
      fc.property(fc.constantFrom(UserType.secondLevel, UserType.goldSecondLevel), (t) => {
        const a = pricePlanFor({ userType: t, boundDealerNo: 'M10001' });
        const b = pricePlanFor({ userType: t, boundDealerNo: 'M10002' });
        expect(a.key).not.toBe(b.key);
      }),
    );
  });

  it('the family price is the lowest priced active model', () => {
    const sku = fc.record({
      retailPrice: price,
      wholesalePrice: price,
      dealerPrice: price,
      goldDealerPrice: price,
      saleType,
      status: fc.constantFrom(0, 1),
    });
    fc.assert(
      fc.property(viewerArb, fc.array(sku, { maxLength: 8 }), (v, skus) => {
        const p: PricePlan = pricePlanFor(v);
        const prices = skus
          .filter((k) => k.status === 0)
          .map((k) => viewerPriceFen(p, k))
          .filter((x): x is number => x !== null);
        expect(viewerMinPriceFen(p, skus)).toBe(prices.length ? Math.min(...prices) : null);
      }),
    );
  });
});
