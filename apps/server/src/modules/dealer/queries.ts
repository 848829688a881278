import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { groupedBy } from '../../cache/batched.ts';

export interface BuyerKey {
  accountId: number;
  merchantNo: string | null;
}

const dealerColumns = [
  'm.merchant_no',
  'm.company_name',
  'm.contact_phone',
  'm.latitude',
  'm.longitude',
  'm.business_scope',
  'm.address',
  'm.province_code',
  'm.province_name',
  'm.city_code',
  'm.city_name',
  'm.area_code',
  'm.area_name',
  'm.status',
] as const;

/** Normal (status 1) first-level dealers of a province, optionally matching a name keyword. */
export function listFirstDealers(db: Kysely<DB>, provinceCode: string, keyword?: string) {
  let q = db
    .selectFrom('merchant as m')
    .select(dealerColumns)
    .where('m.enterprise_type', '=', 1)
    .where('m.status', '=', 1)
    .where('m.province_code', '=', provinceCode);
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where('m.company_name', 'like', like);
  }
  return q.orderBy('m.merchant_no').limit(200).execute();
}
export type DealerRow = Awaited<ReturnType<typeof listFirstDealers>>[number];

export function findFirstDealer(db: Kysely<DB>, merchantNo: string) {
  return db
    .selectFrom('merchant as m')
    .select(dealerColumns)
    .where('m.merchant_no', '=', merchantNo)
    .where('m.enterprise_type', '=', 1)
    .executeTakeFirst();
}

export function listGroups(db: Kysely<DB>, merchantNos: string[]) {
  if (merchantNos.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('merchant_group_bind')
    .select(['merchant_no', 'title', 'tag_name'])
    .where('merchant_no', 'in', merchantNos)
    .orderBy('id')
    .execute();
}

const buyerRows = (db: Kysely<DB>, b: BuyerKey) =>
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
  'm.company_name',
  'm.contact_phone',
  'm.status',
] as const;

/** The buyer's bindings with their dealers: current first, then default, then by binding order. */
export function listBindings(db: Kysely<DB>, b: BuyerKey) {
  return buyerRows(db, b)
    .innerJoin('merchant as m', 'm.merchant_no', 'b.first_merchant_no')
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
  db: Kysely<DB>,
  accountIds: readonly number[],
): Promise<Map<string, BindingRow[]>[]> {
  const rows = await db
    .selectFrom('dealer_binding as b')
    .innerJoin('merchant as m', 'm.merchant_no', 'b.first_merchant_no')
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

export function findBinding(db: Kysely<DB>, b: BuyerKey, firstMerchantNo: string) {
  return buyerRows(db, b)
    .select(['b.id', 'b.default_status'])
    .where('b.first_merchant_no', '=', firstMerchantNo)
    .executeTakeFirst();
}

const buyerUpdate = (db: Kysely<DB>, b: BuyerKey) =>
  db
    .updateTable('dealer_binding')
    .where('account_id', '=', b.accountId)
    .where((eb) => (b.merchantNo ? eb('buyer_merchant_no', '=', b.merchantNo) : eb('buyer_merchant_no', 'is', null)));

/** Exactly one shop is current: the given one (one statement, so no moment with two or none). */
export function setChoosing(db: Kysely<DB>, b: BuyerKey, firstMerchantNo: string) {
  return buyerUpdate(db, b)
    .set({ choosing: sql<boolean>`first_merchant_no = ${firstMerchantNo}`, updated_at: new Date() })
    .execute();
}

export function setDefault(db: Kysely<DB>, b: BuyerKey, firstMerchantNo: string) {
  return buyerUpdate(db, b)
    .set({ default_status: sql<boolean>`first_merchant_no = ${firstMerchantNo}`, updated_at: new Date() })
    .execute();
}

export function deleteOtherBindings(db: Kysely<DB>, b: BuyerKey, keepFirstMerchantNo: string) {
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
export function upsertBinding(db: Kysely<DB>, b: BuyerKey, firstMerchantNo: string, loc: LocationColumns) {
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

/** Serialise writes to one account's bindings (row lock on the account) so concurrent binds cannot deadlock. */
export async function lockBuyer(db: Kysely<DB>, accountId: number): Promise<void> {
  await db.selectFrom('account').select('id').where('id', '=', accountId).forUpdate().execute();
}
