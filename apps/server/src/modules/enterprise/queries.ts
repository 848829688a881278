import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function findByAccount(db: Kysely<DB>, accountId: number) {
  return db.selectFrom('enterprise_cert').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

export function findByNo(db: Kysely<DB>, enterpriseNo: string) {
  return db.selectFrom('enterprise_cert').selectAll().where('enterprise_no', '=', enterpriseNo).executeTakeFirst();
}
export type CertRow = NonNullable<Awaited<ReturnType<typeof findByNo>>>;

export function listByStatus(db: Kysely<DB>, status: number | null) {
  let q = db
    .selectFrom('enterprise_cert as c')
    .innerJoin('account as a', 'a.id', 'c.account_id')
    .selectAll('c')
    .select('a.phone as applicant_phone')
    .orderBy('c.updated_at', 'desc')
    .limit(200);
  if (status !== null) q = q.where('c.status', '=', status);
  return q.execute();
}

/** Whether a credit code is already certified (an approved application or an existing merchant). */
export async function creditCodeTaken(db: Kysely<DB>, creditCode: string, exceptNo?: string): Promise<boolean> {
  let q = db.selectFrom('enterprise_cert').select('id').where('credit_code', '=', creditCode).where('status', '=', 1);
  if (exceptNo) q = q.where('enterprise_no', '<>', exceptNo);
  if (await q.executeTakeFirst()) return true;
  return (
    (await db.selectFrom('merchant').select('id').where('credit_code', '=', creditCode).executeTakeFirst()) !==
    undefined
  );
}

export function isSales(db: Kysely<DB>, accountId: number) {
  return db
    .selectFrom('account')
    .select('is_sales')
    .where('id', '=', accountId)
    .executeTakeFirst()
    .then((r) => r?.is_sales ?? false);
}

export function ownsMerchant(db: Kysely<DB>, accountId: number) {
  return db
    .selectFrom('merchant_member')
    .select('id')
    .where('account_id', '=', accountId)
    .where('employee', '=', false)
    .executeTakeFirst()
    .then((r) => r !== undefined);
}
