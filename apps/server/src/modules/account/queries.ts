import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function findAccountByLogin(db: Kysely<DB>, login: string) {
  return db
    .selectFrom('account')
    .select(['id', 'password_hash', 'status'])
    .where((eb) => eb.or([eb('phone', '=', login), eb('account_no', '=', login)]))
    .executeTakeFirst();
}

export function findAccount(db: Kysely<DB>, id: number) {
  return db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every identity of the account: the merchants it owns or works for. */
export function listIdentities(db: Kysely<DB>, accountId: number) {
  return db
    .selectFrom('merchant_member as mm')
    .innerJoin('merchant as m', 'm.merchant_no', 'mm.merchant_no')
    .select([
      'm.merchant_no',
      'm.enterprise_no',
      'm.enterprise_type',
      'm.company_name',
      'm.auth_status',
      'm.audit_status',
      'm.member_level',
      'm.province_name',
      'm.city_name',
      'm.smb',
      'm.is_bd',
      'm.has_store',
      'm.store_type',
      'm.will_freeze',
      'mm.employee',
      'mm.employee_type',
    ])
    .where('mm.account_id', '=', accountId)
    .orderBy('mm.id')
    .execute();
}
export type IdentityRow = Awaited<ReturnType<typeof listIdentities>>[number];

export function listGroupBinds(db: Kysely<DB>, merchantNo: string) {
  return db
    .selectFrom('merchant_group_bind')
    .select(['title', 'tag_name'])
    .where('merchant_no', '=', merchantNo)
    .orderBy('id')
    .execute();
}

/** Whether the buyer (this account acting for merchantNo, or as a person when null) has a first-level dealer. */
export async function hasBoundDealer(db: Kysely<DB>, accountId: number, merchantNo: string | null): Promise<boolean> {
  const row = await db
    .selectFrom('dealer_binding')
    .select('id')
    .where('account_id', '=', accountId)
    .where((eb) => (merchantNo ? eb('buyer_merchant_no', '=', merchantNo) : eb('buyer_merchant_no', 'is', null)))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
