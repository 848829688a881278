import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from './tables.ts';

export function findAccountByLogin(db: Db, login: string) {
  return db
    .selectFrom('account')
    .select(['id', 'password_hash', 'status'])
    .where((eb) => eb.or([eb('phone', '=', login), eb('account_no', '=', login)]))
    .executeTakeFirst();
}

export function findAccount(db: Db, id: number) {
  return db.selectFrom('account').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Every identity of the account: the merchants it owns or works for. */
export function listIdentities(db: Db, accountId: number) {
  return identitiesOf(db).where('mm.account_id', '=', accountId).execute();
}

const identitiesOf = (db: Db) =>
  db
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
      sql<string | null>`to_char(m.valid_until, 'YYYY-MM-DD')`.as('valid_until'),
      'mm.employee',
      'mm.employee_type',
    ])
    .orderBy('mm.id');
export type IdentityRow = Awaited<ReturnType<typeof listIdentities>>[number];

/** Accounts with their identities, by id (absent ids are left out), in one query. */
export async function findAccountsWithIdentities(db: Db, ids: readonly number[]) {
  const rows = await db
    .selectFrom('account as a')
    .selectAll('a')
    .select((eb) => jsonArrayFrom(identitiesOf(db).where('mm.account_id', '=', eb.ref('a.id'))).as('identities'))
    .where('a.id', '=', sql<number>`any(${[...ids]}::bigint[])`)
    .execute();
  return rows.map(({ identities, ...account }) => ({ account, identities: identities as IdentityRow[] }));
}
export type AccountWithIdentities = Awaited<ReturnType<typeof findAccountsWithIdentities>>[number];

/**
 * Live tokens (not revoked, not expired, of an enabled account) by hash, each with its account and identities as
 * findAccountsWithIdentities reads them, in one query (absent hashes are left out).
 */
export async function findLiveTokens(db: Db, hashes: readonly string[], now: Date) {
  const rows = await db
    .selectFrom('auth_token as t')
    .innerJoin('account as a', 'a.id', 't.account_id')
    .selectAll('a')
    .select(['t.token_hash', 't.id as token_id', 't.expires_at as token_expires_at'])
    .select((eb) => jsonArrayFrom(identitiesOf(db).where('mm.account_id', '=', eb.ref('a.id'))).as('identities'))
    .where('t.token_hash', '=', sql<string>`any(${[...hashes]}::text[])`)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .where('a.status', '=', 1)
    .execute();
  return rows.map(({ token_hash, token_id, token_expires_at, identities, ...account }) => ({
    tokenHash: token_hash,
    tokenId: Number(token_id),
    expiresAt: new Date(token_expires_at),
    owner: { account, identities: identities as IdentityRow[] } satisfies AccountWithIdentities,
  }));
}

export function listGroupBinds(db: Db, merchantNo: string) {
  return db
    .selectFrom('merchant_group_bind')
    .select(['title', 'tag_name'])
    .where('merchant_no', '=', merchantNo)
    .orderBy('id')
    .execute();
}

/** Phone and nickname of these accounts, by id (absent ones are left out), in one query. */
export async function accountContacts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { phone: string; nickname: string | null; account_no: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('account')
    .select(['id', 'phone', 'nickname', 'account_no'])
    .where('id', '=', sql<number>`any(${[...new Set(ids)]}::bigint[])`)
    .execute();
  return new Map(rows.map(({ id, ...r }) => [Number(id), r]));
}

/** The id of the account with this account number, null when there is none. */
/** The account of a phone number, else of an account number (the audit page's actor filter); null when none. */
export async function findAccountId(db: Db, phoneOrNo: string): Promise<number | null> {
  const row = await db
    .selectFrom('account')
    .select('id')
    .where((eb) => eb.or([eb('phone', '=', phoneOrNo), eb('account_no', '=', phoneOrNo)]))
    .orderBy(sql`phone = ${phoneOrNo}`, 'desc')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function accountIdByNo(db: Db, accountNo: string): Promise<number | null> {
  const row = await db.selectFrom('account').select('id').where('account_no', '=', accountNo).executeTakeFirst();
  return row ? Number(row.id) : null;
}

export function findAccountByPhone(db: Db, phone: string) {
  return db.selectFrom('account').select(['id', 'status', 'account_no']).where('phone', '=', phone).executeTakeFirst();
}

/** Failures from this address overall (any account) since `since`: a guessing address is refused for the window. */
export async function failuresFromIp(db: Db, ip: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_failure')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Uncleared failures of one account since `since`, from any address (ACCOUNT_LOCKOUT): by account when the login
 * names one, else by the login text itself, so an unknown account is counted, and answered, like a known one.
 */
export async function accountFailures(
  db: Db,
  accountId: number | null,
  login: string,
  since: Date,
  upToId: number,
): Promise<number> {
  let q = db
    .selectFrom('login_failure')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('created_at', '>', since)
    .where('id', '<=', upToId)
    .where('cleared', '=', false);
  q =
    accountId === null
      ? q.where('login', '=', login).where('account_id', 'is', null)
      : q.where('account_id', '=', accountId);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** A password attempt, counted as a failure until it proves right (then deleteLoginAttempt). Answers its id. */
export async function recordLoginAttempt(db: Db, login: string, ip: string, accountId: number | null): Promise<number> {
  const row = await db
    .insertInto('login_failure')
    .values({ login, ip, account_id: accountId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function deleteLoginAttempt(db: Db, id: number): Promise<void> {
  await db.deleteFrom('login_failure').where('id', '=', id).execute();
}

/** A successful sign-in or a reset: the failures so far stop counting (they stay for the owner to see). */
export async function clearLoginFailures(db: Db, accountId: number): Promise<void> {
  await db
    .updateTable('login_failure')
    .set({ cleared: true, updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('cleared', '=', false)
    .execute();
}

/** The account's failed password sign-ins since `since`, newest first. */
export function listLoginFailures(db: Db, accountId: number, since: Date, limit: number) {
  return db
    .selectFrom('login_failure')
    .select(['created_at', 'ip'])
    .where('account_id', '=', accountId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** A new person account; null when the phone is already registered (the unique phone decides, not a read). */
export async function insertPersonAccount(db: Db, phone: string, accountNo: string, passwordHash: string) {
  const row = await db
    .insertInto('account')
    .values({ phone, account_no: accountNo, password_hash: passwordHash, nickname: `用户${phone.slice(-4)}` })
    .onConflict((oc) => oc.column('phone').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updatePassword(db: Db, accountId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('account')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', accountId)
    .execute();
}

export async function revokeAllTokens(db: Db, accountId: number): Promise<void> {
  await db
    .updateTable('auth_token')
    .set({ revoked_at: new Date(), updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function updateProfile(
  db: Db,
  accountId: number,
  set: { nickname?: string; avatar_url?: string; phone?: string },
): Promise<void> {
  await db
    .updateTable('account')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', accountId)
    .execute();
}

export async function revokeOtherTokens(db: Db, accountId: number, keepTokenId: number): Promise<void> {
  await db
    .updateTable('auth_token')
    .set({ revoked_at: new Date(), updated_at: new Date() })
    .where('account_id', '=', accountId)
    .where('id', '<>', keepTokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Act for another merchant: only when the account is a member of it (one conditional update). */
export function setCurrentMerchantIfMember(db: Db, accountId: number, merchantNo: string) {
  return db
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
}
