/**
 * Freight (part 1 §7 logistics/template/calculate): the shop's template, else the platform's, applied by the
 * pure rule of packages/domain (first item, further items, free threshold, province override). No template: free.
 * For the order module: freightFen(db, { shopMerchantNo, provinceCode, quantity, goodsFen }).
 */
import { freightFeesFor, freightOf, type FreightResult, type FreightTemplate } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { perDatabase, TtlCache } from '../../cache/ttl-cache.ts';
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

/**
 * Templates as templateFor answers them, kept TEMPLATE_CACHE_MS (every settlement and order reads one): no route
 * edits a template, so a change made in the database is seen within TEMPLATE_CACHE_MS. No template is kept as 'none'.
 */
const TEMPLATE_CACHE_MS = 5_000;
const templates = perDatabase(() => new TtlCache<string, FreightTemplate | 'none'>(TEMPLATE_CACHE_MS, 10_000));

/** Forget the kept templates (for tests that change a template behind the service). */
export function forgetTemplates(db: Db): void {
  templates(db).clear();
}

async function templateFor(db: Db, shopMerchantNo: string | null): Promise<FreightTemplate | null> {
  const t = await templates(db).load(
    shopMerchantNo ?? '',
    async () => (await readTemplate(db, shopMerchantNo)) ?? 'none',
  );
  return t === 'none' ? null : t;
}

async function readTemplate(db: Db, shopMerchantNo: string | null): Promise<FreightTemplate | null> {
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
