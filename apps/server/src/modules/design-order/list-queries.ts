/** SQL of the selected-product list (design_list_item). */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface ListWrite {
  spuNo: string;
  skuNo: string;
  skuType: number;
  priceFen: number | null;
  rateBp: number;
  ratePriceFen: number;
  quantity: number;
  amountFen: number;
  sort: number | undefined;
}

export function listItems(db: Db, accountId: number) {
  return db
    .selectFrom('design_list_item')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('sort')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countListItems(db: Db, accountId: number): Promise<number> {
  const r = await db
    .selectFrom('design_list_item')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

export function findListItems(db: Db, accountId: number, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('design_list_item')
    .select(['id', 'sku_no', 'account_id'])
    .where('id', 'in', [...ids])
    .where('account_id', '=', accountId)
    .execute();
}

export async function minSort(db: Db, accountId: number): Promise<number> {
  const r = await db
    .selectFrom('design_list_item')
    .select((eb) => eb.fn.min('sort').as('m'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return r?.m === null || r?.m === undefined ? 1 : Number(r.m);
}

/**
 * Writes lines in one statement: new models insert (on top, below newSort), present ones update their pricing
 * and keep their place; then the sort values given (a drag) are applied in a second statement.
 */
export async function upsertListItems(db: Db, accountId: number, lines: readonly ListWrite[], newSort: number) {
  if (!lines.length) return;
  let next = newSort;
  await db
    .insertInto('design_list_item')
    .values(
      lines.map((l) => ({
        account_id: accountId,
        spu_no: l.spuNo,
        sku_no: l.skuNo,
        sku_type: l.skuType,
        price_fen: l.priceFen,
        rate_bp: l.rateBp,
        rate_price_fen: l.ratePriceFen,
        quantity: l.quantity,
        amount_fen: l.amountFen,
        sort: l.sort ?? next--,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['account_id', 'sku_no']).doUpdateSet((eb) => ({
        price_fen: eb.ref('excluded.price_fen'),
        rate_bp: eb.ref('excluded.rate_bp'),
        rate_price_fen: eb.ref('excluded.rate_price_fen'),
        quantity: eb.ref('excluded.quantity'),
        amount_fen: eb.ref('excluded.amount_fen'),
        sku_type: eb.ref('excluded.sku_type'),
        updated_at: new Date(),
      })),
    )
    .execute();
  const sorted = lines.filter((l) => l.sort !== undefined);
  if (sorted.length) {
    await sql`
      update design_list_item d set sort = v.sort, updated_at = now()
      from (values ${sql.join(sorted.map((l) => sql`(${l.skuNo}::text, ${l.sort}::int)`))}) as v(sku_no, sort)
      where d.account_id = ${accountId} and d.sku_no = v.sku_no`.execute(db);
  }
}

export function deleteListItemsBySku(db: Db, accountId: number, skuNos: readonly string[]) {
  if (!skuNos.length) return Promise.resolve([]);
  return db
    .deleteFrom('design_list_item')
    .where('account_id', '=', accountId)
    .where('sku_no', 'in', [...skuNos])
    .execute();
}

export async function deleteListItems(db: Db, accountId: number, ids: readonly number[] | 'all'): Promise<number> {
  let q = db.deleteFrom('design_list_item').where('account_id', '=', accountId);
  if (ids !== 'all') q = q.where('id', 'in', [...ids]);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}
