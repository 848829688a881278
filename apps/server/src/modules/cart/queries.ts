/** SQL of the cart: one row per (account, model); quantities stay within 1..9999 by a CHECK. */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db } from './tables.ts';

/** Serialises one account's cart writes (the line cap), without touching other modules' tables. */
export async function lockCart(tx: Transaction<DB>, accountId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('cart'), ${accountId}::int)`.execute(tx);
}

/** Newest first. */
export function listLines(db: Db, accountId: number) {
  return db
    .selectFrom('cart_item')
    .select(['sku_no', 'spu_no', 'quantity', 'checked', 'design_order_no'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countLines(db: Db, accountId: number): Promise<number> {
  const r = await db
    .selectFrom('cart_item')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function findLine(db: Db, accountId: number, skuNo: string) {
  return db
    .selectFrom('cart_item')
    .select(['quantity'])
    .where('account_id', '=', accountId)
    .where('sku_no', '=', skuNo)
    .executeTakeFirst();
}

/**
 * Adds `quantity` to the line (creating it checked), capped at `cap`, in one statement; answers what the line
 * holds now. A re-added line is checked again. A line added from a design order remembers that order (the latest
 * one); an ordinary add keeps what the line remembers.
 */
export async function addToLine(
  tx: Transaction<DB>,
  accountId: number,
  line: { skuNo: string; spuNo: string; quantity: number; cap: number; designOrderNo?: string | null },
): Promise<number> {
  const r = await tx
    .insertInto('cart_item')
    .values({
      account_id: accountId,
      sku_no: line.skuNo,
      spu_no: line.spuNo,
      quantity: Math.min(line.quantity, line.cap),
      checked: true,
      design_order_no: line.designOrderNo ?? null,
    })
    .onConflict((oc) =>
      oc.columns(['account_id', 'sku_no']).doUpdateSet({
        quantity: sql<number>`least(cart_item.quantity + ${line.quantity}::int, ${line.cap}::int)`,
        checked: true,
        design_order_no: sql<string | null>`coalesce(excluded.design_order_no, cart_item.design_order_no)`,
        updated_at: new Date(),
      }),
    )
    .returning('quantity')
    .executeTakeFirstOrThrow();
  return r.quantity;
}

export async function setQuantity(db: Db, accountId: number, skuNo: string, quantity: number): Promise<boolean> {
  const r = await db
    .updateTable('cart_item')
    .set({ quantity, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('sku_no', '=', skuNo)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteLines(db: Db, accountId: number, skuNos: readonly string[]): Promise<number> {
  if (!skuNos.length) return 0;
  const r = await db
    .deleteFrom('cart_item')
    .where('account_id', '=', accountId)
    .where('sku_no', 'in', [...skuNos])
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Empty skuNos = every line. */
export async function setChecked(db: Db, accountId: number, skuNos: readonly string[], checked: boolean) {
  let q = db
    .updateTable('cart_item')
    .set({ checked, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('checked', '<>', checked);
  if (skuNos.length) q = q.where('sku_no', 'in', [...skuNos]);
  await q.execute();
}
