import { sql } from 'kysely';
import { groupedBy } from '../../cache/batched.ts';
import type { Db } from './tables.ts';

export interface BuyerKey {
  accountId: number;
  merchantNo: string | null;
}

const buyerRows = (db: Db, b: BuyerKey) =>
  db
    .selectFrom('dealer_binding as b')
    .where('b.account_id', '=', b.accountId)
    .where((eb) =>
      b.merchantNo ? eb('b.buyer_merchant_no', '=', b.merchantNo) : eb('b.buyer_merchant_no', 'is', null),
    );

const bindingColumns = [
  'b.id',
  'b.first_merchant_no',
  'b.choosing',
  'b.default_status',
  'b.province_code',
  'b.province_name',
  'b.city_code',
  'b.city_name',
  'b.area_code',
  'b.area_name',
  'b.street_code',
  'b.street_name',
] as const;

/** The buyer's bindings: current first, then default, then by binding order (their dealers: the account module). */
export function listBindings(db: Db, b: BuyerKey) {
  return buyerRows(db, b)
    .select(bindingColumns)
    .orderBy('b.choosing', 'desc')
    .orderBy('b.default_status', 'desc')
    .orderBy('b.id')
    .execute();
}
export type BindingRow = Awaited<ReturnType<typeof listBindings>>[number];

/**
 * listBindings of several accounts in one query, every identity of each (as a person and for each merchant): per
 * account, its identity's key (buyer_merchant_no, '' as a person) → its rows in listBindings' order.
 */
export async function listBindingsOfAccounts(
  db: Db,
  accountIds: readonly number[],
): Promise<Map<string, BindingRow[]>[]> {
  const rows = await db
    .selectFrom('dealer_binding as b')
    .select(['b.account_id', 'b.buyer_merchant_no', ...bindingColumns])
    .where('b.account_id', '=', sql<number>`any(${[...accountIds]}::bigint[])`)
    .orderBy('b.choosing', 'desc')
    .orderBy('b.default_status', 'desc')
    .orderBy('b.id')
    .execute();
  return groupedBy(accountIds, rows, (r) => Number(r.account_id)).map((list) => {
    const byIdentity = new Map<string, BindingRow[]>();
    for (const { account_id: _a, buyer_merchant_no: m, ...row } of list) {
      const k = m ?? '';
      byIdentity.set(k, [...(byIdentity.get(k) ?? []), row]);
    }
    return byIdentity;
  });
}

const buyerUpdate = (db: Db, b: BuyerKey) =>
  db
    .updateTable('dealer_binding')
    .where('account_id', '=', b.accountId)
    .where((eb) => (b.merchantNo ? eb('buyer_merchant_no', '=', b.merchantNo) : eb('buyer_merchant_no', 'is', null)));

/** Exactly one shop is current: the given one (one statement, so no moment with two or none). */
export function setChoosing(db: Db, b: BuyerKey, firstMerchantNo: string) {
  return buyerUpdate(db, b)
    .set({ choosing: sql<boolean>`first_merchant_no = ${firstMerchantNo}`, updated_at: new Date() })
    .execute();
}

export function setDefault(db: Db, b: BuyerKey, firstMerchantNo: string) {
  return buyerUpdate(db, b)
    .set({ default_status: sql<boolean>`first_merchant_no = ${firstMerchantNo}`, updated_at: new Date() })
    .execute();
}

export function deleteOtherBindings(db: Db, b: BuyerKey, keepFirstMerchantNo: string) {
  return db
    .deleteFrom('dealer_binding')
    .where('account_id', '=', b.accountId)
    .where((eb) => (b.merchantNo ? eb('buyer_merchant_no', '=', b.merchantNo) : eb('buyer_merchant_no', 'is', null)))
    .where('first_merchant_no', '<>', keepFirstMerchantNo)
    .execute();
}

export interface LocationColumns {
  province_code: string;
  province_name: string;
  city_code: string;
  city_name: string;
  area_code: string;
  area_name: string;
  street_code: string | null;
  street_name: string | null;
}

/** Insert the binding, or refresh its location when it exists (one statement on the buyer-dealer unique index). */
export function upsertBinding(db: Db, b: BuyerKey, firstMerchantNo: string, loc: LocationColumns) {
  return db
    .insertInto('dealer_binding')
    .values({ account_id: b.accountId, buyer_merchant_no: b.merchantNo, first_merchant_no: firstMerchantNo, ...loc })
    .onConflict((oc) =>
      oc
        .expression(sql`account_id, coalesce(buyer_merchant_no, ''), first_merchant_no`)
        .doUpdateSet({ ...loc, updated_at: new Date() }),
    )
    .execute();
}

/** Whether the buyer (this account acting for merchantNo, or as a person when null) has a first-level dealer. */
export async function hasBoundDealer(db: Db, accountId: number, merchantNo: string | null): Promise<boolean> {
  const row = await buyerRows(db, { accountId, merchantNo }).select('b.id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The first-level dealers an account is bound to, under any of its identities. */
export async function boundFirstMerchantNos(db: Db, accountId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('dealer_binding')
    .select('first_merchant_no')
    .distinct()
    .where('account_id', '=', accountId)
    .execute();
  return rows.map((r) => r.first_merchant_no);
}

/** The merchant identities bound to these first-level dealers (who may buy at their price lists), per account. */
export function merchantBindingsTo(db: Db, firstMerchantNos: readonly string[]) {
  return db
    .selectFrom('dealer_binding')
    .select(['account_id', 'buyer_merchant_no', 'first_merchant_no'])
    .where('first_merchant_no', '=', sql<string>`any(${[...firstMerchantNos]}::text[])`)
    .where('buyer_merchant_no', 'is not', null)
    .execute();
}
