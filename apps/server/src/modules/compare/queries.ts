import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function listKeys(db: Kysely<DB>, accountId: number) {
  return db
    .selectFrom('compare_item')
    .select(['spu_no', 'sku_no'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Serialises compare writes of one account (a row lock on the account). */
export async function lockAccount(db: Kysely<DB>, accountId: number) {
  await db.selectFrom('account').select('id').where('id', '=', accountId).forUpdate().execute();
}

export async function insertKeys(db: Kysely<DB>, accountId: number, keys: { spuNo: string; skuNo: string }[]) {
  if (!keys.length) return;
  await db
    .insertInto('compare_item')
    .values(keys.map((k) => ({ account_id: accountId, spu_no: k.spuNo, sku_no: k.skuNo })))
    .onConflict((oc) => oc.columns(['account_id', 'sku_no']).doNothing())
    .execute();
}

export async function deleteKey(db: Kysely<DB>, accountId: number, skuNo: string) {
  await db.deleteFrom('compare_item').where('account_id', '=', accountId).where('sku_no', '=', skuNo).execute();
}

export async function deleteAll(db: Kysely<DB>, accountId: number) {
  await db.deleteFrom('compare_item').where('account_id', '=', accountId).execute();
}
