/** SQL of freight templates: one per shop (merchant_no) and one platform default (merchant_no null). */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface RegionFees {
  province_code: string;
  base_fen: number;
  extra_fen: number;
}

/** The shop's template, else the platform's (the shop's sorts first), with its province overrides: one query. */
export function findTemplate(db: Db, shopMerchantNo: string | null) {
  let q = db
    .selectFrom('logistics_template')
    .select(['id', 'merchant_no', 'name', 'base_fen', 'extra_fen', 'free_over_fen'])
    .select(
      sql<RegionFees[]>`(select coalesce(json_agg(json_build_object('province_code', r.province_code,
        'base_fen', r.base_fen, 'extra_fen', r.extra_fen)), '[]'::json)
        from logistics_template_region r where r.template_id = logistics_template.id)`.as('regions'),
    )
    .orderBy('merchant_no', (ob) => ob.asc().nullsLast())
    .limit(1);
  q = shopMerchantNo
    ? q.where((eb) => eb.or([eb('merchant_no', '=', shopMerchantNo), eb('merchant_no', 'is', null)]))
    : q.where('merchant_no', 'is', null);
  return q.executeTakeFirst();
}
