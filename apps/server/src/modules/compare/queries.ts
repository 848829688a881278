import type { Db } from './tables.ts';

export function listKeys(db: Db, accountId: number) {
  return db
    .selectFrom('compare_item')
    .select(['spu_no', 'sku_no'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertKeys(db: Db, accountId: number, keys: { spuNo: string; skuNo: string }[]) {
  if (!keys.length) return;
  await db
    .insertInto('compare_item')
    .values(keys.map((k) => ({ account_id: accountId, spu_no: k.spuNo, sku_no: k.skuNo })))
    .onConflict((oc) => oc.columns(['account_id', 'sku_no']).doNothing())
    .execute();
}

export async function deleteKey(db: Db, accountId: number, skuNo: string) {
  await db.deleteFrom('compare_item').where('account_id', '=', accountId).where('sku_no', '=', skuNo).execute();
}

export async function deleteAll(db: Db, accountId: number) {
  await db.deleteFrom('compare_item').where('account_id', '=', accountId).execute();
}
