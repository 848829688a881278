/**
 * The catalogue written in bulk (issue 42 §4, the imports module's workbooks and an ERP's push): product families
 * and models by their numbers, attribute values, price lists and stock — INSERT … ON CONFLICT on the natural keys
 * (spu_no, sku_no, (first_merchant_no, sku_no), (sku_id, attr_id)), a few thousand rows per statement passed as
 * arrays (unnest), and a row that would not change is not written (its triggers stay quiet). Run them inside the
 * caller's one transaction. The look-ups the imports' checks need are here too, and the rows an export fills.
 */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

const BATCH = 5000;
// The look-ups by number join the numbers unnested (never `sku_no = any($1)` as a filter): a plan kept from when the
// table was small (a generic plan of a prepared statement) then scanned 50,000 models × 5,000 numbers per chunk.
const chunks = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH) out.push(rows.slice(i, i + BATCH));
  return out;
};
const col = <T, K extends keyof T>(rows: readonly T[], k: K): T[K][] => rows.map((r) => r[k]);

export interface CategoryEntry {
  id: number;
  parentId: number | null;
  name: string;
}
export interface CategoryAttrEntry {
  id: number;
  categoryId: number;
  key: string;
  name: string;
  unit: string | null;
  valueType: 'text' | 'number';
  filterable: boolean;
}

/** Every category, every attribute definition and every brand: what a check resolves names against. */
export async function catalogueDictionary(db: Db): Promise<{
  categories: CategoryEntry[];
  attrs: CategoryAttrEntry[];
  brands: { id: number; name: string }[];
}> {
  const [categories, attrs, brands] = await Promise.all([
    db.selectFrom('category').select(['id', 'parent_id', 'name']).orderBy('id').execute(),
    db
      .selectFrom('category_attr')
      .select(['id', 'category_id', 'attr_key', 'attr_name', 'unit', 'value_type', 'filterable'])
      .orderBy('category_id')
      .orderBy('sort')
      .execute(),
    db.selectFrom('brand').select(['id', 'name']).execute(),
  ]);
  return {
    categories: categories.map((c) => ({
      id: Number(c.id),
      parentId: c.parent_id === null ? null : Number(c.parent_id),
      name: c.name,
    })),
    attrs: attrs.map((a) => ({
      id: Number(a.id),
      categoryId: Number(a.category_id),
      key: a.attr_key,
      name: a.attr_name,
      unit: a.unit,
      valueType: a.value_type,
      filterable: a.filterable,
    })),
    brands: brands.map((b) => ({ id: Number(b.id), name: b.name })),
  };
}

/** The catalogue models of these numbers (private products left out) with their family's second-level category. */
export async function skuKeys(
  db: Db,
  skuNos: readonly string[],
): Promise<Map<string, { secondCategoryId: number | null }>> {
  const out = new Map<string, { secondCategoryId: number | null }>();
  for (const part of chunks([...new Set(skuNos)])) {
    const r = await sql<{ sku_no: string; second_category_id: number | null }>`
      select k.sku_no, s.second_category_id from unnest(${part}::text[]) v(no) join sku k on k.sku_no = v.no
        join spu s on s.id = k.spu_id
       where s.private_tenant is null and s.owner_account_id is null`.execute(db);
    for (const x of r.rows)
      out.set(x.sku_no, { secondCategoryId: x.second_category_id === null ? null : Number(x.second_category_id) });
  }
  return out;
}

/** Which of these model numbers a dealer's private product carries (a catalogue import must not take them over). */
export async function privateSkuNos(db: Db, skuNos: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (const part of chunks([...new Set(skuNos)])) {
    const r = await sql<{ sku_no: string }>`
      select k.sku_no from unnest(${part}::text[]) v(no) join sku k on k.sku_no = v.no join spu s on s.id = k.spu_id
       where s.private_tenant is not null or s.owner_account_id is not null`.execute(db);
    for (const x of r.rows) out.add(x.sku_no);
  }
  return out;
}

/** Which of these family numbers exist already. */
export async function existingSpuNos(db: Db, spuNos: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (const part of chunks([...new Set(spuNos)])) {
    const r = await sql<{ spu_no: string }>`
      select p.spu_no from unnest(${part}::text[]) v(no) join spu p on p.spu_no = v.no`.execute(db);
    for (const x of r.rows) out.add(x.spu_no);
  }
  return out;
}

/** The families of these models (catalogue and private alike). */
async function familyIds(db: Db, skuNos: readonly string[]): Promise<number[]> {
  const ids = new Set<number>();
  for (const part of chunks([...new Set(skuNos)])) {
    const r = await sql<{ spu_id: number }>`
      select distinct k.spu_id from unnest(${part}::text[]) v(no) join sku k on k.sku_no = v.no`.execute(db);
    for (const x of r.rows) ids.add(Number(x.spu_id));
  }
  return [...ids];
}

/**
 * The per-row recomputation of the families' lowest prices switched off for the rest of this transaction (migration
 * 0230): `touch` the models before and after each write of their prices, status or family, and `finish` recomputes
 * every family touched once (an import streaming its rows in chunks: a set of family ids, never the rows). Call
 * inside the caller's transaction.
 */
export async function bulkRepricer(db: Db) {
  const ids = new Set<number>();
  await sql`select set_config('portal.bulk_reprice', 'on', true)`.execute(db);
  return {
    async touch(skuNos: readonly string[]): Promise<void> {
      for (const id of await familyIds(db, skuNos)) ids.add(id);
    },
    async finish(): Promise<void> {
      await sql`select set_config('portal.bulk_reprice', 'off', true)`.execute(db);
      const sorted = [...ids].sort((a, b) => a - b);
      for (const part of chunks(sorted)) await sql`select refresh_spu_prices(${part}::bigint[])`.execute(db);
    },
  };
}

export interface FamilyWrite {
  spuNo: string;
  name: string;
  brandId: number | null;
  brandName: string | null;
  firstCategoryId: number;
  secondCategoryId: number;
  saleType: '经销' | '非经' | '自定义';
  status: number;
  desc: string | null;
  /** The family's tax classification; null (blank cells): a new family inherits, an existing one keeps its own. */
  taxCode: string | null;
  taxRate: number | null;
}
export interface ModelWrite {
  skuNo: string;
  spuNo: string;
  name: string;
  model: string;
  desc: string | null;
  unit: string;
  priceFen: number | null;
  /** null (a blank 库存 cell): a new model starts at 0, an existing one keeps the stock it has. */
  stock: number | null;
  status: number;
  sort: number;
}
export interface Written {
  inserted: number;
  updated: number;
}

const counted = (rows: { inserted: boolean }[], into: Written) => {
  for (const r of rows)
    if (r.inserted) into.inserted++;
    else into.updated++;
};

/** Families by spu_no: new ones inserted (listed now), changed ones updated; their search text and model remark redone. */
export async function upsertFamilies(db: Db, rows: readonly FamilyWrite[]): Promise<Written> {
  const w = { inserted: 0, updated: 0 };
  for (const part of chunks(rows)) {
    const r = await sql<{ inserted: boolean }>`
      insert into spu (spu_no, spu_name, brand_id, brand_name, first_category_id, second_category_id, sku_sale_type,
                       status, spu_desc, tax_code, tax_rate, source, listed_at)
      select v.no, v.name, v.brand_id, v.brand_name, v.c1, v.c2, v.sale, v.status, v.descr, v.tax_code, v.tax_rate,
             1, now()
        from unnest(${col(part, 'spuNo')}::text[], ${col(part, 'name')}::text[], ${col(part, 'brandId')}::int[],
                    ${col(part, 'brandName')}::text[], ${col(part, 'firstCategoryId')}::int[],
                    ${col(part, 'secondCategoryId')}::int[], ${col(part, 'saleType')}::text[],
                    ${col(part, 'status')}::int[], ${col(part, 'desc')}::text[], ${col(part, 'taxCode')}::text[],
                    ${col(part, 'taxRate')}::int[])
             as v(no, name, brand_id, brand_name, c1, c2, sale, status, descr, tax_code, tax_rate)
      on conflict (spu_no) do update set
        spu_name = excluded.spu_name, brand_id = excluded.brand_id, brand_name = excluded.brand_name,
        first_category_id = excluded.first_category_id, second_category_id = excluded.second_category_id,
        sku_sale_type = excluded.sku_sale_type, status = excluded.status, spu_desc = excluded.spu_desc,
        tax_code = coalesce(excluded.tax_code, spu.tax_code), tax_rate = coalesce(excluded.tax_rate, spu.tax_rate),
        updated_at = now()
      where (spu.spu_name, spu.brand_id, spu.brand_name, spu.first_category_id, spu.second_category_id,
             spu.sku_sale_type, spu.status, spu.spu_desc, spu.tax_code, spu.tax_rate)
            is distinct from
            (excluded.spu_name, excluded.brand_id, excluded.brand_name, excluded.first_category_id,
             excluded.second_category_id, excluded.sku_sale_type, excluded.status, excluded.spu_desc,
             coalesce(excluded.tax_code, spu.tax_code), coalesce(excluded.tax_rate, spu.tax_rate))
      returning (xmax = 0) as inserted`.execute(db);
    counted(r.rows, w);
  }
  return w;
}

/**
 * Models by sku_no, each under its family's spu_no (the families are written first). A model whose stock is null
 * keeps its stock (a blank cell changes nothing, never sets 0); a new one starts at 0.
 */
export async function upsertModels(db: Db, rows: readonly ModelWrite[]): Promise<Written> {
  const w = { inserted: 0, updated: 0 };
  for (const keep of [false, true]) {
    const group = rows.filter((r) => (r.stock === null) === keep);
    // the stock written on a conflict, and compared to tell a change: the cell's, or the model's own
    const stock = keep ? sql`sku.stock` : sql`excluded.stock`;
    for (const part of chunks(group)) {
      const r = await sql<{ inserted: boolean }>`
      insert into sku (sku_no, spu_id, sku_name, model, sku_desc, unit, price_fen, stock, status, sort)
      select v.no, s.id, v.name, v.model, v.descr, v.unit, v.price, coalesce(v.stock, 0), v.status, v.sort
        from unnest(${col(part, 'skuNo')}::text[], ${col(part, 'spuNo')}::text[], ${col(part, 'name')}::text[],
                    ${col(part, 'model')}::text[], ${col(part, 'desc')}::text[], ${col(part, 'unit')}::text[],
                    ${col(part, 'priceFen')}::bigint[], ${col(part, 'stock')}::int[], ${col(part, 'status')}::int[],
                    ${col(part, 'sort')}::int[])
             as v(no, spu_no, name, model, descr, unit, price, stock, status, sort)
        join spu s on s.spu_no = v.spu_no
      on conflict (sku_no) do update set
        spu_id = excluded.spu_id, sku_name = excluded.sku_name, model = excluded.model, sku_desc = excluded.sku_desc,
        unit = excluded.unit, price_fen = excluded.price_fen, stock = ${stock}, status = excluded.status,
        sort = excluded.sort, updated_at = now()
      where (sku.spu_id, sku.sku_name, sku.model, sku.sku_desc, sku.unit, sku.price_fen, sku.stock, sku.status, sku.sort)
            is distinct from
            (excluded.spu_id, excluded.sku_name, excluded.model, excluded.sku_desc, excluded.unit, excluded.price_fen,
             ${stock}, excluded.status, excluded.sort)
      returning (xmax = 0) as inserted`.execute(db);
      counted(r.rows, w);
    }
  }
  const spuNos = [...new Set(rows.map((r) => r.spuNo))];
  for (const part of chunks(spuNos)) {
    await sql`
      update spu p set search_text = m.search, model_remark = m.remark
        from (select k.spu_id,
                     lower(concat_ws(' ', min(pp.spu_name), min(pp.brand_name),
                       (select c.name from category c where c.id = min(pp.first_category_id)),
                       (select c.name from category c where c.id = min(pp.second_category_id)),
                       string_agg(k.model, ' ' order by k.sort, k.id))) as search,
                     case when count(*) > 1
                          then '共' || count(*) || '个型号：'
                               || array_to_string((array_agg(k.model order by k.sort, k.id))[1:3], '、')
                               || case when count(*) > 3 then '等' else '' end
                          else min(k.model) end as remark
                from unnest(${part}::text[]) v(no) join spu pp on pp.spu_no = v.no join sku k on k.spu_id = pp.id
               group by k.spu_id) m
       where p.id = m.spu_id and (p.search_text, p.model_remark) is distinct from (m.search, m.remark)`.execute(db);
  }
  return w;
}

export interface AttrWrite {
  skuNo: string;
  attrId: number;
  key: string;
  text: string;
  num: number | null;
  filterable: boolean;
}

/** Attribute values: merged into sku.attrs (by key), and the filterable ones into sku_attr (the catalogue's filters). */
export async function upsertAttrs(db: Db, rows: readonly AttrWrite[]): Promise<Written> {
  const bySku = new Map<string, Record<string, string | number>>();
  for (const r of rows) {
    const a = bySku.get(r.skuNo) ?? {};
    a[r.key] = r.num ?? r.text;
    bySku.set(r.skuNo, a);
  }
  const merged = [...bySku].map(([no, a]) => ({ no, json: JSON.stringify(a) }));
  // what the rows change, told before writing: a key the model lacks is new, one with another value an update
  const w = { inserted: 0, updated: 0 };
  for (const part of chunks(rows.map((r) => ({ ...r, json: JSON.stringify(r.num ?? r.text) })))) {
    const r = await sql<{ inserted: number; updated: number }>`
      select count(*) filter (where not (k.attrs ? v.key))::int as inserted,
             count(*) filter (where k.attrs ? v.key and k.attrs -> v.key is distinct from v.val)::int as updated
        from unnest(${col(part, 'skuNo')}::text[], ${col(part, 'key')}::text[], ${col(part, 'json')}::jsonb[])
             as v(no, key, val)
        join sku k on k.sku_no = v.no`.execute(db);
    w.inserted += r.rows[0]?.inserted ?? 0;
    w.updated += r.rows[0]?.updated ?? 0;
  }
  for (const part of chunks(merged)) {
    await sql`
      update sku k set attrs = k.attrs || v.a, updated_at = now()
        from unnest(${col(part, 'no')}::text[], ${col(part, 'json')}::jsonb[]) as v(no, a)
       where k.sku_no = v.no and not (k.attrs @> v.a)`.execute(db);
  }
  for (const part of chunks(rows.filter((r) => r.filterable))) {
    await sql`
      insert into sku_attr (sku_id, attr_id, value_text, value_num)
      select k.id, v.attr, v.t, v.n
        from unnest(${col(part, 'skuNo')}::text[], ${col(part, 'attrId')}::int[], ${col(part, 'text')}::text[],
                    ${col(part, 'num')}::float8[]) as v(no, attr, t, n)
        join sku k on k.sku_no = v.no
      on conflict (sku_id, attr_id) do update set value_text = excluded.value_text, value_num = excluded.value_num,
        updated_at = now()
      where (sku_attr.value_text, sku_attr.value_num) is distinct from (excluded.value_text, excluded.value_num)`.execute(
      db,
    );
  }
  return w;
}

export interface PriceWrite {
  skuNo: string;
  /** 'retail' (sku.price_fen), 'wholesale' (sku.wholesale_price_fen) or a first-level dealer's merchant number. */
  list: string;
  fen: number;
  goldFen: number | null;
}

/**
 * Prices of the retail and wholesale lists and of first-level dealers' lists (dealer_sku_price by its pair). Counts
 * only what changes: a price a list lacked is new, another price an update, the same price nothing.
 */
export async function upsertPrices(
  db: Db,
  rows: readonly PriceWrite[],
): Promise<Written & { changedLists: { firstMerchantNo: string; models: number }[] }> {
  const w = { inserted: 0, updated: 0 };
  const changed = new Map<string, number>();
  for (const [list, column] of [
    ['retail', 'price_fen'],
    ['wholesale', 'wholesale_price_fen'],
  ] as const) {
    const of = rows.filter((r) => r.list === list);
    for (const part of chunks(of)) {
      // a model that had no price on this list gets one (new); one with another price is updated
      const r = await sql<{ inserted: boolean }>`
        update sku k set ${sql.ref(column)} = x.p, updated_at = now()
          from (select k0.id, k0.${sql.ref(column)} as old, v.p
                  from unnest(${col(part, 'skuNo')}::text[], ${col(part, 'fen')}::bigint[]) as v(no, p)
                  join sku k0 on k0.sku_no = v.no) x
         where k.id = x.id and x.old is distinct from x.p
        returning (x.old is null) as inserted`.execute(db);
      counted(r.rows, w);
    }
  }
  const dealer = rows.filter((r) => r.list !== 'retail' && r.list !== 'wholesale');
  for (const part of chunks(dealer)) {
    const r = await sql<{ inserted: boolean; first_merchant_no: string }>`
      insert into dealer_sku_price (first_merchant_no, sku_no, price_fen, gold_price_fen)
      select * from unnest(${col(part, 'list')}::text[], ${col(part, 'skuNo')}::text[], ${col(part, 'fen')}::bigint[],
                           ${col(part, 'goldFen')}::bigint[])
      on conflict (first_merchant_no, sku_no) do update set price_fen = excluded.price_fen,
        gold_price_fen = excluded.gold_price_fen, updated_at = now()
      where (dealer_sku_price.price_fen, dealer_sku_price.gold_price_fen)
            is distinct from (excluded.price_fen, excluded.gold_price_fen)
      returning (xmax = 0) as inserted, first_merchant_no`.execute(db);
    counted(r.rows, w);
    for (const x of r.rows) changed.set(x.first_merchant_no, (changed.get(x.first_merchant_no) ?? 0) + 1);
  }
  // the dealers' lists a row was written to (a row that would not change is not), with how many models each
  return { ...w, changedLists: [...changed].map(([firstMerchantNo, models]) => ({ firstMerchantNo, models })) };
}

/** Stock of models by number. */
export async function setStock(db: Db, rows: readonly { skuNo: string; stock: number }[]): Promise<Written> {
  let updated = 0;
  for (const part of chunks(rows)) {
    const r = await sql`
      update sku k set stock = v.s, updated_at = now()
        from unnest(${col(part, 'skuNo')}::text[], ${col(part, 'stock')}::int[]) as v(no, s)
       where k.sku_no = v.no and k.stock is distinct from v.s`.execute(db);
    updated += Number(r.numAffectedRows ?? 0);
  }
  return { inserted: 0, updated };
}
