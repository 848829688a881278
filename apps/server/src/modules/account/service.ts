import { ACCOUNT_MESSAGES, type LoginResult, type PasswordLoginInput, type SessionUser } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, forbidden, unauthorized } from '../../http/errors.ts';
import { dummyHash, verifyPassword } from './password.ts';
import { toSessionUser } from './presenter.ts';
import * as q from './queries.ts';
import { issueToken, revokeToken } from './tokens.ts';

export interface ClientMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Unknown account and wrong password get the same answer, after the same work. */
export async function passwordLogin(db: Kysely<DB>, input: PasswordLoginInput, meta: ClientMeta): Promise<LoginResult> {
  const account = await q.findAccountByLogin(db, input.account);
  const valid = await verifyPassword(input.password, account?.password_hash ?? (await dummyHash()));
  if (!account || !valid || account.status !== 1) throw businessError(ACCOUNT_MESSAGES.loginFailed);
  const { token, expiresAt } = await issueToken(db, account.id, meta);
  return { token, expireAt: expiresAt.toISOString() };
}

export async function getSessionUser(db: Kysely<DB>, accountId: number): Promise<SessionUser> {
  const account = await q.findAccount(db, accountId);
  if (!account) throw unauthorized();
  const identities = await q.listIdentities(db, accountId);
  const current = identities.find((i) => i.merchant_no === account.current_merchant_no) ?? identities[0] ?? null;
  const [groupBinds, hasBindFirstDistributor] = await Promise.all([
    current ? q.listGroupBinds(db, current.merchant_no) : Promise.resolve([]),
    q.hasBoundDealer(db, accountId, current?.merchant_no ?? null),
  ]);
  return toSessionUser({ account, identities, current, groupBinds, hasBindFirstDistributor });
}

export async function surveyPermission(db: Kysely<DB>, accountId: number): Promise<boolean> {
  const account = await q.findAccount(db, accountId);
  return account?.survey_permission ?? false;
}

export async function logout(db: Kysely<DB>, tokenId: number): Promise<void> {
  await revokeToken(db, tokenId);
}

/** Who is buying: the account and the identity it acts for now (null = as a person). For other modules. */
export interface Buyer {
  accountId: number;
  accountNo: string;
  merchantNo: string | null;
  enterpriseType: number | null;
  employee: boolean;
}

export async function currentBuyer(db: Kysely<DB>, accountId: number): Promise<Buyer> {
  const account = await q.findAccount(db, accountId);
  if (!account) throw unauthorized();
  const identities = await q.listIdentities(db, accountId);
  const current = identities.find((i) => i.merchant_no === account.current_merchant_no) ?? identities[0] ?? null;
  return {
    accountId,
    accountNo: account.account_no,
    merchantNo: current?.merchant_no ?? null,
    enterpriseType: current?.enterprise_type ?? null,
    employee: current?.employee ?? false,
  };
}

/**
 * Switch identity: act for another merchant the account belongs to. One conditional update: a merchantNo
 * that is not one of this account's identities changes nothing and answers 403.
 */
export async function changeIdentity(db: Kysely<DB>, accountId: number, merchantNo: string): Promise<void> {
  const res = await db
    .updateTable('account')
    .set({ current_merchant_no: merchantNo, updated_at: new Date() })
    .where('id', '=', accountId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('merchant_member')
          .select('id')
          .where('account_id', '=', accountId)
          .where('merchant_no', '=', merchantNo),
      ),
    )
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw forbidden(ACCOUNT_MESSAGES.notYourIdentity);
}
