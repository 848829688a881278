import { randomInt } from 'node:crypto';
import { CertStatus, escapeLike } from '@portal/domain';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { EnterpriseCertTable } from '../../db/schema.ts';
import type { Db } from './tables.ts';

export function findByAccount(db: Db, accountId: number) {
  return db.selectFrom('enterprise_cert').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** The application that made this merchant (approved through the form), if it was made so. */
export function findByMerchant(db: Db, merchantNo: string) {
  return db.selectFrom('enterprise_cert').selectAll().where('merchant_no', '=', merchantNo).executeTakeFirst();
}

export function findByNo(db: Db, enterpriseNo: string) {
  return db.selectFrom('enterprise_cert').selectAll().where('enterprise_no', '=', enterpriseNo).executeTakeFirst();
}
export type CertRow = NonNullable<Awaited<ReturnType<typeof findByNo>>>;

/** A page of applications, newest change first (enterprise_cert_review_idx, _updated_idx), with the total. */
export async function pageForReview(
  db: Db,
  f: { status: number | null; keyword: string | null },
  page: number,
  size: number,
) {
  let base = db.selectFrom('enterprise_cert as c');
  if (f.status !== null) base = base.where('c.status', '=', f.status);
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    base = base.where((eb) => eb.or([eb('c.company_name', 'ilike', like), eb('c.credit_code', 'ilike', like)]));
  }
  const [rows, n] = await Promise.all([
    base
      .selectAll('c')
      .orderBy('c.updated_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(n.n) };
}

/** Whether another approved application holds this credit code. */
export async function creditCodeApproved(db: Db, creditCode: string, exceptNo?: string): Promise<boolean> {
  let q = db.selectFrom('enterprise_cert').select('id').where('credit_code', '=', creditCode).where('status', '=', 1);
  if (exceptNo) q = q.where('enterprise_no', '<>', exceptNo);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertCert(
  db: Db,
  values: Omit<Insertable<EnterpriseCertTable>, 'enterprise_no' | 'account_id'> & { account_id: number },
): Promise<void> {
  await db
    .insertInto('enterprise_cert')
    .values({ ...values, enterprise_no: `E${randomInt(1e9, 1e10 - 1)}` })
    .execute();
}

/** The resubmission, conditional on the state read (an approval in between wins): whether it was written. */
export async function resubmitCert(
  db: Db,
  enterpriseNo: string,
  accountId: number,
  readStatus: number,
  fields: Updateable<EnterpriseCertTable>,
): Promise<boolean> {
  const res = await db
    .updateTable('enterprise_cert')
    .set({ ...fields, reject_reason: null, updated_at: new Date() })
    .where('enterprise_no', '=', enterpriseNo)
    .where('account_id', '=', accountId)
    .where('status', '=', readStatus)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The decision, conditional on the application still pending: whether this reviewer decided it. */
export async function decideCert(
  db: Db,
  id: number,
  decision: { status: number; reject_reason: string | null; reviewer_account_id: number },
): Promise<boolean> {
  const res = await db
    .updateTable('enterprise_cert')
    .set({ ...decision, reviewed_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', CertStatus.pending)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setCertMerchant(db: Db, id: number, merchantNo: string): Promise<void> {
  await db.updateTable('enterprise_cert').set({ merchant_no: merchantNo }).where('id', '=', id).execute();
}

/** The licence validity end ('YYYY-MM-DD', null = long-term) of the approved certification that made this merchant. */
export function licenceOfMerchant(db: Db, merchantNo: string) {
  return db
    .selectFrom('enterprise_cert')
    .select(sql<string | null>`to_char(licence_valid_until, 'YYYY-MM-DD')`.as('licence_valid_until'))
    .where('merchant_no', '=', merchantNo)
    .where('status', '=', CertStatus.approved)
    .executeTakeFirst();
}

/** The account's approved certification: the company's name, credit code and address (an invoice title's source). */
export function approvedOfAccount(db: Db, accountId: number) {
  return db
    .selectFrom('enterprise_cert')
    .select(['company_name', 'credit_code', 'province_name', 'city_name', 'area_name', 'address'])
    .where('account_id', '=', accountId)
    .where('status', '=', CertStatus.approved)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
