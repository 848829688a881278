/**
 * The category tree and its attribute definitions written in bulk (issue 42 §4, the imports' 分类与属性 workbook):
 * categories by their natural key (parent, name) — migration 0210's unique index — and attributes by (category,
 * attr_key), INSERT … ON CONFLICT, a row that would not change not written. Run inside the caller's transaction.
 * The rows an export fills are here too.
 */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface CategoryWrite {
  name: string;
  sort: number;
  separate: boolean;
  status: number;
  /** Its tax classification; null (blank cells): a new category has none, an existing one keeps its own. */
  taxCode: string | null;
  taxRate: number | null;
}
export interface SecondCategoryWrite extends CategoryWrite {
  parentId: number;
}
export interface AttrDefWrite {
  categoryId: number;
  key: string;
  name: string;
  unit: string | null;
  valueType: 'text' | 'number';
  filterable: boolean;
  sort: number;
}

/** A stated category's row: its fields updated when they differ; a blank tax class keeps the one it has. */
const upsertCategory = sql`
  on conflict ((coalesce(parent_id, 0)), name) do update
     set sort = excluded.sort, separate_category = excluded.separate_category, status = excluded.status,
         tax_code = coalesce(excluded.tax_code, category.tax_code),
         tax_rate = coalesce(excluded.tax_rate, category.tax_rate), updated_at = now()
   where (category.sort, category.separate_category, category.status, category.tax_code, category.tax_rate)
         is distinct from (excluded.sort, excluded.separate_category, excluded.status,
                           coalesce(excluded.tax_code, category.tax_code), coalesce(excluded.tax_rate, category.tax_rate))`;

/**
 * Upserts first-level categories stated in a sheet, and makes the `implied` ones (named only as a second's parent)
 * when missing, leaving existing ones as they are. Answers every first-level category's id by name.
 */
export async function upsertFirstCategories(
  db: Db,
  stated: readonly CategoryWrite[],
  implied: readonly string[],
): Promise<Map<string, number>> {
  for (const c of stated) {
    await sql`
      insert into category (parent_id, name, sort, separate_category, status, tax_code, tax_rate)
      values (null, ${c.name}, ${c.sort}, ${c.separate}, ${c.status}, ${c.taxCode}, ${c.taxRate})
      ${upsertCategory}`.execute(db);
  }
  for (const name of implied) {
    await sql`
      insert into category (parent_id, name) values (null, ${name})
      on conflict ((coalesce(parent_id, 0)), name) do nothing`.execute(db);
  }
  const rows = await db.selectFrom('category').select(['id', 'name']).where('parent_id', 'is', null).execute();
  return new Map(rows.map((r) => [r.name, Number(r.id)]));
}

/** Upserts second-level categories under their parents; answers every second-level id by `${parentId}:${name}`. */
export async function upsertSecondCategories(
  db: Db,
  rows: readonly SecondCategoryWrite[],
): Promise<Map<string, number>> {
  for (const c of rows) {
    await sql`
      insert into category (parent_id, name, sort, separate_category, status, tax_code, tax_rate)
      values (${c.parentId}, ${c.name}, ${c.sort}, ${c.separate}, ${c.status}, ${c.taxCode}, ${c.taxRate})
      ${upsertCategory}`.execute(db);
  }
  const all = await db
    .selectFrom('category')
    .select(['id', 'parent_id', 'name'])
    .where('parent_id', 'is not', null)
    .execute();
  return new Map(all.map((r) => [`${r.parent_id}:${r.name}`, Number(r.id)]));
}

/** Upserts attribute definitions by (category, key). */
export async function upsertAttrDefs(db: Db, rows: readonly AttrDefWrite[]): Promise<void> {
  for (const a of rows) {
    await sql`
      insert into category_attr (category_id, attr_key, attr_name, unit, value_type, filterable, sort)
      values (${a.categoryId}, ${a.key}, ${a.name}, ${a.unit}, ${a.valueType}, ${a.filterable}, ${a.sort})
      on conflict (category_id, attr_key) do update
         set attr_name = excluded.attr_name, unit = excluded.unit, value_type = excluded.value_type,
             filterable = excluded.filterable, sort = excluded.sort, updated_at = now()
       where (category_attr.attr_name, category_attr.unit, category_attr.value_type, category_attr.filterable,
              category_attr.sort)
             is distinct from (excluded.attr_name, excluded.unit, excluded.value_type, excluded.filterable,
              excluded.sort)`.execute(db);
  }
}

export interface CategoryExportRow {
  category1: string;
  category2: string | null;
  sort: number;
  separate: boolean;
  status: number;
  taxCode: string | null;
  taxRate: number | null;
}

/** The tree as the 分类 sheet lists it: each first-level category, then its second-level ones. */
export async function categoriesForExport(db: Db): Promise<CategoryExportRow[]> {
  const r = await sql<{
    c1: string;
    c2: string | null;
    sort: number;
    separate: boolean;
    status: number;
    tax_code: string | null;
    tax_rate: number | null;
  }>`
    select coalesce(p.name, c.name) as c1, case when p.id is null then null else c.name end as c2,
           c.sort, c.separate_category as separate, c.status, c.tax_code, c.tax_rate
      from category c left join category p on p.id = c.parent_id
     order by coalesce(p.sort, c.sort), coalesce(p.id, c.id), p.id is not null, c.sort, c.id`.execute(db);
  return r.rows.map((x) => ({
    category1: x.c1,
    category2: x.c2,
    sort: Number(x.sort),
    separate: x.separate,
    status: Number(x.status),
    taxCode: x.tax_code,
    taxRate: x.tax_rate === null ? null : Number(x.tax_rate),
  }));
}

export interface AttrExportRow {
  category1: string;
  category2: string;
  key: string;
  name: string;
  valueType: 'text' | 'number';
  unit: string | null;
  filterable: boolean;
  sort: number;
}

/** Every attribute definition with its category's names. */
export async function attrDefsForExport(db: Db): Promise<AttrExportRow[]> {
  const r = await sql<AttrExportRow & { sort: number }>`
    select p.name as "category1", c.name as "category2", a.attr_key as "key", a.attr_name as "name",
           a.value_type as "valueType", a.unit, a.filterable, a.sort
      from category_attr a join category c on c.id = a.category_id join category p on p.id = c.parent_id
     order by p.sort, p.id, c.sort, c.id, a.sort, a.id`.execute(db);
  return r.rows.map((x) => ({ ...x, sort: Number(x.sort) }));
}
