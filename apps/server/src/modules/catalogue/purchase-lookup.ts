/**
 * What buying needs from the catalogue (owned by the buying issue, kept inside the catalogue module so only
 * this module reads the catalogue tables): models by number with this viewer's price, stock and status.
 * Only public catalogue models can be bought; private (user-defined) products never can.
 */
import { sql, type RawBuilder, type Transaction } from 'kysely';
import { batchedRead } from '../../cache/batched.ts';
import type { DB } from '../../db/schema.ts';
import { pricePlanOf, skuPriceSql, type PricePlan } from './viewer-price.ts';
import type { Db } from './tables.ts';

export interface PurchaseSku {
  skuNo: string;
  spuNo: string;
  skuName: string;
  spuName: string;
  model: string;
  picUrl: string | null;
  /** This viewer's price in fen; null = no price yet (cannot be bought). */
  priceFen: number | null;
  stock: number;
  /** 0 ACTIVE, 1 DEACTIVE (also when the product is delisted). */
  status: number;
  firstCategoryId: number | null;
  secondCategoryId: number | null;
}

/**
 * Public models by number, with this buyer's (or a visitor's, accountId null) price (the per-viewer price rule, viewer-price.ts: the same price every
 * list, detail and design order shows this buyer; null for a '非经' model an individual or second-level buyer cannot
 * buy); numbers that are unknown or private are absent. A buyer whose
 * price plan is already known (the buying context carries it) costs one query, and the same lookup (the same
 * plan and models) asked by several requests in one turn of the event loop — a crowd ordering one model — is one
 * query for all of them. Inside a transaction it is always its own query.
 */
export async function purchaseSkus(
  db: Db,
  buyer: { accountId: number | null } | { plan: PricePlan },
  skuNos: readonly string[],
): Promise<Map<string, PurchaseSku>> {
  if (!skuNos.length) return new Map();
  const plan = 'plan' in buyer ? buyer.plan : await pricePlanOf(db, buyer.accountId);
  const models = [...new Set(skuNos)].sort();
  if (db.isTransaction) return readPurchaseSkus(db, plan, models);
  return new Map(await sameLookups(db).load(JSON.stringify({ plan, models })));
}

/** Identical lookups of one turn share one query (the key: the plan and the sorted models, as JSON). */
const sameLookups = batchedRead(async (db, keys: readonly string[]) => {
  const reads = new Map<string, Promise<Map<string, PurchaseSku>>>();
  for (const key of new Set(keys)) {
    const { plan, models } = JSON.parse(key) as { plan: PricePlan; models: string[] };
    reads.set(key, readPurchaseSkus(db, plan, models));
  }
  return Promise.all(keys.map((k) => reads.get(k)!));
});

async function readPurchaseSkus(db: Db, plan: PricePlan, skuNos: readonly string[]): Promise<Map<string, PurchaseSku>> {
  const price = skuPriceSql(plan);
  const rows = await db
    .selectFrom('sku as k')
    .innerJoin('spu as s', 's.id', 'k.spu_id')
    .select([
      'k.sku_no',
      's.spu_no',
      'k.sku_name',
      's.spu_name',
      'k.model',
      sql<string | null>`coalesce(k.pic_url, s.pic_url)`.as('pic_url'),
      price.as('price_fen'),
      'k.stock',
      sql<number>`case when k.status = 0 and s.status = 0 then 0 else 1 end`.as('status'),
      's.first_category_id',
      's.second_category_id',
    ])
    .where('k.sku_no', 'in', [...skuNos])
    .where('s.private_tenant', 'is', null)
    .where('s.owner_account_id', 'is', null)
    .execute();
  return new Map(
    rows.map((r) => [
      r.sku_no,
      {
        skuNo: r.sku_no,
        spuNo: r.spu_no,
        skuName: r.sku_name,
        spuName: r.spu_name,
        model: r.model,
        picUrl: r.pic_url,
        priceFen: r.price_fen === null ? null : Number(r.price_fen),
        stock: Number(r.stock),
        status: Number(r.status),
        firstCategoryId: r.first_category_id,
        secondCategoryId: r.second_category_id,
      },
    ]),
  );
}

const bySkuNo = <T extends { skuNo: string }>(a: T, b: T) => (a.skuNo < b.skuNo ? -1 : a.skuNo > b.skuNo ? 1 : 0);

/**
 * The expression that takes the lines' stock, for the statement that writes an order (the order kernel's, its only
 * caller: order holds no stock SQL of its own): `take_sku_stock` (migration
 * 0021) runs one conditional update per model (`stock >= quantity`, never read-then-write), models in sku-number
 * order so that two orders never wait on each other's rows in opposite orders, and raises when a model has too
 * little, which undoes the whole statement (and the transaction it is in). stockShortOf tells that error apart.
 * Lines of the same model are taken in one update.
 */
export function takeStockSql(lines: readonly { skuNo: string; quantity: number }[]): RawBuilder<number> {
  // One update per model: the lines of one model (several orders at once) are taken together.
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.skuNo, (merged.get(l.skuNo) ?? 0) + l.quantity);
  const sorted = [...merged].map(([skuNo, quantity]) => ({ skuNo, quantity })).sort(bySkuNo);
  return sql<number>`take_sku_stock(${sorted.map((l) => l.skuNo)}::text[], ${sorted.map((l) => l.quantity)}::int[])`;
}

/**
 * The model whose stock was too little and the stock the refused update found (migration 0071), when `e` is
 * takeStockSql's refusal; null for any other error.
 */
export function stockShortOf(e: unknown): { skuNo: string; left: number } | null {
  const err = e as { code?: string; message?: string; detail?: string } | null;
  return err?.code === 'SK001' ? { skuNo: err.message ?? '', left: Number(err.detail ?? 0) || 0 } : null;
}

/** Gives stock back (a cancelled or expired order), inside the transaction that closes the order. */
export async function giveBackStock(tx: Transaction<DB>, skuNo: string, quantity: number): Promise<void> {
  await tx
    .updateTable('sku')
    .set((eb) => ({ stock: eb('stock', '+', quantity), updated_at: new Date() }))
    .where('sku_no', '=', skuNo)
    .execute();
}
