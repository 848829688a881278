import { sql, type Kysely } from 'kysely';

/**
 * Invitations sent after the transaction that made them (issue 61 §4): an import writes its new dealers' owners and
 * their invitations unsent (no code yet, `sent_at` null); once it has committed, the invitation module's delivery
 * (right after the import, and the queue's `invitation.deliver` for what is left) claims each with a conditional
 * write, makes its code and sends it. A refused message counts a try (`send_attempts`, `send_error`) and waits until
 * `send_after` for the next. The invitations made before this release were sent with their code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table invitation alter column code_hash drop not null;
    alter table invitation add column sent_at timestamptz;
    alter table invitation add column send_attempts integer not null default 0;
    alter table invitation add column send_after timestamptz not null default now();
    alter table invitation add column send_error text;
    update invitation set sent_at = created_at;
    create index invitation_unsent_idx on invitation (send_after, id) where sent_at is null and status = 'pending';
  `.execute(db);
}
