import { sql } from 'kysely';
import type { InvitationKind } from '@portal/domain';
import type { Db } from './tables.ts';

export interface InvitationRow {
  id: number;
  account_id: number;
  phone: string;
  kind: string;
  code_hash: string;
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
    codeHash: string;
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
