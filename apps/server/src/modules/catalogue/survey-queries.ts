/** The survey's look-up: the attributes of models by number (the optics of a camera placed on a plan). */
import type { Db } from './tables.ts';

export async function skuAttrsByNo(db: Db, skuNos: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  if (!skuNos.length) return new Map();
  const rows = await db
    .selectFrom('sku')
    .select(['sku_no', 'attrs'])
    .where('sku_no', 'in', [...new Set(skuNos)])
    .execute();
  return new Map(rows.map((r) => [r.sku_no, (r.attrs ?? {}) as Record<string, unknown>]));
}
