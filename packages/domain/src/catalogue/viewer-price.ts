/**
 * The price a viewer sees and pays for a model (issue 4: "prices and which products show follow the user type
 * and the bound dealer"). Written once here; the server compiles the same plan to SQL for lists, sorting and
 * every recomputation (detail, compare, match list, design orders, buying), and the web only shows what it is sent.
 *
 * The data the rule reads:
 *   sku.price_fen              the provider's guide price: the retail price (null = no price yet)
 *   sku.wholesale_price_fen    what a first-level dealer pays the provider (null = not set: retail applies)
 *   sku.market_price_fen       the list price, shown struck through; never a price anyone pays
 *   dealer_sku_price           a first-level dealer's own price list for the second-level dealers bound to it:
 *                              one row per (first_merchant_no, sku_no) with price_fen and, optionally,
 *                              gold_price_fen for gold second-level buyers (null = the same as price_fen).
 *                              No row = the dealer sells that model at the retail price.
 *   spu.sku_sale_type          '经销' sold through dealers, '非经' not sold through dealers, '自定义' self-defined
 *
 * The rule, by the viewer's user type (part 1 §4, §6) and current bound first-level dealer:
 *   - visitors, individuals and the provider's sales staff: the retail price;
 *   - first-level dealers and their staff: the wholesale price (their cost), else retail;
 *   - second-level dealers and their staff, bound to a first-level dealer: that dealer's price, else retail;
 *     gold second-level dealers and their staff: the dealer's gold price, else the dealer's price, else retail;
 *     unbound: retail (they cannot buy until they bind; the mall prompts them);
 *   - an individual bound to a first-level dealer buys through it at retail (no change);
 *   - models not sold through dealers ('非经') have no price ('暂无价格', cannot be bought) for individuals and for
 *     second-level and gold second-level dealers and their staff; visitors, sales staff and first-level dealers
 *     still see theirs. Self-defined (private) products keep their price and their visibility rules.
 *
 * A product family's list price (minPrice, and the price sort) is the lowest viewer price among its ACTIVE models.
 */
import { UserType } from '../account/index.ts';

/** spu.sku_sale_type values. */
export const SKU_SALE_TYPE = { dealer: '经销', nonDealer: '非经', custom: '自定义' } as const;
export type SkuSaleType = (typeof SKU_SALE_TYPE)[keyof typeof SKU_SALE_TYPE];

export const PRICE_LEVELS = ['retail', 'wholesale', 'dealer', 'goldDealer'] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];

/** Where a price can come from: the sku's own columns or the bound dealer's price row. */
export type PriceSource = 'retailPrice' | 'wholesalePrice' | 'dealerPrice' | 'goldDealerPrice';

/** Per level, the sources in order: the first one that is set is the price. */
export const PRICE_SOURCES: Readonly<Record<PriceLevel, readonly PriceSource[]>> = {
  retail: ['retailPrice'],
  wholesale: ['wholesalePrice', 'retailPrice'],
  dealer: ['dealerPrice', 'retailPrice'],
  goldDealer: ['goldDealerPrice', 'dealerPrice', 'retailPrice'],
};

/** What the price is called where a page names it. */
export const PRICE_LABELS: Readonly<Record<PriceLevel, string>> = {
  retail: '价格',
  wholesale: '批发价',
  dealer: '进货价',
  goldDealer: '金牌进货价',
};

/** How one viewer is priced. Viewers with the same `key` see exactly the same prices. */
export interface PricePlan {
  level: PriceLevel;
  /** The first-level dealer whose price list applies (dealer levels only, else null). */
  dealerNo: string | null;
  /** Models not sold through dealers ('非经') have no price for this viewer. */
  dealerGoodsOnly: boolean;
  /** 'retail', 'retail!', 'wholesale', 'dealer:M10001!', 'goldDealer:M10001!' ('!' = dealerGoodsOnly). */
  key: string;
}

export interface PriceViewerInput {
  userType: UserType;
  /** The current bound first-level dealer (choosing, else the first binding); null when unbound. */
  boundDealerNo: string | null;
}

function plan(level: PriceLevel, dealerNo: string | null, dealerGoodsOnly: boolean): PricePlan {
  return {
    level,
    dealerNo,
    dealerGoodsOnly,
    key: `${level}${dealerNo ? `:${dealerNo}` : ''}${dealerGoodsOnly ? '!' : ''}`,
  };
}

/** A visitor's plan (no session). */
export const VISITOR_PRICE_PLAN: PricePlan = plan('retail', null, false);

/** Second-level types that buy through their bound first-level dealer, and whether they are gold. */
const VIA_DEALER: ReadonlyMap<UserType, boolean> = new Map<UserType, boolean>([
  [UserType.secondLevel, false],
  [UserType.secondLevelStaff, false],
  [UserType.goldSecondLevel, true],
  [UserType.goldSecondLevelStaff, true],
]);

export function pricePlanFor(v: PriceViewerInput): PricePlan {
  switch (v.userType) {
    case UserType.firstLevel:
    case UserType.firstLevelStaff:
      return plan('wholesale', null, false);
    case UserType.person:
      return plan('retail', null, true);
    case UserType.tourist:
    case UserType.sales:
      return VISITOR_PRICE_PLAN;
  }
  const gold = VIA_DEALER.get(v.userType);
  if (gold === undefined) return VISITOR_PRICE_PLAN;
  if (!v.boundDealerNo) return plan('retail', null, true);
  return plan(gold ? 'goldDealer' : 'dealer', v.boundDealerNo, true);
}

export function priceSources(p: PricePlan): readonly PriceSource[] {
  return PRICE_SOURCES[p.level];
}

/** The facts about one model the rule reads (fen; null = not set). Dealer prices are the plan's dealer's. */
export interface SkuPriceFacts {
  retailPrice: number | null;
  wholesalePrice: number | null;
  dealerPrice: number | null;
  goldDealerPrice: number | null;
  saleType: string;
}

/** Whether the viewer can see a price for (and so buy) models of this sale type at all. */
export function saleTypePriced(p: PricePlan, saleType: string): boolean {
  return !(p.dealerGoodsOnly && saleType === SKU_SALE_TYPE.nonDealer);
}

/** The viewer's price of one model in fen; null = '暂无价格' (cannot be bought). */
export function viewerPriceFen(p: PricePlan, f: SkuPriceFacts): number | null {
  if (!saleTypePriced(p, f.saleType)) return null;
  for (const s of priceSources(p)) {
    const v = f[s];
    if (v !== null && v !== undefined) return v;
  }
  return null;
}

/** A product family's price for the viewer: the lowest priced ACTIVE (status 0) model; null when none. */
export function viewerMinPriceFen(p: PricePlan, skus: readonly (SkuPriceFacts & { status: number })[]): number | null {
  let min: number | null = null;
  for (const k of skus) {
    if (k.status !== 0) continue;
    const v = viewerPriceFen(p, k);
    if (v !== null && (min === null || v < min)) min = v;
  }
  return min;
}

export function pricePlanLabel(p: PricePlan): string {
  return PRICE_LABELS[p.level];
}
