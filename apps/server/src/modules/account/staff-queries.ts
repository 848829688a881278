/**
 * SQL of the provider's staff accounts (业务员, is_sales) and of accounts made for someone else (issue 42): the admin
 * command makes the first staff account with its password; an invitation makes one waiting for its owner
 * (ACCOUNT_STATUS.invited: no sign-in of any kind) until the owner sets the password (staff.ts). Each takes the
 * caller's transaction, so the invitation or audit entry written with it commits with it.
 */
import { randomInt } from 'node:crypto';
import { ACCOUNT_STATUS } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface StaffRow {
  id: number;
  account_no: string;
  phone: string;
  nickname: string | null;
  status: number;
  is_sales: boolean;
  has_password: boolean;
  created_at: Date;
}

const staffColumns = (db: Db) =>
  db
    .selectFrom('account')
    .select([
      'id',
      'account_no',
      'phone',
      'nickname',
      'status',
      'is_sales',
      'created_at',
      sql<boolean>`password_hash is not null`.as('has_password'),
    ]);

/**
 * A new account for `phone`: staff (is_sales) or not, with its password (active) or without (invited, waiting for
 * its owner). null when the phone has an account already. One conditional insert; a drawn account number that is
 * taken is drawn again.
 */
export async function createAccountFor(
  db: Db,
  input: { phone: string; nickname: string | null; passwordHash: string | null; isSales: boolean },
): Promise<{ id: number; accountNo: string } | null> {
  for (let i = 0; i < 5; i++) {
    const accountNo = `A${randomInt(10_000_000, 100_000_000)}`;
    const row = await db
      .insertInto('account')
      .values({
        phone: input.phone,
        account_no: accountNo,
        password_hash: input.passwordHash,
        nickname: input.nickname ?? `用户${input.phone.slice(-4)}`,
        is_sales: input.isSales,
        status: input.passwordHash ? ACCOUNT_STATUS.active : ACCOUNT_STATUS.invited,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return { id: Number(row.id), accountNo };
    if (await accountOfPhone(db, input.phone)) return null;
  }
  throw new Error('could not allocate an account number');
}

/** The account of a phone (staff or not), with whether it has a password. */
export function accountOfPhone(db: Db, phone: string): Promise<StaffRow | undefined> {
  return staffColumns(db).where('phone', '=', phone).executeTakeFirst();
}

export function accountById(db: Db, id: number): Promise<StaffRow | undefined> {
  return staffColumns(db).where('id', '=', id).executeTakeFirst();
}

/** Every staff account, oldest first. */
export function listStaffAccounts(db: Db): Promise<StaffRow[]> {
  return staffColumns(db).where('is_sales', '=', true).orderBy('id').execute();
}

/** Set the password and open the account; its sessions end, its failed sign-ins are cleared. */
export async function setPasswordAndOpen(db: Db, accountId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('account')
    .set({ password_hash: passwordHash, status: ACCOUNT_STATUS.active, updated_at: new Date() })
    .where('id', '=', accountId)
    .execute();
  await db
    .updateTable('auth_token')
    .set({ revoked_at: new Date(), updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
  await db
    .updateTable('login_failure')
    .set({ cleared: true, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('cleared', '=', false)
    .execute();
}
