/**
 * What buying needs from the catalogue (owned by the buying issue, kept inside the catalogue module so only
 * this module reads the catalogue tables): models by number with this viewer's price, stock and status.
 * Only public catalogue models can be bought; private (user-defined) products never can.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { pricePlanOf, skuPriceSql } from './viewer-price.ts';

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
 * The price a buyer pays for a model: the per-viewer price rule (viewer-price.ts), the same price every list,
 * detail and design order shows this buyer; null for a '非经' model an individual or second-level buyer cannot buy.
 */
const viewerPriceFen = async (db: Kysely<DB>, buyer: { accountId: number }) =>
  skuPriceSql(await pricePlanOf(db, buyer.accountId));

/** Public models by number, with this buyer's price; numbers that are unknown or private are absent. */
export async function purchaseSkus(
  db: Kysely<DB> | Transaction<DB>,
  buyer: { accountId: number },
  skuNos: readonly string[],
): Promise<Map<string, PurchaseSku>> {
  if (!skuNos.length) return new Map();
  const price = await viewerPriceFen(db, buyer);
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
    .where('k.sku_no', 'in', [...new Set(skuNos)])
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

/**
 * Takes `quantity` of a model's stock in one conditional update (`stock >= quantity`), never read-then-write;
 * false when there is not enough (nothing changed). Call inside the order's transaction, models in a stable
 * order, so that two orders never wait on each other's rows in opposite orders.
 */
export async function takeStock(tx: Transaction<DB>, skuNo: string, quantity: number): Promise<boolean> {
  const r = await tx
    .updateTable('sku')
    .set((eb) => ({ stock: eb('stock', '-', quantity), updated_at: new Date() }))
    .where('sku_no', '=', skuNo)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives stock back (a cancelled or expired order), inside the transaction that closes the order. */
export async function giveBackStock(tx: Transaction<DB>, skuNo: string, quantity: number): Promise<void> {
  await tx
    .updateTable('sku')
    .set((eb) => ({ stock: eb('stock', '+', quantity), updated_at: new Date() }))
    .where('sku_no', '=', skuNo)
    .execute();
}
