/** SQL of the catalogue: category tree, attribute filters, the spu page, detail and suites. */
import { escapeLike, termGrams, type SpuPageQuery } from '@portal/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { needsDealerMin, skuPriceSql, spuMinPriceSql, type PricePlan } from './viewer-price.ts';
import type { Db } from './tables.ts';

/** Who is looking: private products show only to their owner account and its shops. */
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
export interface ResolvedAttrFilter {
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
function spuFilters(eb: SpuEb, q: SpuPageQuery, f: PageFilters, viewer: Viewer): Expression<SqlBool> {
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
  for (const term of q.keyword ? keywordTerms(q.keyword) : []) {
    and.push(sql<SqlBool>`${eb.ref('s.search_grams')} @> ${sql.val(termGrams(term))}::text[]`);
    and.push(sql<SqlBool>`${eb.ref('s.search_text')} like ${'%' + escapeLike(term) + '%'}`);
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

export interface PageFilters {
  /** Second-level category ids the list is limited to (null = all). */
  secondIds: number[] | null;
  attrs: ResolvedAttrFilter[];
}

export function keywordTerms(keyword: string): string[] {
  return [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}

/** The skus of a page's spus in one query (after the page is cut, so only 20 spus' skus are read). */
async function withSkus<T extends { id: number }>(
  db: Db,
  rows: T[],
  plan: PricePlan,
): Promise<(T & { skus: SkuJson[] })[]> {
  if (!rows.length) return [];
  const skus = await db
    .selectFrom('sku as k')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select([
      'k.spu_id',
      'k.sku_no as skuNo',
      'k.sku_name as skuName',
      'k.model',
      skuPriceSql(plan).as('price'),
      'k.stock',
      'k.status',
      'k.pic_url as picUrl',
      'k.attrs',
    ])
    .where(
      'k.spu_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('k.spu_id')
    .orderBy('k.sort')
    .orderBy('k.id')
    .execute();
  const by = new Map<number, SkuJson[]>();
  for (const { spu_id, ...k } of skus) by.set(spu_id, [...(by.get(spu_id) ?? []), k]);
  return rows.map((r) => ({ ...r, skus: by.get(r.id) ?? [] }));
}

export interface SkuJson {
  skuNo: string;
  skuName: string;
  model: string;
  price: number | string | null;
  stock: number;
  status: number;
  picUrl: string | null;
  attrs: Record<string, unknown>;
}

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
export async function pageSpus(db: Db, q: SpuPageQuery, f: PageFilters, viewer: PriceViewer) {
  let query = spuFrom(db, viewer.plan)
    .select(spuColumns(viewer.plan))
    .select(sql<string>`count(*) over ()`.as('total'))
    .where((eb) => spuFilters(eb as unknown as SpuEb, q, f, viewer));

  const dir = q.order ?? 'desc';
  if (q.sort === 'price') query = query.orderBy(sql`${spuMinPriceSql(viewer.plan)} ${sql.raw(dir)} nulls last`);
  else if (q.sort === 'sumNo') query = query.orderBy('s.times_used', dir);
  else if (q.sort === 'listedAt') query = query.orderBy(sql`s.listed_at ${sql.raw(dir)} nulls last`);
  else if (q.keyword) {
    // Relevance: the name holds the whole keyword, then where it starts, then popularity.
    const kw = keywordTerms(q.keyword)[0] ?? '';
    query = query
      .orderBy(sql`(position(${kw} in lower(s.spu_name)) = 0)`)
      .orderBy(sql`nullif(position(${kw} in lower(s.spu_name)), 0) nulls last`)
      .orderBy('s.times_used', 'desc');
  } else query = query.orderBy('s.times_used', 'desc');
  const rows = await query
    .orderBy('s.id', 'desc')
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .execute();
  if (rows.length || q.page === 1)
    return { rows: await withSkus(db, rows, viewer.plan), total: Number(rows[0]?.total ?? 0) };
  const c = await db
    .selectFrom('spu as s')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where((eb) => spuFilters(eb as unknown as SpuEb, q, f, viewer))
    .executeTakeFirstOrThrow();
  return { rows: await withSkus(db, rows, viewer.plan), total: Number(c.n) };
}

export function findSpu(db: Db, spuNo: string, viewer: PriceViewer) {
  return spuFrom(db, viewer.plan)
    .select(spuColumns(viewer.plan))
    .select(['s.model_remark', 's.sku_sale_type'])
    .where('s.spu_no', '=', spuNo)
    .where((eb) => visible(eb as unknown as SpuEb, viewer))
    .executeTakeFirst();
}

export function listSkusOf(db: Db, spuId: number, plan: PricePlan) {
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
      'k.attrs',
    ])
    .where('k.spu_id', '=', spuId)
    .orderBy('k.sort')
    .orderBy('k.id')
    .execute();
}

export function listAttrDefs(db: Db, categoryIds: number[]) {
  if (!categoryIds.length) return Promise.resolve([]);
  return db
    .selectFrom('category_attr')
    .select(['id', 'category_id', 'attr_key', 'attr_name', 'unit', 'value_type', 'sort'])
    .where('category_id', 'in', categoryIds)
    .orderBy('sort')
    .execute();
}

export function listSkuAttrTexts(db: Db, skuIds: number[]) {
  if (!skuIds.length) return Promise.resolve([]);
  return db.selectFrom('sku_attr').select(['sku_id', 'attr_id', 'value_text']).where('sku_id', 'in', skuIds).execute();
}

export function listAccessories(db: Db, skuIds: number[], plan: PricePlan) {
  if (!skuIds.length) return Promise.resolve([]);
  return db
    .selectFrom('sku_accessory as x')
    .innerJoin('sku as k', 'k.id', 'x.accessory_sku_id')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select([
      'x.sku_id',
      's.spu_no',
      'k.sku_no',
      'k.sku_name',
      'k.model',
      skuPriceSql(plan).as('price_fen'),
      'k.pic_url',
      'k.status',
    ])
    .where('x.sku_id', 'in', skuIds)
    .orderBy('x.sku_id')
    .orderBy('x.sort')
    .execute();
}

export function listAttachments(db: Db, spuId: number) {
  return db
    .selectFrom('spu_attachment')
    .select(['file_type', 'file_title', 'file_url'])
    .where('spu_id', '=', spuId)
    .orderBy('sort')
    .execute();
}

export function listRelated(
  db: Db,
  spu: { id: number; second_category_id: number | null },
  plan: PricePlan,
  limit = 6,
) {
  return spuFrom(db, plan)
    .select(spuColumns(plan))
    .where('s.second_category_id', '=', spu.second_category_id ?? -1)
    .where('s.id', '<>', spu.id)
    .where('s.status', '=', 0)
    .where('s.private_tenant', 'is', null)
    .where('s.owner_account_id', 'is', null)
    .orderBy('s.times_used', 'desc')
    .limit(limit)
    .execute();
}

export function listSuitsWithSkus(db: Db, skuIds: number[]) {
  if (!skuIds.length) return Promise.resolve([]);
  return db
    .selectFrom('suit as t')
    .select(['t.suit_no', 't.name', 't.suit_desc', 't.price_fen', 't.pic_url'])
    .where('t.status', '=', 0)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('suit_item as i').select('i.id').whereRef('i.suit_id', '=', 't.id').where('i.sku_id', 'in', skuIds),
      ),
    )
    .orderBy('t.times_used', 'desc')
    .limit(6)
    .execute();
}

export function findSuit(db: Db, suitNo: string) {
  return db
    .selectFrom('suit')
    .select(['id', 'suit_no', 'name', 'suit_desc', 'price_fen', 'pic_url'])
    .where('suit_no', '=', suitNo)
    .where('status', '=', 0)
    .executeTakeFirst();
}

export function listSuitItems(db: Db, suitId: number, plan: PricePlan) {
  return db
    .selectFrom('suit_item as i')
    .innerJoin('sku as k', 'k.id', 'i.sku_id')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select([
      's.spu_no',
      'k.sku_no',
      'k.sku_name',
      'k.model',
      skuPriceSql(plan).as('price_fen'),
      'k.pic_url',
      'k.status',
      'i.quantity',
    ])
    .where('i.suit_id', '=', suitId)
    .orderBy('i.sort')
    .execute();
}

export function listHotWords(db: Db, location: number) {
  return db
    .selectFrom('search_hot_word')
    .select(['word', 'status', 'link_type', 'link_url'])
    .where('location', '=', location)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listKeywords(db: Db, location: number) {
  return db
    .selectFrom('search_keyword')
    .select(['keyword'])
    .where('location', '=', location)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Skus by number with what compare and match-list need. */
export function findSkus(db: Db, skuNos: string[], viewer: PriceViewer) {
  if (!skuNos.length) return Promise.resolve([]);
  return db
    .selectFrom('sku as k')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .leftJoin('category as c1', 'c1.id', 's.first_category_id')
    .leftJoin('category as c2', 'c2.id', 's.second_category_id')
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

export async function recordEvent(
  db: Db,
  e: { accountId: number | null; terminalType: number; eventId: string; contentId: string },
  countsAsUse: boolean,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('behaviour_event')
      .values({ account_id: e.accountId, terminal_type: e.terminalType, event_id: e.eventId, content_id: e.contentId })
      .execute();
    if (countsAsUse) {
      await trx
        .updateTable('spu')
        .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
        .where('spu_no', '=', e.contentId)
        .execute();
    }
  });
}

export async function addMatchLines(
  db: Db,
  accountId: number,
  lines: { spuNo: string; skuNo: string; priceFen: number | null; quantity: number }[],
) {
  await db
    .insertInto('match_list_item')
    .values(
      lines.map((l) => ({
        account_id: accountId,
        spu_no: l.spuNo,
        sku_no: l.skuNo,
        price_fen: l.priceFen,
        quantity: l.quantity,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['account_id', 'sku_no']).doUpdateSet((eb) => ({
        quantity: sql<number>`${eb.ref('match_list_item.quantity')} + excluded.quantity`,
        updated_at: new Date(),
      })),
    )
    .execute();
  const c = await db
    .selectFrom('match_list_item')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(c.n);
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

/** Whether the account sees any private product (its own, or one of its shops'): such viewers' pages are personal. */
export async function seesPrivateProducts(db: Db, accountId: number, tenants: readonly string[]): Promise<boolean> {
  const row = await db
    .selectFrom('spu as s')
    .select('s.id')
    // The partial index spu_private_idx holds only private rows: 0.2 ms instead of a scan of the catalogue.
    .where((eb) => eb.or([eb('s.private_tenant', 'is not', null), eb('s.owner_account_id', 'is not', null)]))
    .where((eb) => eb.or(ownPrivate(eb as unknown as SpuEb, accountId, tenants)))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
