import { sql, type Kysely } from 'kysely';

/**
 * The operator's first day (issue 42): the audit log of staff actions, and invitations.
 *
 * audit_log: who (the acting account; null for the admin command on the server), when, what (action), on which
 * record (entity type and id), the record before and after (jsonb), from which address. Written in the transaction
 * of the change (modules/audit `record`), so a change and its entry commit together or not at all. Read newest first,
 * by actor or by action.
 *
 * invitation: an account made for someone else (a staff member invited by staff, a dealer's owner put in by the
 * provider) waits (account.status 2) until its owner accepts with the SMS's code (stored hashed) and sets a password.
 * One open invitation per account (the partial unique index): sending again replaces its code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      id bigserial primary key,
      actor_account_id bigint references account (id) on delete set null,
      action text not null,
      entity_type text not null,
      entity_id text not null,
      before jsonb,
      after jsonb,
      ip text,
      created_at timestamptz not null default now()
    );
    create index audit_log_time_idx on audit_log (created_at desc, id desc);
    create index audit_log_actor_idx on audit_log (actor_account_id, created_at desc);
    create index audit_log_action_idx on audit_log (action, created_at desc);

    create table invitation (
      id bigserial primary key,
      account_id bigint not null references account (id) on delete cascade,
      phone text not null,
      kind text not null check (kind in ('staff', 'dealerOwner')),
      code_hash text not null,
      attempts integer not null default 0,
      status text not null default 'pending' check (status in ('pending', 'accepted', 'revoked')),
      invited_by bigint references account (id) on delete set null,
      expires_at timestamptz not null,
      accepted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index invitation_open_idx on invitation (account_id) where status = 'pending';
    create index invitation_phone_idx on invitation (phone, status);
  `.execute(db);
}
