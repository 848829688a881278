import { sql } from 'kysely';
import type { InvitationKind } from '@portal/domain';
import type { Db } from './tables.ts';

export interface InvitationRow {
  id: number;
  account_id: number;
  phone: string;
  kind: string;
  /** Null while an invitation waits to be sent (its code is made when it is sent). */
  code_hash: string | null;
  attempts: number;
  status: string;
  invited_by: number | null;
  expires_at: Date;
  accepted_at: Date | null;
  created_at: Date;
}

/** The account's open invitation is replaced by this one (one open invitation per account: the unique index). */
export async function openInvitation(
  db: Db,
  i: {
    accountId: number;
    phone: string;
    kind: InvitationKind;
    /** Null: written unsent, for the delivery after the caller's transaction commits. */
    codeHash: string | null;
    invitedBy: number | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .updateTable('invitation')
    .set({ status: 'revoked', updated_at: new Date() })
    .where('account_id', '=', i.accountId)
    .where('status', '=', 'pending')
    .execute();
  await db
    .insertInto('invitation')
    .values({
      account_id: i.accountId,
      phone: i.phone,
      kind: i.kind,
      code_hash: i.codeHash,
      invited_by: i.invitedBy,
      expires_at: i.expiresAt,
      sent_at: i.codeHash === null ? null : new Date(),
    })
    .execute();
}

/** The open, unexpired invitation of a phone that still has tries left. */
export function liveInvitation(db: Db, phone: string, maxAttempts: number): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitation')
    .selectAll()
    .where('phone', '=', phone)
    .where('status', '=', 'pending')
    .where('sent_at', 'is not', null)
    .where('expires_at', '>', new Date())
    .where('attempts', '<', maxAttempts)
    .orderBy('id', 'desc')
    .executeTakeFirst() as Promise<InvitationRow | undefined>;
}

export async function countWrongTry(db: Db, id: number): Promise<void> {
  await db
    .updateTable('invitation')
    .set({ attempts: sql`attempts + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Open → accepted, once: false when another acceptance (or a new invitation) came first. */
export async function markAccepted(db: Db, id: number, maxAttempts: number): Promise<boolean> {
  const r = await db
    .updateTable('invitation')
    .set({ status: 'accepted', accepted_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', new Date())
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The latest invitation of each of these accounts (revoked ones left out). */
export async function latestOf(db: Db, accountIds: readonly number[]): Promise<Map<number, InvitationRow>> {
  if (!accountIds.length) return new Map();
  const rows = (await db
    .selectFrom('invitation')
    .selectAll()
    .where('account_id', '=', sql<number>`any(${[...accountIds]}::bigint[])`)
    .where('status', '!=', 'revoked')
    .orderBy('id', 'asc')
    .execute()) as InvitationRow[];
  return new Map(rows.map((r) => [Number(r.account_id), r]));
}

export interface UnsentInvitation {
  id: number;
  account_id: number;
  phone: string;
  kind: InvitationKind;
  send_attempts: number;
}

/**
 * Takes the next unsent, open invitation that is due: counts the try and puts the next one `retrySeconds` away, in
 * one conditional write (SKIP LOCKED), so two instances never take the same one and a crash midway is retried later.
 * `retrySeconds` answers the wait after the given number of tries (null: this is the last try).
 */
export async function claimUnsent(
  db: Db,
  retrySeconds: (attempts: number) => number | null,
  maxTries: number,
): Promise<UnsentInvitation | undefined> {
  // the waits by try (1-based in SQL): the value before this claim + 1 is this try's number
  const waits = Array.from({ length: maxTries }, (_, i) => retrySeconds(i + 1) ?? NEVER);
  const row = await sql<UnsentInvitation>`
    update invitation set send_attempts = send_attempts + 1, updated_at = now(),
           send_after = now() + make_interval(secs => coalesce((${waits}::int[])[send_attempts + 1], ${NEVER}))
     where id = (select id from invitation
                  where status = 'pending' and sent_at is null and send_after <= now()
                    and send_attempts < ${maxTries} and expires_at > now()
                  order by send_after, id limit 1 for update skip locked)
    returning id, account_id, phone, kind, send_attempts`.execute(db);
  return row.rows[0];
}

/** Ten years: no further try. */
const NEVER = 315_360_000;

/** A claimed invitation is sent: its code, once (false when it was sent or closed meanwhile). */
export async function markSent(db: Db, id: number, codeHash: string): Promise<boolean> {
  const r = await db
    .updateTable('invitation')
    .set({ code_hash: codeHash, sent_at: new Date(), send_error: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function markSendFailed(db: Db, id: number, error: string): Promise<void> {
  await db.updateTable('invitation').set({ send_error: error, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Open invitations whose every try failed (for the operations signal): phone and the provider's last words. */
export async function givenUp(
  db: Db,
  maxTries: number,
  limit: number,
): Promise<{ phone: string; send_error: string | null }[]> {
  return db
    .selectFrom('invitation')
    .select(['phone', 'send_error'])
    .where('status', '=', 'pending')
    .where('sent_at', 'is', null)
    .where('send_attempts', '>=', maxTries)
    .where('expires_at', '>', new Date())
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}
