/**
 * The tax classification of families for invoice lines (issue 59 §3): each family's own code and rate, else its
 * second category's, else its first's; null when none of them is set (the line takes the seller's default). One
 * query for however many families an invoice names (at most the lines of 50 orders).
 */
import { taxClassOf, type TaxClass } from '@portal/domain';
import type { Db } from './tables.ts';

const pair = (code: string | null, rate: number | null): TaxClass | null =>
  code === null || rate === null ? null : { code, rate };

export async function taxClassesOfFamilies(db: Db, spuNos: readonly string[]): Promise<Map<string, TaxClass | null>> {
  const out = new Map<string, TaxClass | null>();
  if (spuNos.length === 0) return out;
  const rows = await db
    .selectFrom('spu as s')
    .leftJoin('category as c2', 'c2.id', 's.second_category_id')
    .leftJoin('category as c1', 'c1.id', 's.first_category_id')
    .select([
      's.spu_no',
      's.tax_code',
      's.tax_rate',
      'c2.tax_code as second_code',
      'c2.tax_rate as second_rate',
      'c1.tax_code as first_code',
      'c1.tax_rate as first_rate',
    ])
    .where('s.spu_no', 'in', [...new Set(spuNos)])
    .execute();
  const none = { code: '', rate: 0 };
  for (const r of rows) {
    const found = taxClassOf(
      pair(r.tax_code, r.tax_rate),
      pair(r.second_code, r.second_rate),
      pair(r.first_code, r.first_rate),
      none,
    );
    out.set(r.spu_no, found === none ? null : found);
  }
  return out;
}
