/**
 * A large catalogue made with bulk SQL (issue 61: the 10,000-model export): 10 categories of 12 attributes each (odd
 * ones numbers), four models a family, long Chinese descriptions, retail and wholesale prices, the 12 attribute values
 * (sku.attrs and sku_attr alike) and a price of every model on each of the given first-level dealers' lists. Models
 * `from` … `to` - 1 are added (call again with the next range to grow it); the categories come with the first range.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/schema.ts';

export const BIG_ATTRS = 12;
export const BIG_CATEGORIES = 10;
const pad = (v: ReturnType<typeof sql>) => sql`lpad((${v})::text, 6, '0')`;

/** The 10 categories of BIG_ATTRS attributes (odd ones numbers) the big catalogue and the import bench use. */
export async function bigCatalogueCategories(db: Kysely<DB>): Promise<void> {
  for (let c = 0; c < BIG_CATEGORIES; c++) {
    await db
      .insertInto('category')
      .values({ id: c + 1, parent_id: null, name: `一级${c}` })
      .execute();
    await db
      .insertInto('category')
      .values({ id: c + 101, parent_id: c + 1, name: `二级${c}` })
      .execute();
    await db
      .insertInto('category_attr')
      .values(
        Array.from({ length: BIG_ATTRS }, (_, a) => ({
          category_id: c + 101,
          attr_key: `k${a}`,
          attr_name: `属性${a}`,
          value_type: a % 2 ? ('number' as const) : ('text' as const),
          filterable: a < 6,
          sort: a,
        })),
      )
      .execute();
  }
}

export async function bigCatalogue(db: Kysely<DB>, from: number, to: number, dealers: string[]): Promise<void> {
  if (from === 0) await bigCatalogueCategories(db);
  const f0 = Math.floor(from / 4);
  const f1 = Math.ceil(to / 4) - 1;
  await sql`
    insert into spu (spu_no, spu_name, brand_name, first_category_id, second_category_id, spu_desc)
    select 'BS-' || ${pad(sql`f`)}, '产品 ' || f || ' 星光级红外网络摄像机', '海昱', f % ${BIG_CATEGORIES} + 1,
           f % ${BIG_CATEGORIES} + 101, repeat('支持智能侦测、区域入侵与越界告警，', 3 + f % 5)
      from generate_series(${f0}::int, ${f1}::int) f`.execute(db);
  await sql`
    insert into sku (sku_no, spu_id, sku_name, model, sku_desc, unit, price_fen, wholesale_price_fen, stock, status,
                     attrs, sort)
    select 'BM-' || ${pad(sql`i`)}, s.id, '型号 ' || i || ' 400万像素', 'HY-' || i,
           repeat('海康威视星光级红外网络摄像机，', 5 + i % 7), '台', 10000 + (i % 900) * 100, 8000 + (i % 900) * 80,
           i % 500, 1,
           (select jsonb_object_agg('k' || a, case when a % 2 = 1 then to_jsonb((i % 97) + a)
                                                   else to_jsonb('值' || (i % 13)) end)
              from generate_series(0, ${BIG_ATTRS - 1}) a),
           i % 4
      from generate_series(${from}::int, ${to - 1}::int) i
      join spu s on s.spu_no = 'BS-' || ${pad(sql`i / 4`)}`.execute(db);
  await sql`
    insert into sku_attr (sku_id, attr_id, value_text, value_num)
    select k.id, a.id, e.value #>> '{}', case when jsonb_typeof(e.value) = 'number' then (e.value #>> '{}')::numeric end
      from sku k join spu s on s.id = k.spu_id
      cross join jsonb_each(k.attrs) e
      join category_attr a on a.category_id = s.second_category_id and a.attr_key = e.key
     where k.sku_no between 'BM-' || ${pad(sql`${from}::int`)} and 'BM-' || ${pad(sql`${to - 1}::int`)}`.execute(db);
  for (const d of dealers)
    await sql`
      insert into dealer_sku_price (first_merchant_no, sku_no, price_fen, gold_price_fen)
      select ${d}, 'BM-' || ${pad(sql`i`)}, 9000 + (i % 900) * 90, 8500 + (i % 900) * 85
        from generate_series(${from}::int, ${to - 1}::int) i`.execute(db);
}
