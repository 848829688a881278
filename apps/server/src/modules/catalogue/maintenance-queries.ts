/**
 * SQL of catalogue maintenance by staff (maintenance.ts): categories and their attributes, families, models, their
 * attribute values and the dealers' price lists. Every write here raises catalogue_version and sends
 * 'catalogue.changed' through the tables' triggers (migration 0180), and a price, status or family change recomputes
 * the families' lowest prices (refresh_spu_prices, 0014): no writer tells anyone by hand.
 */
import { escapeLike } from '@portal/domain';
import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db } from './tables.ts';

// ---- categories ------------------------------------------------------------------------------------------------

export function allCategories(db: Db) {
  return db
    .selectFrom('category')
    .select(['id', 'parent_id', 'name', 'sort', 'separate_category', 'status', 'tax_code', 'tax_rate'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function allCategoryAttrs(db: Db) {
  return db
    .selectFrom('category_attr')
    .select(['id', 'category_id', 'attr_key', 'attr_name', 'unit', 'value_type', 'filterable', 'sort'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export type AttrRow = Awaited<ReturnType<typeof allCategoryAttrs>>[number];

/** Catalogue families (not private products) per category they are filed under, first or second level. */
export async function spuCountsByCategory(db: Db): Promise<Map<number, number>> {
  const rows = await sql<{ id: number; n: string }>`
    select c as id, count(*)::text as n from (
      select first_category_id as c from spu where sku_type <> 1 and first_category_id is not null
      union all
      select second_category_id from spu where sku_type <> 1 and second_category_id is not null
    ) t group by c`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.id), Number(r.n)]));
}

export function findCategory(db: Db, id: number) {
  return db
    .selectFrom('category')
    .select(['id', 'parent_id', 'name', 'sort', 'separate_category', 'status', 'tax_code', 'tax_rate'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

export async function hasChildren(db: Db, id: number): Promise<boolean> {
  return !!(await db.selectFrom('category').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst());
}

export async function insertCategory(db: Db, v: Insertable<DB['category']>): Promise<number> {
  const r = await db.insertInto('category').values(v).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateCategory(db: Db, id: number, v: Updateable<DB['category']>): Promise<void> {
  await db
    .updateTable('category')
    .set({ ...v, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The families of a second category that moved to another first one follow it. */
export async function refileFamilies(db: Db, secondCategoryId: number, firstCategoryId: number): Promise<void> {
  await db
    .updateTable('spu')
    .set({ first_category_id: firstCategoryId, updated_at: new Date() })
    .where('second_category_id', '=', secondCategoryId)
    .execute();
}

export function findAttr(db: Db, id: number) {
  return db
    .selectFrom('category_attr')
    .select(['id', 'category_id', 'attr_key', 'attr_name', 'unit', 'value_type', 'filterable', 'sort'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertAttr(db: Db, v: Insertable<DB['category_attr']>): Promise<number> {
  const r = await db.insertInto('category_attr').values(v).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateAttr(db: Db, id: number, v: Updateable<DB['category_attr']>): Promise<void> {
  await db
    .updateTable('category_attr')
    .set({ ...v, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function attrsOfCategory(db: Db, categoryId: number) {
  return db
    .selectFrom('category_attr')
    .select(['id', 'category_id', 'attr_key', 'attr_name', 'unit', 'value_type', 'filterable', 'sort'])
    .where('category_id', '=', categoryId)
    .execute();
}

// ---- brands ----------------------------------------------------------------------------------------------------

/** The brand of this name, made when it is new (brand.name is unique: two savers get one row). */
export async function ensureBrand(db: Db, name: string): Promise<number> {
  await db
    .insertInto('brand')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const r = await db.selectFrom('brand').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return Number(r.id);
}

// ---- families --------------------------------------------------------------------------------------------------

export interface SpuFilter {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  status?: number | undefined;
}

/** The staff's families the filter keeps (never the private ones). */
function spuWhere(eb: ExpressionBuilder<{ s: DB['spu'] }, 's'>, f: SpuFilter): Expression<SqlBool> {
  const and: Expression<SqlBool>[] = [eb('s.sku_type', '<>', 1)];
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword.toLowerCase())}%`;
    and.push(eb.or([eb('s.search_text', 'like', like), eb(eb.fn('lower', ['s.spu_no']), 'like', like)]));
  }
  if (f.categoryId !== undefined)
    and.push(eb.or([eb('s.first_category_id', '=', f.categoryId), eb('s.second_category_id', '=', f.categoryId)]));
  if (f.status !== undefined) and.push(eb('s.status', '=', f.status));
  return eb.and(and);
}

function filteredSpus(db: Db, f: SpuFilter) {
  return db
    .selectFrom('spu as s')
    .leftJoin('category as c1', 'c1.id', 's.first_category_id')
    .leftJoin('category as c2', 'c2.id', 's.second_category_id')
    .where((eb) => spuWhere(eb, f));
}

/**
 * How many families the filter keeps, without the categories (their names are for the rows): an index-only scan of
 * spu_admin_count_idx (migration 0391) where the table has been vacuumed, else a read of it (maintenance.ts keeps the
 * answer per filter until the catalogue's next write).
 */
export function countSpus(db: Db, f: SpuFilter) {
  return db
    .selectFrom('spu as s')
    .where((eb) => spuWhere(eb, f))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
}

const spuColumns = [
  's.id',
  's.spu_no',
  's.spu_name',
  's.brand_name',
  's.first_category_id',
  's.second_category_id',
  's.sku_type',
  's.sku_sale_type',
  's.labels',
  's.status',
  's.pic_url',
  's.min_price_fen',
  's.spu_desc',
  's.model_remark',
  's.tax_code',
  's.tax_rate',
  's.updated_at',
  'c1.name as first_category_name',
  'c2.name as second_category_name',
] as const;

/** One page of the staff's families, most recently changed first (how many there are: countSpus). */
export function pageSpus(db: Db, f: SpuFilter, page: number, size: number) {
  return filteredSpus(db, f)
    .select([
      ...spuColumns,
      (eb) =>
        eb
          .selectFrom('sku as k')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('k.spu_id', '=', 's.id')
          .as('sku_count'),
    ])
    .orderBy('s.updated_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

export function findSpu(db: Db, id: number) {
  return db
    .selectFrom('spu as s')
    .leftJoin('category as c1', 'c1.id', 's.first_category_id')
    .leftJoin('category as c2', 'c2.id', 's.second_category_id')
    .select([...spuColumns, 's.listed_at'])
    .where('s.id', '=', id)
    .executeTakeFirst();
}

export type SpuRow = NonNullable<Awaited<ReturnType<typeof findSpu>>>;

export async function insertSpu(db: Db, v: Insertable<DB['spu']>): Promise<number> {
  const r = await db.insertInto('spu').values(v).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateSpu(db: Db, id: number, v: Updateable<DB['spu']>): Promise<void> {
  await db
    .updateTable('spu')
    .set({ ...v, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * The family's search text (what the keyword search scans, queries.ts): its name, brand, categories, and every
 * model's model text and number, lower-cased — recomputed after each save of the family or one of its models.
 */
export async function refreshSearchText(db: Db, spuId: number): Promise<void> {
  await sql`
    update spu s set search_text = t.text
      from (
        select p.id, lower(concat_ws(' ', p.spu_name, p.brand_name, c1.name, c2.name,
                 (select string_agg(k.model || ' ' || k.sku_no, ' ' order by k.sort, k.id) from sku k where k.spu_id = p.id)))
                 as text
          from spu p
          left join category c1 on c1.id = p.first_category_id
          left join category c2 on c2.id = p.second_category_id
         where p.id = ${spuId}
      ) t
     where s.id = t.id and s.search_text is distinct from t.text`.execute(db);
}

// ---- models ----------------------------------------------------------------------------------------------------

const skuColumns = [
  'k.id',
  'k.spu_id',
  'k.sku_no',
  'k.sku_name',
  'k.model',
  'k.sku_desc',
  'k.unit',
  'k.price_fen',
  'k.wholesale_price_fen',
  'k.market_price_fen',
  'k.stock',
  'k.status',
  'k.pic_url',
  'k.main_pics',
  'k.attrs',
  'k.sort',
] as const;

export function skusOf(db: Db, spuId: number) {
  return db
    .selectFrom('sku as k')
    .select(skuColumns)
    .where('k.spu_id', '=', spuId)
    .orderBy('k.sort')
    .orderBy('k.id')
    .execute();
}

export function findSku(db: Db, id: number) {
  return db.selectFrom('sku as k').select(skuColumns).where('k.id', '=', id).executeTakeFirst();
}

export type SkuRow = NonNullable<Awaited<ReturnType<typeof findSku>>>;

export async function insertSku(db: Db, v: Insertable<DB['sku']>): Promise<number> {
  const r = await db.insertInto('sku').values(v).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateSku(db: Db, id: number, v: Updateable<DB['sku']>): Promise<void> {
  await db
    .updateTable('sku')
    .set({ ...v, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export function skuAttrRows(db: Db, skuIds: readonly number[]) {
  if (!skuIds.length) return Promise.resolve([]);
  return db
    .selectFrom('sku_attr')
    .select(['sku_id', 'attr_id', 'value_text', 'value_num'])
    .where('sku_id', 'in', skuIds)
    .orderBy('attr_id')
    .execute();
}

export async function upsertSkuAttr(
  db: Db,
  v: { skuId: number; attrId: number; text: string; num: number | null },
): Promise<void> {
  await db
    .insertInto('sku_attr')
    .values({ sku_id: v.skuId, attr_id: v.attrId, value_text: v.text, value_num: v.num })
    .onConflict((oc) =>
      oc.columns(['sku_id', 'attr_id']).doUpdateSet({ value_text: v.text, value_num: v.num, updated_at: new Date() }),
    )
    .execute();
}

export async function deleteSkuAttr(db: Db, skuId: number, attrId: number): Promise<void> {
  await db.deleteFrom('sku_attr').where('sku_id', '=', skuId).where('attr_id', '=', attrId).execute();
}

// ---- dealers' price lists --------------------------------------------------------------------------------------

export function dealerPricesOf(db: Db, skuNos: readonly string[]) {
  if (!skuNos.length) return Promise.resolve([]);
  return db
    .selectFrom('dealer_sku_price')
    .select(['sku_no', 'first_merchant_no', 'price_fen', 'gold_price_fen'])
    .where('sku_no', 'in', skuNos)
    .orderBy('first_merchant_no')
    .execute();
}

export function findDealerPrice(db: Db, firstMerchantNo: string, skuNo: string) {
  return db
    .selectFrom('dealer_sku_price')
    .select(['price_fen', 'gold_price_fen'])
    .where('first_merchant_no', '=', firstMerchantNo)
    .where('sku_no', '=', skuNo)
    .executeTakeFirst();
}

/** One row per (dealer, model): a second save of the same pair updates it (the table's unique key). */
export async function upsertDealerPrice(
  db: Db,
  v: { firstMerchantNo: string; skuNo: string; priceFen: number; goldPriceFen: number | null },
): Promise<void> {
  await db
    .insertInto('dealer_sku_price')
    .values({
      first_merchant_no: v.firstMerchantNo,
      sku_no: v.skuNo,
      price_fen: v.priceFen,
      gold_price_fen: v.goldPriceFen,
    })
    .onConflict((oc) =>
      oc
        .columns(['first_merchant_no', 'sku_no'])
        .doUpdateSet({ price_fen: v.priceFen, gold_price_fen: v.goldPriceFen, updated_at: new Date() }),
    )
    .execute();
}

export async function deleteDealerPrice(db: Db, firstMerchantNo: string, skuNo: string): Promise<boolean> {
  const r = await db
    .deleteFrom('dealer_sku_price')
    .where('first_merchant_no', '=', firstMerchantNo)
    .where('sku_no', '=', skuNo)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
