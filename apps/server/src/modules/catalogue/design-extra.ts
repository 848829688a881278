/**
 * Further catalogue look-ups of the design-order tool (kept beside design-lookup.ts so that only the catalogue
 * module reads its tables): the leading model of every software category, and models' stock.
 */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

/**
 * For every software category (second level) with an active public software product, the first active model of
 * its most used product: the items 'one per software category' adds.
 */
export async function softwareLeaders(db: Db): Promise<{ skuNo: string; secondCategoryId: number }[]> {
  const r = await sql<{ sku_no: string; second_category_id: number }>`
    select distinct on (s.second_category_id) s.second_category_id, k.sku_no
    from spu s join sku k on k.spu_id = s.id
    where s.sku_type = 2 and s.status = 0 and k.status = 0
      and s.private_tenant is null and s.owner_account_id is null and s.second_category_id is not null
    order by s.second_category_id, s.times_used desc, s.id, k.sort, k.id`.execute(db);
  return r.rows.map((x) => ({ skuNo: x.sku_no, secondCategoryId: Number(x.second_category_id) }));
}

/** The stock of models by number (the caller has checked the viewer may see them). */
export async function stockBySku(db: Db, skuNos: readonly string[]): Promise<Map<string, number>> {
  if (!skuNos.length) return new Map();
  const rows = await db
    .selectFrom('sku')
    .select(['sku_no', 'stock'])
    .where('sku_no', 'in', [...new Set(skuNos)])
    .execute();
  return new Map(rows.map((r) => [r.sku_no, Number(r.stock)]));
}
