/** The family (spu) list's FROM and columns, priced for the viewer: one definition for every list of families. */
import { sql } from 'kysely';
import { needsDealerMin, spuMinPriceSql, type PricePlan } from './viewer-price.ts';
import type { Db } from './tables.ts';

/** spu as s with its categories (c1, c2) and, for dealer plans, the dealer's family prices (dm). */
export function spuFrom(db: Db, plan: PricePlan) {
  return db
    .selectFrom('spu as s')
    .leftJoin('category as c1', 'c1.id', 's.first_category_id')
    .leftJoin('category as c2', 'c2.id', 's.second_category_id')
    .$if(needsDealerMin(plan), (qb) =>
      qb.leftJoin('spu_dealer_min_price as dm', (j) =>
        j.onRef('dm.spu_id', '=', 's.id').on('dm.first_merchant_no', '=', plan.dealerNo!),
      ),
    );
}

/** spu as s with, for dealer plans, the dealer's family prices (dm): what filtering and sorting families needs. */
export function spuPricedFrom(db: Db, plan: PricePlan) {
  return db
    .selectFrom('spu as s')
    .$if(needsDealerMin(plan), (qb) =>
      qb.leftJoin('spu_dealer_min_price as dm', (j) =>
        j.onRef('dm.spu_id', '=', 's.id').on('dm.first_merchant_no', '=', plan.dealerNo!),
      ),
    );
}

/** sku as k with its family (s) and the family's categories (c1, c2): the FROM of the model lookups. */
export function skuFrom(db: Db) {
  return db
    .selectFrom('sku as k')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .leftJoin('category as c1', 'c1.id', 's.first_category_id')
    .leftJoin('category as c2', 'c2.id', 's.second_category_id');
}

/**
 * The spu columns a list item is made of (with its category names and the viewer's family price as
 * min_price_fen); callers start from spuFrom with the same plan.
 */
export function spuColumns(plan: PricePlan) {
  return [
    's.id',
    's.spu_no',
    's.spu_name',
    's.brand_name',
    's.first_category_id',
    's.second_category_id',
    's.labels',
    's.status',
    's.sku_type',
    's.source',
    's.spu_desc',
    's.pic_url',
    spuMinPriceSql(plan).as('min_price_fen'),
    's.times_used',
    's.listed_at',
    'c1.name as first_category_name',
    'c2.name as second_category_name',
    sql<boolean>`coalesce(c2.separate_category, c1.separate_category, false)`.as('separate_category'),
  ] as const;
}

/** One page of spus with their skus and the total, in one round trip. */
