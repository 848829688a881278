/**
 * SQL of the catalogue's browsing answers (browse.ts): the buyers' suite list and its models at a viewer's prices,
 * the brands of on-shelf catalogue families, a family's model counts and the match list's pairing count.
 */
import { escapeLike } from '@portal/domain';
import { sql } from 'kysely';
import { skuPriceSql, type PricePlan } from './viewer-price.ts';
import type { Db } from './tables.ts';

export interface BuyerSuitFilter {
  keyword?: string | undefined;
  /** A category and (a first level) its children. */
  categoryId?: number | undefined;
}

function shelvedSuits(db: Db, f: BuyerSuitFilter) {
  let q = db.selectFrom('suit as t').where('t.status', '=', 0);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword.toLowerCase())}%`;
    q = q.where((eb) =>
      eb.or([eb(eb.fn('lower', ['t.suit_no']), 'like', like), eb(eb.fn('lower', ['t.name']), 'like', like)]),
    );
  }
  if (f.categoryId !== undefined) {
    const id = f.categoryId;
    q = q.where((eb) =>
      eb.or([
        eb('t.category_id', '=', id),
        eb('t.category_id', 'in', eb.selectFrom('category').select('id').where('parent_id', '=', id)),
      ]),
    );
  }
  return q;
}

const SUIT_COLUMNS = [
  't.id',
  't.suit_no',
  't.name',
  't.suit_desc',
  't.price_fen',
  't.pic_url',
  't.times_used',
] as const;

/** One page of on-shelf suites (most used first, then newest) and the total. */
export async function pageShelvedSuits(db: Db, f: BuyerSuitFilter, page: number, size: number) {
  const [rows, total] = await Promise.all([
    shelvedSuits(db, f)
      .select(SUIT_COLUMNS)
      .orderBy('t.times_used', 'desc')
      .orderBy('t.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    shelvedSuits(db, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** An on-shelf suite by its number. */
export function findShelvedSuit(db: Db, suitNo: string) {
  return shelvedSuits(db, {}).select(SUIT_COLUMNS).where('t.suit_no', '=', suitNo).executeTakeFirst();
}

/**
 * The models of suites at the plan's prices, in each suite's order: status 0 only when the model and its family are
 * both on shelf (a suite with a delisted model cannot be bought).
 */
export function suitModels(db: Db, suitIds: readonly number[], plan: PricePlan) {
  if (!suitIds.length) return Promise.resolve([]);
  return db
    .selectFrom('suit_item as i')
    .innerJoin('sku as k', 'k.id', 'i.sku_id')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select([
      'i.suit_id',
      's.spu_no',
      'k.sku_no',
      'k.sku_name',
      'k.model',
      skuPriceSql(plan).as('price_fen'),
      sql<string | null>`coalesce(k.pic_url, s.pic_url)`.as('pic_url'),
      sql<number>`case when k.status = 0 and s.status = 0 then 0 else 1 end`.as('status'),
      'k.stock',
      'i.quantity',
    ])
    .where('i.suit_id', 'in', [...suitIds])
    .orderBy('i.suit_id')
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute();
}

/** Brands with how many on-shelf catalogue families (not private, not software) carry them; none without. */
export function shelvedBrands(db: Db) {
  return db
    .selectFrom('brand as b')
    .innerJoin('spu as s', 's.brand_id', 'b.id')
    .select(['b.id', 'b.name', 'b.logo_url', 'b.is_own', 'b.sort', (eb) => eb.fn.countAll<string>().as('n')])
    .where('s.status', '=', 0)
    .where('s.private_tenant', 'is', null)
    .where('s.owner_account_id', 'is', null)
    .groupBy(['b.id', 'b.name', 'b.logo_url', 'b.is_own', 'b.sort'])
    .orderBy('b.is_own', 'desc')
    .orderBy('b.sort')
    .orderBy('b.id')
    .execute();
}

/** A family's models: how many, and how many are on shelf with stock. */
export async function modelCounts(db: Db, spuId: number) {
  const r = await db
    .selectFrom('sku as k')
    .select([
      (eb) => eb.fn.countAll<string>().as('n'),
      sql<string>`count(*) filter (where k.status = 0 and k.stock > 0)`.as('in_stock'),
    ])
    .where('k.spu_id', '=', spuId)
    .executeTakeFirstOrThrow();
  return { skuCount: Number(r.n), inStockSkuCount: Number(r.in_stock) };
}

/** The match list's lines and units of an account (the pairing count). */
export async function matchListCount(db: Db, accountId: number) {
  const r = await db
    .selectFrom('match_list_item')
    .select([(eb) => eb.fn.countAll<string>().as('n'), sql<string>`coalesce(sum(quantity), 0)`.as('q')])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { count: Number(r.n), quantity: Number(r.q) };
}

/** A family's model numbers and names (what content mentions it by). */
export function modelNamesOf(db: Db, spuId: number) {
  return db.selectFrom('sku').select(['sku_no', 'model']).where('spu_id', '=', spuId).orderBy('sort').execute();
}
