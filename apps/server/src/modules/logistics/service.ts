/**
 * Freight (part 1 §7 logistics/template/calculate): the shop's template, else the platform's, applied by the
 * pure rule of packages/domain (first item, further items, free threshold, province override). No template: free.
 * For the order module: freightFen(db, { shopMerchantNo, provinceCode, quantity, goodsFen }).
 */
import { freightFeesFor, freightOf, type FreightResult, type FreightTemplate } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as q from './queries.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface FreightQuery {
  /** The shop that ships; null = the platform template. */
  shopMerchantNo: string | null;
  provinceCode: string;
  quantity: number;
  goodsFen: number;
}

export async function templateFor(db: Db, shopMerchantNo: string | null): Promise<FreightTemplate | null> {
  const t = await q.findTemplate(db, shopMerchantNo);
  if (!t) return null;
  const regions = typeof t.regions === 'string' ? (JSON.parse(t.regions) as q.RegionFees[]) : t.regions;
  return {
    baseFen: t.base_fen,
    extraFen: t.extra_fen,
    freeOverFen: t.free_over_fen,
    regions: regions.map((r) => ({ provinceCode: r.province_code, baseFen: r.base_fen, extraFen: r.extra_fen })),
  };
}

/** The freight and the free threshold that applied. */
export async function calculate(db: Db, query: FreightQuery): Promise<FreightResult> {
  const template = await templateFor(db, query.shopMerchantNo);
  if (!template) return { freightFen: 0, freeOverFen: null };
  const fees = freightFeesFor(template, query.provinceCode);
  return { freightFen: freightOf(fees, query), freeOverFen: fees.freeOverFen };
}

/** The freight in fen of a basket shipped by a shop to a province. */
export async function freightFen(db: Db, query: FreightQuery): Promise<number> {
  return (await calculate(db, query)).freightFen;
}
