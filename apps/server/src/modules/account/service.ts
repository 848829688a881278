import { randomBytes, randomInt } from 'node:crypto';
import QRCode from 'qrcode';
import {
  ACCOUNT_MESSAGES,
  LOGIN_BACKOFF,
  ACCOUNT_LOCKOUT,
  ErrorCode,
  LOCKOUT_MESSAGES,
  PROFILE_MESSAGES,
  QR_LOGIN,
  QR_MESSAGES,
  qrConfirmUrl,
  type QrLoginPoll,
  type ModifyPhoneInput,
  type UpdatePasswordByOldPwdInput,
  SMS_MESSAGES,
  type LoginResult,
  type PasswordLoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type SessionUser,
  type SmsLoginInput,
  type UserType,
  refusal,
  meetsPolicy,
  type Policy,
  listedBy,
  ACCOUNT_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import { batchedRead, groupedBy } from '../../cache/batched.ts';
import type { DB } from '../../db/schema.ts';
import { businessError, forbidden, tooManyRequests, unauthorized } from '../../http/errors.ts';
import * as sms from '../sms/index.ts';
import { hasBoundDealer } from './hooks.ts';
import { dummyHash, hashPassword, verifyPassword } from './password.ts';
import { buyersOf, toBuyer, type Buyer } from './buyers.ts';
import { toSessionUser } from './presenter.ts';
import * as q from './queries.ts';
import * as qr from './qr-queries.ts';
import { bus } from '../../events/index.ts';
import { findTokenOwner, forgetTokenOwners, hashToken, issueToken, revokeToken } from './tokens.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const passwordLoginNo = listedBy(ACCOUNT_ROUTES.passwordLogin);
const smsCodeLoginNo = listedBy(ACCOUNT_ROUTES.smsCodeLogin);
const registerLoginNo = listedBy(ACCOUNT_ROUTES.registerLogin);
const resetPasswordNo = listedBy(ACCOUNT_ROUTES.resetPassword);
const changeIdentityNo = listedBy(ACCOUNT_ROUTES.changeIdentity);
const changePasswordNo = listedBy(ACCOUNT_ROUTES.changePassword);
const modifyPhoneNo = listedBy(ACCOUNT_ROUTES.modifyPhone);
const confirmQrNo = listedBy(ACCOUNT_ROUTES.confirmQr);

export interface ClientMeta {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/**
 * Unknown account and wrong password get the same answer, after the same work. Two guards, both in PostgreSQL so
 * every server instance sees them: an address with too many failures (any accounts) is refused for the window,
 * and an account with ACCOUNT_LOCKOUT.failures failures in the window, from any addresses, is refused password
 * sign-in until the window passes (SMS-code sign-in and the SMS reset stay open to the owner). An unknown account
 * is counted by the login text and answered alike. The attempt is written before the password is checked, so
 * parallel guesses each take a place in the count (no read-then-write gap); a locked attempt's row is removed
 * again, so the lock ends when the window of the failures that caused it passes.
 */
export async function passwordLogin(db: Kysely<DB>, input: PasswordLoginInput, meta: ClientMeta): Promise<LoginResult> {
  const ip = meta.ip ?? 'unknown';
  const login = input.account;
  const since = new Date(Date.now() - ACCOUNT_LOCKOUT.windowMinutes * 60_000);
  if ((await q.failuresFromIp(db, ip, since)) >= LOGIN_BACKOFF.perIpFailures) throw tooManyRequests();
  const account = await q.findAccountByLogin(db, login);
  const accountId = account ? Number(account.id) : null;
  const attempt = await q.recordLoginAttempt(db, login, ip, accountId);
  if ((await q.accountFailures(db, accountId, login, since, attempt)) > ACCOUNT_LOCKOUT.failures) {
    await q.deleteLoginAttempt(db, attempt);
    throw businessError(passwordLoginNo(refusal(LOCKOUT_MESSAGES, 'locked')), ErrorCode.tooManyRequests, 429);
  }
  const valid = await verifyPassword(input.password, account?.password_hash ?? (await dummyHash()));
  if (!account || !valid || account.status !== 1)
    throw businessError(passwordLoginNo(refusal(ACCOUNT_MESSAGES, 'loginFailed')));
  await q.deleteLoginAttempt(db, attempt);
  await q.clearLoginFailures(db, Number(account.id));
  return tokenFor(db, account.id, meta);
}

/** The account's failed password sign-ins of the last 30 days (time, address), newest first, at most 50. */
export async function loginFailuresOf(db: Kysely<DB>, accountId: number): Promise<{ time: string; ip: string }[]> {
  const rows = await q.listLoginFailures(db, accountId, new Date(Date.now() - 30 * 24 * 3600_000), 50);
  return rows.map((r) => ({ time: new Date(r.created_at).toISOString(), ip: r.ip }));
}

async function tokenFor(db: Kysely<DB>, accountId: number, meta: ClientMeta): Promise<LoginResult> {
  const { token, expiresAt } = await issueToken(db, accountId, meta);
  return { token, expireAt: expiresAt.toISOString() };
}

/** Whether the phone has an account (the SMS sender asks before sending a login, reset or register code). */
export async function phoneRegistered(db: Kysely<DB>, phone: string): Promise<boolean> {
  return (await q.findAccountByPhone(db, phone)) !== undefined;
}

/** SMS login: a wrong, used, expired or unknown code all get the same answer. */
export async function smsCodeLogin(db: Kysely<DB>, input: SmsLoginInput, meta: ClientMeta): Promise<LoginResult> {
  if (!(await sms.consumeCode(db, input.phone, 'login', input.code)))
    throw businessError(smsCodeLoginNo(refusal(SMS_MESSAGES, 'codeInvalid')));
  const account = await q.findAccountByPhone(db, input.phone);
  if (!account || account.status !== 1) throw businessError(smsCodeLoginNo(refusal(SMS_MESSAGES, 'codeInvalid')));
  return tokenFor(db, account.id, meta);
}

/** Register a person account with a phone, an SMS code and a password, and log it in. */
export async function registerLogin(
  db: Kysely<DB>,
  input: RegisterInput,
  meta: ClientMeta,
): Promise<LoginResult & { accountId: number }> {
  if (await phoneRegistered(db, input.phone))
    throw businessError(registerLoginNo(refusal(SMS_MESSAGES, 'phoneRegistered')));
  if (!(await sms.consumeCode(db, input.phone, 'register', input.code)))
    throw businessError(registerLoginNo(refusal(SMS_MESSAGES, 'codeInvalid')));
  const hash = await hashPassword(input.password);
  for (let i = 0; i < 5; i++) {
    const accountNo = `A${randomInt(10_000_000, 100_000_000)}`;
    try {
      const id = await q.insertPersonAccount(db, input.phone, accountNo, hash);
      if (id === null) throw businessError(registerLoginNo(refusal(SMS_MESSAGES, 'phoneRegistered')));
      return { ...(await tokenFor(db, id, meta)), accountId: id };
    } catch (e) {
      if ((e as { code?: string }).code !== '23505') throw e; // account number taken: draw another
    }
  }
  throw new Error('could not allocate an account number');
}

/** Reset the password with an SMS code; every session of the account ends. */
export async function updatePasswordBySmsCode(db: Kysely<DB>, input: ResetPasswordInput): Promise<void> {
  if (!(await sms.consumeCode(db, input.phone, 'reset', input.code)))
    throw businessError(resetPasswordNo(refusal(SMS_MESSAGES, 'codeInvalid')));
  const account = await q.findAccountByPhone(db, input.phone);
  if (!account) throw businessError(resetPasswordNo(refusal(SMS_MESSAGES, 'codeInvalid')));
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await q.updatePassword(trx, account.id, hash);
    await q.revokeAllTokens(trx, account.id);
    await q.clearLoginFailures(trx, Number(account.id));
  });
  forgetTokenOwners(db);
}

export async function getSessionUser(db: Kysely<DB>, accountId: number): Promise<SessionUser> {
  const account = await q.findAccount(db, accountId);
  if (!account) throw unauthorized();
  const identities = await q.listIdentities(db, accountId);
  const current = identities.find((i) => i.merchant_no === account.current_merchant_no) ?? identities[0] ?? null;
  const [groupBinds, hasBindFirstDistributor] = await Promise.all([
    current ? q.listGroupBinds(db, current.merchant_no) : Promise.resolve([]),
    hasBoundDealer(db, accountId, current?.merchant_no ?? null),
  ]);
  return toSessionUser({ account, identities, current, groupBinds, hasBindFirstDistributor });
}

/**
 * The user type the session derives (part 1 §4), for modules that price or permit by it (the catalogue's per-viewer
 * prices read it on every list): the same derivation as getSessionUser in one query instead of four.
 */
export async function userTypeOf(db: Kysely<DB>, accountId: number): Promise<UserType> {
  return (await buyerProfile(db, accountId)).userType;
}

/** Every merchant the account belongs to (as owner or employee): whose private products it may see. */
export async function tenantsOf(db: Kysely<DB>, accountId: number): Promise<string[]> {
  return (await buyerProfile(db, accountId)).merchantNos;
}

/** Whether the account meets an endpoint's policy (the route's check before the handler, http/auth.ts). */
export async function accountMeetsPolicy(db: Kysely<DB>, accountId: number, policy: Policy): Promise<boolean> {
  switch (policy) {
    case 'staff':
      return meetsPolicy(policy, { userType: await userTypeOf(db, accountId) });
    case 'survey':
      return meetsPolicy(policy, { userType: 0, surveyPermission: await surveyPermission(db, accountId) });
    case 'certified':
    case 'manager':
      return meetsPolicy(policy, await getSessionUser(db, accountId));
  }
}

export async function surveyPermission(db: Kysely<DB>, accountId: number): Promise<boolean> {
  const account = await q.findAccount(db, accountId);
  return account?.survey_permission ?? false;
}

export async function logout(db: Kysely<DB>, tokenId: number): Promise<void> {
  await revokeToken(db, tokenId);
}

export type { Buyer } from './buyers.ts';

export async function currentBuyer(db: Kysely<DB>, accountId: number): Promise<Buyer> {
  const { userType: _userType, ...buyer } = await buyerProfile(db, accountId);
  return buyer;
}

/** Forget a kept buyer (after a change to the account's identities), or every buyer. */
function forgetBuyer(db: Kysely<DB>, accountId?: number): void {
  // on every instance (buyers.ts listens)
  bus.emit(db, { type: 'account.buyerChanged', accountId: accountId ?? null });
}

/** The buyer and the user type of the identity acted for, in one query (the cart and order read it per call). */
export async function buyerProfile(db: Kysely<DB>, accountId: number): Promise<Buyer & { userType: UserType }> {
  const buyer = await buyersOf(db).load(accountId, () => readBuyer(db, accountId));
  if (!buyer) throw unauthorized();
  return buyer;
}

/** Buyers by account id, the ids asked in this turn of the event loop in one query. */
const buyerReads = batchedRead(async (db, ids: readonly number[]) => {
  const found = await q.findAccountsWithIdentities(db, ids);
  return groupedBy(ids, found, (f) => Number(f.account.id)).map(([f]) => (f ? toBuyer(f) : null));
});

const readBuyer = (db: Kysely<DB>, accountId: number) => buyerReads(db).load(accountId);

/**
 * Switch identity: act for another merchant the account belongs to. One conditional update: a merchantNo
 * that is not one of this account's identities changes nothing and answers 403.
 */
export async function changeIdentity(db: Kysely<DB>, accountId: number, merchantNo: string): Promise<void> {
  const res = await q.setCurrentMerchantIfMember(db, accountId, merchantNo);
  forgetBuyer(db, accountId);
  if (Number(res.numUpdatedRows) !== 1) throw forbidden(changeIdentityNo(refusal(ACCOUNT_MESSAGES, 'notYourIdentity')));
}

export async function modifyNickname(db: Kysely<DB>, accountId: number, nickname: string): Promise<void> {
  await q.updateProfile(db, accountId, { nickname });
}

export async function modifyAvatar(db: Kysely<DB>, accountId: number, avatarUrl: string): Promise<void> {
  await q.updateProfile(db, accountId, { avatar_url: avatarUrl });
}

/** Change password with the old one; other sessions end, this one stays. */
export async function updatePasswordByOldPwd(
  db: Kysely<DB>,
  owner: { accountId: number; tokenId: number },
  input: UpdatePasswordByOldPwdInput,
): Promise<void> {
  const account = await q.findAccount(db, owner.accountId);
  if (!account || !(await verifyPassword(input.oldPassword, account.password_hash))) {
    throw businessError(changePasswordNo(refusal(PROFILE_MESSAGES, 'oldPasswordWrong')));
  }
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await q.updatePassword(trx, owner.accountId, hash);
    await q.revokeOtherTokens(trx, owner.accountId, owner.tokenId);
  });
  forgetTokenOwners(db);
}

/** Change phone: the current password, then an SMS code sent to the new number (purpose changePhone). */
export async function modifyPhone(db: Kysely<DB>, accountId: number, input: ModifyPhoneInput): Promise<void> {
  const account = await q.findAccount(db, accountId);
  if (!account || !(await verifyPassword(input.password, account.password_hash))) {
    throw businessError(modifyPhoneNo(refusal(PROFILE_MESSAGES, 'currentPasswordWrong')));
  }
  if (account.phone === input.phone) throw businessError(modifyPhoneNo(refusal(PROFILE_MESSAGES, 'samePhone')));
  if (!(await sms.consumeCode(db, input.phone, 'changePhone', input.code)))
    throw businessError(modifyPhoneNo(refusal(SMS_MESSAGES, 'codeInvalid')));
  try {
    await q.updateProfile(db, accountId, { phone: input.phone });
  } catch (e) {
    if ((e as { code?: string }).code === '23505')
      throw businessError(modifyPhoneNo(refusal(PROFILE_MESSAGES, 'phoneTaken')));
    throw e;
  }
}

/** generateLoginQrCode: a random code (stored hashed) and its QR image pointing at the confirmation page. */
export async function generateLoginQrCode(
  db: Kysely<DB>,
  origin: string,
): Promise<{ qrCode: string; qrImage: string; expireAt: string }> {
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + QR_LOGIN.ttlSeconds * 1000);
  await qr.insertQrLogin(db, hashToken(code), expiresAt);
  const svg = await QRCode.toString(qrConfirmUrl(origin, code), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    qrCode: code,
    qrImage: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expireAt: expiresAt.toISOString(),
  };
}

/** The logged-in side confirms: one conditional update, only while waiting and unexpired. */
export async function confirmQrLogin(db: Kysely<DB>, accountId: number, code: string): Promise<void> {
  if (!(await qr.confirmQrLogin(db, hashToken(code), accountId)))
    throw businessError(confirmQrNo(refusal(QR_MESSAGES, 'invalid')));
}

/** loginByQrCode polling: one token for a confirmed code (confirmed → consumed is conditional), else the status. */
export async function loginByQrCode(db: Kysely<DB>, code: string, meta: ClientMeta): Promise<QrLoginPoll> {
  const hash = hashToken(code);
  const consumed = await qr.consumeQrLogin(db, hash);
  if (consumed?.account_id) {
    const { token, expireAt } = await tokenFor(db, consumed.account_id, meta);
    return { status: 'confirmed', token, expireAt };
  }
  const row = await qr.findQrLogin(db, hash);
  if (!row || row.status === 'consumed' || row.expires_at.getTime() <= Date.now()) return { status: 'expired' };
  return { status: 'waiting' };
}

/**
 * tokenLogin: a live token from another site of the same sign-on (the mobile site, an outside redirect) is
 * exchanged for a new token of this portal; a forged, revoked or expired one is refused. The token came in an
 * address (history, logs, a Referer may keep it), so the exchange uses it up: it is revoked by a conditional write,
 * and only the exchange that revoked it gets a session — a copy of the address replayed later, or at the same
 * moment, is refused.
 */
export async function tokenLogin(db: Kysely<DB>, token: string, meta: ClientMeta): Promise<LoginResult> {
  const owner = await findTokenOwner(db, token);
  if (!owner || !(await revokeToken(db, owner.tokenId))) throw unauthorized();
  return tokenFor(db, owner.accountId, meta);
}
