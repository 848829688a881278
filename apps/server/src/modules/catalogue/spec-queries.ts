/**
 * A model's main specifications in one line, as a quotation prints them: its first attributes in the category's
 * order, 「分辨率：400万；红外距离：30m」. Private and missing models have none.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { skuParams } from './service.ts';

/** How many attributes the line names at most. */
const SPEC_ATTRS = 4;

export async function specSummaries(db: Kysely<DB>, skuNos: readonly string[]): Promise<Map<string, string>> {
  if (!skuNos.length) return new Map();
  const rows = await db
    .selectFrom('sku')
    .innerJoin('spu', 'spu.id', 'sku.spu_id')
    .select(['sku.id as sku_id', 'sku.sku_no', 'sku.attrs', 'spu.second_category_id'])
    .where('sku.sku_no', 'in', [...new Set(skuNos)])
    .execute();
  const params = await skuParams(
    db,
    rows.map((r) => ({
      sku_id: Number(r.sku_id),
      second_category_id: r.second_category_id,
      attrs: (r.attrs ?? {}) as Record<string, unknown>,
    })),
  );
  return new Map(
    rows.map((r, i) => [
      r.sku_no,
      params[i]!.filter((p) => p.value !== '' && p.value !== '-')
        .slice(0, SPEC_ATTRS)
        .map((p) => `${p.attrName}：${p.value}`)
        .join('；'),
    ]),
  );
}
