/**
 * Invitations (issue 42 §2): an account made for someone else waits (ACCOUNT_STATUS.invited) until its owner
 * accepts with the SMS's code and sets a password. Staff invite staff here (the SMS in the request: a refusal is
 * answered at once); an import that puts a dealer's owner in writes the invitation unsent in its transaction and
 * it is sent after the commit (delivery.ts) — the same SMS, the same acceptance page.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  INVITATION_MESSAGES,
  INVITATION_RULES,
  INVITATION_ROUTES as E,
  listedBy,
  invitationText,
  refusal,
  type AcceptInvitationInput,
  type InvitationKind,
  type LoginResult,
  type StaffMember,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import {
  accountById,
  accountContacts,
  accountOfPhone,
  activateWithPassword,
  createAccountFor,
  hashPassword,
  issueToken,
  listStaffAccounts,
} from '../account/index.ts';
import { record } from '../audit/index.ts';
import type { SmsProvider } from '../sms/index.ts';
import { presentStaff } from './presenter.ts';
import * as q from './queries.ts';

/** What inviting and accepting may refuse: only what their entries list (the compiler checks). */
const inviteNo = listedBy(E.inviteStaff);
const acceptNo = listedBy(E.accept);

const hashCode = (phone: string, code: string, salt: string) =>
  createHash('sha256').update(`${salt}:invite:${phone}:${code}`).digest('base64url');

/** What is stored of a code: a salt and the hash, never the code. */
export function codeHashOf(phone: string, code: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}$${hashCode(phone, code, salt)}`;
}

function codeMatches(stored: string | null, phone: string, code: string): boolean {
  const [salt, hash] = (stored ?? '').split('$');
  if (!salt || !hash) return false;
  const a = Buffer.from(hashCode(phone, code, salt));
  const b = Buffer.from(hash);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface InvitationDelivery {
  provider: SmsProvider;
  brandName: string;
}

/**
 * Open an invitation for an account waiting for its owner (replacing an open one) and send its code by SMS, in
 * `trx`: a provider that cannot deliver throws (SmsDeliveryError) and the caller's transaction rolls back whole.
 */
async function sendInvitation(
  trx: Kysely<DB>,
  delivery: InvitationDelivery,
  i: { accountId: number; phone: string; kind: InvitationKind; invitedBy: number | null },
): Promise<{ expiresAt: Date }> {
  const code = String(randomInt(0, 10 ** INVITATION_RULES.codeLength)).padStart(INVITATION_RULES.codeLength, '0');
  const expiresAt = new Date(Date.now() + INVITATION_RULES.ttlDays * 24 * 3600_000);
  await q.openInvitation(trx, { ...i, codeHash: codeHashOf(i.phone, code), expiresAt });
  await delivery.provider.send(trx, {
    phone: i.phone,
    purpose: 'invite',
    code,
    content: invitationText(delivery.brandName, i.kind, code),
  });
  return { expiresAt };
}

/**
 * Staff invite a staff member by phone: a staff account waiting for its password, and the SMS; inviting a phone
 * whose invitation is still open sends a new code (the old one stops working). A phone with any other account is
 * refused. Recorded in the audit log with the change.
 */
export async function inviteStaff(
  db: Kysely<DB>,
  delivery: InvitationDelivery,
  actor: { accountId: number; ip: string | null },
  input: { phone: string; nickname: string | null },
): Promise<StaffMember> {
  const accountId = await db.transaction().execute(async (trx) => {
    const existing = await accountOfPhone(trx, input.phone);
    if (existing && existing.is_sales && existing.has_password)
      throw businessError(inviteNo(refusal(INVITATION_MESSAGES, 'alreadyAccepted')));
    if (existing && !(existing.is_sales && !existing.has_password))
      throw businessError(inviteNo(refusal(INVITATION_MESSAGES, 'phoneTaken')));
    const made = existing
      ? { id: Number(existing.id), accountNo: existing.account_no }
      : await createAccountFor(trx, { ...input, passwordHash: null, isSales: true });
    if (!made) throw businessError(inviteNo(refusal(INVITATION_MESSAGES, 'phoneTaken')));
    const { expiresAt } = await sendInvitation(trx, delivery, {
      accountId: made.id,
      phone: input.phone,
      kind: 'staff',
      invitedBy: actor.accountId,
    });
    await record(trx, {
      actorId: actor.accountId,
      action: 'invitation.create',
      entityType: 'account',
      entityId: made.accountNo,
      before: existing ? { phone: existing.phone, nickname: existing.nickname, status: 'invited' } : null,
      after: {
        phone: input.phone,
        nickname: existing?.nickname ?? input.nickname,
        role: 'staff',
        status: 'invited',
        invitationExpiresAt: expiresAt.toISOString(),
      },
      ip: actor.ip,
    });
    return made.id;
  });
  const row = (await accountById(db, accountId))!;
  const invitations = await q.latestOf(db, [accountId]);
  return presentStaff(row, invitations.get(accountId), await accountContacts(db, [actor.accountId]));
}

/** Staff only: every staff account with its latest invitation and who sent it. */
export async function staffList(db: Kysely<DB>): Promise<StaffMember[]> {
  const rows = await listStaffAccounts(db);
  const invitations = await q.latestOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  const inviters = await accountContacts(
    db,
    [...invitations.values()].flatMap((i) => (i.invited_by === null ? [] : [Number(i.invited_by)])),
  );
  return rows.map((r) => presentStaff(r, invitations.get(Number(r.id)), inviters));
}

/**
 * The invitee accepts: the phone's open invitation and its code, then the password is set, the account opened and
 * signed in — one transaction whose first write is conditional on the invitation still open, so a code works once.
 * A wrong code counts a try; the last try burns the invitation. Every failure has the same answer.
 */
export async function acceptInvitation(
  db: Kysely<DB>,
  input: AcceptInvitationInput,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
): Promise<LoginResult> {
  const invalid = () => businessError(acceptNo(refusal(INVITATION_MESSAGES, 'invalid')));
  const live = await q.liveInvitation(db, input.phone, INVITATION_RULES.maxAttempts);
  if (!live) throw invalid();
  if (!codeMatches(live.code_hash, input.phone, input.code)) {
    await q.countWrongTry(db, Number(live.id));
    throw invalid();
  }
  const hash = await hashPassword(input.password);
  const accountId = Number(live.account_id);
  return db.transaction().execute(async (trx) => {
    if (!(await q.markAccepted(trx, Number(live.id), INVITATION_RULES.maxAttempts))) throw invalid();
    const before = await accountById(trx, accountId);
    await activateWithPassword(trx, accountId, hash);
    await record(trx, {
      actorId: accountId,
      action: 'invitation.accept',
      entityType: 'account',
      entityId: before?.account_no ?? String(accountId),
      before: { status: 'invited', hasPassword: before?.has_password ?? false },
      after: { status: 'active', hasPassword: true, kind: live.kind },
      ip: meta.ip ?? null,
    });
    const { token, expiresAt } = await issueToken(trx, accountId, meta);
    return { token, expireAt: expiresAt.toISOString() };
  });
}
