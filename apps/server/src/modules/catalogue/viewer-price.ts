/**
 * The per-viewer price rule of @portal/domain (catalogue/viewer-price.ts) on the server: who the viewer is (their
 * price plan, from the account and dealer services) and the plan compiled to SQL, so that lists, sorting, detail,
 * compare, the match list, design orders and buying all read the same price. Every query that shows or recomputes a
 * price selects `skuPriceSql(plan)` for a model and `spuMinPriceSql(plan)` for a family; nothing else reads
 * sku.price_fen as a price.
 */
import {
  SKU_SALE_TYPE,
  VISITOR_PRICE_PLAN,
  pricePlanFor,
  priceSources,
  type PricePlan,
  type PriceSource,
  UserType,
} from '@portal/domain';
import { sql, type RawBuilder } from 'kysely';
import { buyerProfile } from '../account/index.ts';
import { shopsOf } from '../dealer/index.ts';
import type { Db } from './tables.ts';

export type { PricePlan } from '@portal/domain';

const VIA_DEALER = new Set<number>([
  UserType.secondLevel,
  UserType.secondLevelStaff,
  UserType.goldSecondLevel,
  UserType.goldSecondLevelStaff,
]);

/**
 * The viewer's price plan: their user type as the session derives it and, for second-level types, the current
 * bound first-level dealer (choosing, else the first binding). Read fresh on every call: switching identity or
 * shop changes prices at once. Pass the transaction when inside one.
 */
export async function pricePlanOf(db: Db, accountId: number | null): Promise<PricePlan> {
  if (accountId === null) return VISITOR_PRICE_PLAN;
  const buyer = await buyerProfile(db, accountId);
  if (!VIA_DEALER.has(buyer.userType)) return pricePlanFor({ userType: buyer.userType, boundDealerNo: null });
  const shops = await shopsOf(db, buyer);
  const bound = shops.find((s) => s.choosing === 1) ?? shops[0] ?? null;
  return pricePlanFor({ userType: buyer.userType, boundDealerNo: bound?.parentMerchantNo ?? null });
}

const SKU_COLUMN: Partial<Record<PriceSource, string>> = {
  retailPrice: 'price_fen',
  wholesalePrice: 'wholesale_price_fen',
};
const DEALER_COLUMN: Partial<Record<PriceSource, string>> = {
  dealerPrice: 'price_fen',
  goldDealerPrice: 'gold_price_fen',
};

/** Table aliases the compiled SQL refers to: the sku row and its spu row (both must be in the query). */
export interface PriceRefs {
  sku: string;
  spu: string;
}

const hideFor = (plan: PricePlan, spu: string, e: RawBuilder<number | null>) =>
  plan.dealerGoodsOnly
    ? sql<
        number | null
      >`(case when ${sql.ref(`${spu}.sku_sale_type`)} = ${SKU_SALE_TYPE.nonDealer} then null else ${e} end)`
    : e;

/**
 * The viewer's price of the model in row `refs.sku` (fen, null = none): the plan's sources in order; the dealer's
 * columns come from its one dealer_sku_price row (an index probe on (first_merchant_no, sku_no)).
 */
export function skuPriceSql(plan: PricePlan, refs: PriceRefs = { sku: 'k', spu: 's' }): RawBuilder<number | null> {
  const parts: RawBuilder<unknown>[] = [];
  let dealerCols: string[] = [];
  const flush = () => {
    if (!dealerCols.length || plan.dealerNo === null) return void (dealerCols = []);
    const cols = sql.join(dealerCols.map((c) => sql.ref(`dp.${c}`)));
    parts.push(
      sql`(select coalesce(${cols}) from dealer_sku_price dp where dp.first_merchant_no = ${plan.dealerNo} and dp.sku_no = ${sql.ref(`${refs.sku}.sku_no`)})`,
    );
    dealerCols = [];
  };
  for (const s of priceSources(plan)) {
    const dealer = DEALER_COLUMN[s];
    if (dealer) {
      dealerCols.push(dealer);
      continue;
    }
    flush();
    parts.push(sql.ref(`${refs.sku}.${SKU_COLUMN[s]!}`));
  }
  flush();
  return hideFor(plan, refs.spu, sql<number | null>`coalesce(${sql.join(parts)})`);
}

/**
 * The viewer's family price of spu row `spu`: the lowest price among its active models, from the columns
 * refresh_spu_prices keeps (migration 0014). Dealer levels need `joinDealerMin` in the query (alias dm).
 */
export function spuMinPriceSql(plan: PricePlan, spu = 's'): RawBuilder<number | null> {
  const retail = sql.ref(`${spu}.min_price_fen`);
  const byLevel: Record<PricePlan['level'], RawBuilder<number | null>> = {
    retail: sql<number | null>`${retail}`,
    wholesale: sql<number | null>`${sql.ref(`${spu}.min_wholesale_price_fen`)}`,
    dealer: sql<number | null>`coalesce(dm.min_price_fen, ${retail})`,
    goldDealer: sql<number | null>`coalesce(dm.min_gold_price_fen, ${retail})`,
  };
  return hideFor(plan, spu, byLevel[plan.level]);
}

/** Whether the query must join spu_dealer_min_price as dm for spuMinPriceSql. */
export const needsDealerMin = (plan: PricePlan): plan is PricePlan & { dealerNo: string } =>
  plan.dealerNo !== null && (plan.level === 'dealer' || plan.level === 'goldDealer');

/** A priced model's columns as every list of models selects them (from `sku as k` joined to `spu as s`). */
export function pricedSkuColumns(plan: PricePlan) {
  return ['s.spu_no', 'k.sku_no', 'k.sku_name', 'k.model', skuPriceSql(plan).as('price_fen')] as const;
}
