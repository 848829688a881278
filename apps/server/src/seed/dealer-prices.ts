/**
 * Demo price lists of first-level dealers for their second-level buyers (dealer_sku_price, migration 0014):
 * M10001 (the dealer 13800000003, 13800000004 and their staff buy through), M10002 (13800000003's second shop)
 * and M10004 (the multi-identity account's second-level identity). Each prices a deterministic share of the public
 * models sold through dealers ('经销') between its wholesale cost and the retail price, in whole yuan, and gives
 * gold second-level buyers a lower price on part of them. Models without a row sell at retail.
 *
 * Idempotent and independent of the main seed: a dealer that already has any row is left alone, so it also fills
 * an existing data directory that was seeded before this table existed.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { DEMO_MERCHANTS } from './accounts.ts';

interface DealerPlan {
  merchantNo: string;
  /** Share of the eligible models the dealer prices. */
  coverage: number;
  /** Where between wholesale (0) and retail (1) its prices sit. */
  from: number;
  to: number;
  /** Share of its prices that carry a gold price. */
  gold: number;
}

const DEMO_DEALER_PRICE_PLANS: readonly DealerPlan[] = [
  { merchantNo: DEMO_MERCHANTS.first, coverage: 0.75, from: 0.45, to: 0.75, gold: 0.6 },
  { merchantNo: DEMO_MERCHANTS.firstOther, coverage: 0.55, from: 0.35, to: 0.65, gold: 0.3 },
  { merchantNo: DEMO_MERCHANTS.multiFirstDealer, coverage: 0.5, from: 0.5, to: 0.85, gold: 0.4 },
];

/** FNV-1a of the text as a fraction in [0, 1): the same draw on every machine and every run. */
function draw(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 0x1_0000_0000;
}

const yuan = (fen: number) => Math.round(fen / 100) * 100;

/** One dealer's row for one model, or null when the dealer does not price it. */
function dealerPriceRow(
  d: DealerPlan,
  k: { sku_no: string; price_fen: number; wholesale_price_fen: number },
): Insertable<DB['dealer_sku_price']> | null {
  if (draw(`${d.merchantNo}:${k.sku_no}:covered`) >= d.coverage) return null;
  const retail = k.price_fen;
  const cost = Math.min(k.wholesale_price_fen, retail);
  const at = d.from + (d.to - d.from) * draw(`${d.merchantNo}:${k.sku_no}:price`);
  const price = Math.min(retail, Math.max(cost, yuan(cost + (retail - cost) * at)));
  const goldAt = draw(`${d.merchantNo}:${k.sku_no}:gold`);
  const gold = goldAt < d.gold ? Math.max(cost, yuan(cost + (price - cost) * 0.5)) : null;
  return {
    first_merchant_no: d.merchantNo,
    sku_no: k.sku_no,
    price_fen: price,
    gold_price_fen: gold !== null && gold < price ? gold : null,
  };
}

export async function seedDealerPrices(db: Kysely<DB>, log: (msg: string) => void = () => {}): Promise<number> {
  const wanted = DEMO_DEALER_PRICE_PLANS.map((d) => d.merchantNo);
  const [present, priced] = await Promise.all([
    db.selectFrom('merchant').select('merchant_no').where('merchant_no', 'in', wanted).execute(),
    db
      .selectFrom('dealer_sku_price')
      .select('first_merchant_no')
      .distinct()
      .where('first_merchant_no', 'in', wanted)
      .execute(),
  ]);
  const has = new Set(present.map((r) => r.merchant_no));
  const done = new Set(priced.map((r) => r.first_merchant_no));
  const plans = DEMO_DEALER_PRICE_PLANS.filter((d) => has.has(d.merchantNo) && !done.has(d.merchantNo));
  if (!plans.length) return 0;
  const skus = await db
    .selectFrom('sku as k')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select(['k.sku_no', 'k.price_fen', 'k.wholesale_price_fen'])
    .where('s.sku_sale_type', '=', '经销')
    .where('s.private_tenant', 'is', null)
    .where('s.owner_account_id', 'is', null)
    .where('k.price_fen', '>', 0)
    .where('k.wholesale_price_fen', 'is not', null)
    .orderBy('k.id')
    .execute();
  const rows = plans.flatMap((d) =>
    skus.flatMap((k) => {
      const r = dealerPriceRow(d, {
        sku_no: k.sku_no,
        price_fen: Number(k.price_fen),
        wholesale_price_fen: Number(k.wholesale_price_fen),
      });
      return r ? [r] : [];
    }),
  );
  // One statement, so the family prices (migration 0014's trigger) are recomputed once, not per batch.
  await sql`
    insert into dealer_sku_price (first_merchant_no, sku_no, price_fen, gold_price_fen)
    select * from unnest(
      ${rows.map((r) => r.first_merchant_no)}::text[], ${rows.map((r) => r.sku_no)}::text[],
      ${rows.map((r) => r.price_fen)}::bigint[], ${rows.map((r) => r.gold_price_fen ?? null)}::bigint[])`.execute(db);
  log(`已载入经销商价格：${plans.map((d) => d.merchantNo).join('、')} 共 ${rows.length} 条`);
  return rows.length;
}
