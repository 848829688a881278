/** SQL of the catalogue: category tree, attribute filters, the spu page, detail and suites. */
import { escapeLike, termGrams, type SearchPlan, type SpuPageQuery } from '@portal/domain';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { skuPriceSql, spuMinPriceSql, type PricePlan } from './viewer-price.ts';
import type { Db } from './tables.ts';

import { skuFrom, spuColumns, spuFrom, spuPricedFrom } from './spu-columns.ts';

export * from './detail-queries.ts';
export { spuColumns, spuFrom } from './spu-columns.ts';
export * from './search-queries.ts';

/** Who is looking, for what they may see: the account and the merchants it belongs to (their private products). */
export interface Viewer {
  accountId: number | null;
  tenants: readonly string[];
}

/** Who is looking and how they are priced (viewer-price.ts). */
export interface PriceViewer extends Viewer {
  plan: PricePlan;
}

export type SpuEb = ExpressionBuilder<DB & { s: DB['spu'] }, 's'>;

export function listCategories(db: Db) {
  return db
    .selectFrom('category')
    .select(['id', 'parent_id', 'name', 'data_id', 'separate_category', 'icon_url', 'sort'])
    .where('status', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Every attribute definition (small: a few hundred rows); the service caches it. */
export function listAllAttrDefs(db: Db) {
  return db
    .selectFrom('category_attr')
    .select(['id', 'category_id', 'attr_key', 'attr_name', 'unit', 'value_type', 'filterable', 'sort'])
    .orderBy('category_id')
    .orderBy('sort')
    .execute();
}

/** The distinct values active public skus carry for the given attributes, with their numeric value for ordering. */
export function listAttrValues(db: Db, attrIds: number[]) {
  if (!attrIds.length) return Promise.resolve([]);
  return db
    .selectFrom('sku_attr as a')
    .innerJoin('sku as k', 'k.id', 'a.sku_id')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select(['a.attr_id', 'a.value_text', (eb) => eb.fn.min('a.value_num').as('num')])
    .where('a.attr_id', 'in', attrIds)
    .where('k.status', '=', 0)
    .where('s.status', '=', 0)
    .where('s.private_tenant', 'is', null)
    .where('s.owner_account_id', 'is', null)
    .groupBy(['a.attr_id', 'a.value_text'])
    .execute();
}

/** An attribute filter resolved to attribute ids. */
interface ResolvedAttrFilter {
  attrIds: number[];
  values: string[];
}

function visible(eb: SpuEb, viewer: Viewer): Expression<SqlBool> {
  const pub = eb.and([eb('s.private_tenant', 'is', null), eb('s.owner_account_id', 'is', null)]);
  if (viewer.accountId === null) return pub;
  return eb.or([pub, ...ownPrivate(eb, viewer.accountId, viewer.tenants)]);
}

/** Private products made by the account or belonging to one of its merchants. */
export function ownPrivate(eb: SpuEb, accountId: number, tenants: readonly string[]): Expression<SqlBool>[] {
  return [eb('s.owner_account_id', '=', accountId), sql<SqlBool>`s.private_tenant = any(${[...tenants]}::text[])`];
}

/** The WHERE of the spu page, shared by the page and its count. */
export function spuFilters(eb: SpuEb, q: SpuPageQuery, f: PageFilters, viewer: Viewer): Expression<SqlBool> {
  const and: Expression<SqlBool>[] = [eb('s.status', '=', q.status ?? 0)];
  if (q.customSpuSource === 0) {
    and.push(viewer.accountId === null ? sql<SqlBool>`false` : eb.or(ownPrivate(eb, viewer.accountId, viewer.tenants)));
  } else {
    and.push(visible(eb, viewer));
    if (q.customSpuSource === 1) and.push(eb('s.source', '=', 1));
  }
  if (f.secondIds) and.push(f.secondIds.length ? eb('s.second_category_id', 'in', f.secondIds) : sql<SqlBool>`false`);
  if (q.type !== undefined) and.push(eb('s.sku_type', '=', q.type));
  if (q.brandId !== undefined) and.push(eb('s.brand_id', '=', q.brandId));
  if (q.skuSaleType !== undefined) and.push(eb('s.sku_sale_type', '=', q.skuSaleType));
  if (q.labels !== undefined && q.labels !== -1) and.push(sql<SqlBool>`(${eb.ref('s.labels')} & ${q.labels}) <> 0`);
  if (q.keyword && f.search) {
    const plan = f.search;
    // A forgiven keyword (issue 57): its families match too (relevance.ts docMatches; ranked after the literal's).
    if (plan.fallback) and.push(eb.or([eb.and(planConds(eb, plan)), eb.and(planConds(eb, plan.fallback))]));
    else and.push(...planConds(eb, plan));
  }
  const skuConds: Expression<SqlBool>[] = [];
  if (q.b2bStockStatus === 0) skuConds.push(sql<SqlBool>`k.stock > 0 and k.status = 0`);
  if (q.skuStatus !== undefined) skuConds.push(sql<SqlBool>`k.status = ${q.skuStatus}`);
  for (const a of f.attrs) {
    skuConds.push(
      a.attrIds.length
        ? sql<SqlBool>`exists (select 1 from sku_attr a where a.sku_id = k.id and a.attr_id in (${sql.join(a.attrIds)}) and a.value_text in (${sql.join(a.values)}))`
        : sql<SqlBool>`false`,
    );
  }
  if (skuConds.length) {
    and.push(
      sql<SqlBool>`exists (select 1 from sku k where k.spu_id = ${eb.ref('s.id')} and ${sql.join(skuConds, sql` and `)})`,
    );
  }
  return eb.and(and);
}

/** Each piece of a plan (relevance.ts): one of its alternatives in search_text. */
function planConds(eb: SpuEb, plan: SearchPlan): Expression<SqlBool>[] {
  const and: Expression<SqlBool>[] = [];
  for (const piece of plan.pieces) {
    // Each piece of the plan (relevance.ts): one of its alternatives in search_text. The LIKE decides; it is written
    // first so that a scan tests it first (PostgreSQL keeps the written order of equally costed conditions): the
    // grams' array test on every family cost 2-4 ms a page. Terms of three characters or more are found by the
    // trigram index (spu_search_trgm_idx, CJK included); the grams (GIN spu_search_grams_idx) only for a short piece
    // with no synonym, which trigrams cannot index.
    const like = (a: string) => sql<SqlBool>`${eb.ref('s.search_text')} like ${'%' + escapeLike(a) + '%'}`;
    and.push(piece.alts.length === 1 ? like(piece.text) : eb.or(piece.alts.map(like)));
    if (piece.alts.length === 1 && [...piece.text].length < 3)
      and.push(sql<SqlBool>`${eb.ref('s.search_grams')} @> ${sql.val(termGrams(piece.text))}::text[]`);
  }
  return and;
}

export interface PageFilters {
  /** Second-level category ids the list is limited to (null = all). */
  secondIds: number[] | null;
  attrs: ResolvedAttrFilter[];
  /** The keyword's plan (relevance.ts: pieces and their alternatives), null without a keyword. */
  search: SearchPlan | null;
}

/** The skus of a page's spus in one query (after the page is cut, so only 20 spus' skus are read). */
export async function withSkus<T extends { id: number }>(
  db: Db,
  rows: T[],
  plan: PricePlan,
): Promise<(T & { skus: SkuJson[] })[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const skus = await db
    .selectFrom('sku as k')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    // The families by key as well: the planner then reads them by primary key rather than hashing the catalogue.
    .where('s.id', 'in', ids)
    .select([
      'k.spu_id',
      'k.sku_no as skuNo',
      'k.sku_name as skuName',
      'k.model',
      skuPriceSql(plan).as('price'),
      'k.stock',
      'k.status',
      'k.pic_url as picUrl',
    ])
    .where('k.spu_id', 'in', ids)
    .orderBy('k.spu_id')
    .orderBy('k.sort')
    .orderBy('k.id')
    .execute();
  const by = new Map<number, SkuJson[]>();
  for (const { spu_id, ...k } of skus) by.set(spu_id, [...(by.get(spu_id) ?? []), k]);
  return rows.map((r) => ({ ...r, skus: by.get(r.id) ?? [] }));
}

/** A product row as the list and the detail read it. */
export interface SpuRow {
  spu_no: string;
  spu_name: string;
  brand_name: string | null;
  first_category_id: number | null;
  second_category_id: number | null;
  labels: number;
  status: number;
  sku_type: number;
  source: number;
  spu_desc: string | null;
  pic_url: string | null;
  min_price_fen: number | null;
  times_used: number;
  listed_at: Date | null;
  first_category_name: string | null;
  second_category_name: string | null;
  separate_category: boolean;
}

export interface SkuJson {
  skuNo: string;
  skuName: string;
  model: string;
  price: number | string | null;
  stock: number;
  status: number;
  picUrl: string | null;
}

/** One key of the page's order: the value (a column of the matched rows as k0, k1…) and its direction. */
interface SortKey {
  value: RawBuilder<unknown>;
  dir: 'asc' | 'desc' | 'asc nulls last' | 'desc nulls last';
}

function sortKeys(q: SpuPageQuery, plan: PricePlan): SortKey[] {
  const dir = q.order ?? 'desc';
  if (q.sort === 'price') return [{ value: spuMinPriceSql(plan), dir: `${dir} nulls last` }];
  if (q.sort === 'sumNo') return [{ value: sql`s.times_used`, dir }];
  if (q.sort === 'listedAt') return [{ value: sql`s.listed_at`, dir: `${dir} nulls last` }];
  return [{ value: sql`s.times_used`, dir: 'desc' }];
}

/**
 * One page of families and how many match, in one statement: the matching families are found once with only
 * their ids and sort values (m), counted, and cut; the list columns and category names are read for the page's
 * rows alone. A page past the end still answers the count (one row with no family). A keyword without a chosen
 * sort is ordered by relevance instead: search-rank-queries.ts sqlPage.
 */
export async function pageSpus(db: Db, q: SpuPageQuery, f: PageFilters, viewer: PriceViewer) {
  const keys = sortKeys(q, viewer.plan);
  const matched = spuPricedFrom(db, viewer.plan)
    .select(['s.id', ...keys.map((k, i) => k.value.as(`k${i}`))])
    .where((eb) => spuFilters(eb as unknown as SpuEb, q, f, viewer));
  const orderOf = (alias: string) =>
    sql.join([...keys.map((k, i) => sql`${sql.ref(`${alias}.k${i}`)} ${sql.raw(k.dir)}`), sql.raw(`${alias}.id desc`)]);
  const list = spuFrom(db, viewer.plan)
    .innerJoin(sql<{ id: number }>`p`.as('p'), 'p.id', 's.id')
    .select(spuColumns(viewer.plan))
    .select(keys.map((_, i) => sql.ref(`p.k${i}`).as(`k${i}`)));
  const res = await sql<SpuPageRow & { total: number | string }>`
    with m as materialized (${matched}),
    p as (select * from m order by ${orderOf('m')} limit ${q.size} offset ${(q.page - 1) * q.size})
    select t.total, r.* from (select count(*) as total from m) t left join (${list}) r on true
    order by ${orderOf('r')}`.execute(db);
  const rows = res.rows.filter((r) => r.id !== null);
  return { rows: await withSkus(db, rows, viewer.plan), total: Number(res.rows[0]?.total ?? 0) };
}

/** A row of the spu page: the list columns (spuColumns). */
export interface SpuPageRow extends SpuRow {
  id: number;
}

export function findSpu(db: Db, spuNo: string, viewer: PriceViewer) {
  return spuFrom(db, viewer.plan)
    .select(spuColumns(viewer.plan))
    .select(['s.model_remark', 's.sku_sale_type'])
    .where('s.spu_no', '=', spuNo)
    .where((eb) => visible(eb as unknown as SpuEb, viewer))
    .executeTakeFirst();
}

/**
 * The models of family `spuNo` with the viewer's price (their attributes: goods/sku/attrs). By number, not id, so
 * the detail asks it alongside the family itself (findSpu decides visibility).
 */
export function listSkusOf(db: Db, spuNo: string, plan: PricePlan) {
  return db
    .selectFrom('sku as k')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select([
      'k.id',
      'k.sku_no',
      'k.sku_name',
      'k.model',
      'k.sku_desc',
      'k.unit',
      skuPriceSql(plan).as('price_fen'),
      'k.market_price_fen',
      'k.stock',
      'k.status',
      'k.pic_url',
      'k.main_pics',
    ])
    .where('s.spu_no', '=', spuNo)
    .orderBy('k.sort')
    .orderBy('k.id')
    .execute();
}

export function findSkus(db: Db, skuNos: string[], viewer: PriceViewer) {
  if (!skuNos.length) return Promise.resolve([]);
  return skuFrom(db)
    .select([
      'k.id as sku_id',
      'k.sku_no',
      'k.sku_name',
      'k.model',
      'k.sku_desc',
      skuPriceSql(viewer.plan).as('price_fen'),
      'k.market_price_fen',
      'k.status as sku_status',
      'k.pic_url as sku_pic_url',
      'k.attrs',
      's.spu_no',
      's.spu_name',
      's.pic_url',
      's.first_category_id',
      's.second_category_id',
      'c2.name as second_category_name',
      sql<boolean>`coalesce(c2.separate_category, c1.separate_category, false)`.as('separate_category'),
    ])
    .where('k.sku_no', 'in', skuNos)
    .where((eb) => visible(eb as unknown as SpuEb, viewer))
    .execute();
}

export function findSpuId(db: Db, spuNo: string, viewer: Viewer) {
  return db
    .selectFrom('spu as s')
    .select('s.id')
    .where('s.spu_no', '=', spuNo)
    .where((eb) => visible(eb as unknown as SpuEb, viewer))
    .executeTakeFirst();
}

/** Spus by id with the list columns (favourites). */
export function listSpusByIds(db: Db, ids: number[], plan: PricePlan) {
  if (!ids.length) return Promise.resolve([]);
  return spuFrom(db, plan).select(spuColumns(plan)).where('s.id', 'in', ids).execute();
}
