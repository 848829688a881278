/**
 * The admin command's use cases (issue 42 §2), on the database the server uses: the provider's first staff account
 * (业务员, user type 20) on an empty database, a staff password reset, the staff list. Each change and its audit
 * entry (actor: the admin command) commit together.
 */
import os from 'node:os';
import { AUDIT_SYSTEM_ACTOR, mobileSchema, passwordProblem } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import {
  accountOfPhone,
  activateWithPassword,
  createAccountFor,
  hashPassword,
  listStaffAccounts,
  type StaffRow,
} from '../modules/account/index.ts';
import { record } from '../modules/audit/index.ts';

/** A refusal of the command: said in one line, exit code 1. */
export class AdminError extends Error {}

/** Who ran the command, for the audit log (the server's user and host: the command has no portal account). */
const operator = () => `${AUDIT_SYSTEM_ACTOR}（${os.userInfo().username}@${os.hostname()}）`;

export function checkPhone(phone: string | undefined): string {
  const r = mobileSchema.safeParse(phone ?? '');
  if (!r.success) throw new AdminError(`手机号无效：${r.error.issues[0]?.message ?? ''}（--phone 13912345678）`);
  return r.data;
}

export function checkPassword(password: string): string {
  const problem = passwordProblem(password);
  if (problem) throw new AdminError(problem);
  return password;
}

/** The first staff account: refused when staff exist already (they invite more in the portal) or the phone is taken. */
export async function createFirstStaff(
  db: Kysely<DB>,
  input: { phone: string; nickname: string | null; password: string },
): Promise<{ accountNo: string }> {
  const hash = await hashPassword(checkPassword(input.password));
  return db.transaction().execute(async (trx) => {
    const staff = await listStaffAccounts(trx);
    if (staff.length)
      throw new AdminError(
        `已有 ${staff.length} 个业务员账号（${staff.map((s) => s.phone).join('、')}）：请用其中一个登录门户，` +
          '在「业务员管理」中邀请新业务员；忘记密码可用 reset-password 重置',
      );
    const made = await createAccountFor(trx, { ...input, passwordHash: hash, isSales: true });
    if (!made) throw new AdminError(`手机号 ${input.phone} 已有账号，请换一个手机号`);
    await record(trx, {
      actorId: null,
      action: 'staff.create',
      entityType: 'account',
      entityId: made.accountNo,
      before: null,
      after: { phone: input.phone, nickname: input.nickname, role: 'staff', status: 'active', by: operator() },
    });
    return { accountNo: made.accountNo };
  });
}

/** A staff account's new password (an invited one is opened by it): its sessions end. */
export async function resetStaffPassword(
  db: Kysely<DB>,
  input: { phone: string; password: string },
): Promise<{ accountNo: string }> {
  const hash = await hashPassword(checkPassword(input.password));
  return db.transaction().execute(async (trx) => {
    const account = await accountOfPhone(trx, input.phone);
    if (!account || !account.is_sales) throw new AdminError(`手机号 ${input.phone} 不是业务员账号`);
    await activateWithPassword(trx, Number(account.id), hash);
    await record(trx, {
      actorId: null,
      action: 'staff.resetPassword',
      entityType: 'account',
      entityId: account.account_no,
      before: { status: account.status, hasPassword: account.has_password },
      after: { status: 1, hasPassword: true, by: operator() },
    });
    return { accountNo: account.account_no };
  });
}

export function staffAccounts(db: Kysely<DB>): Promise<StaffRow[]> {
  return listStaffAccounts(db);
}
