import { sql, type Kysely } from 'kysely';

/**
 * SMS that cannot be pumped (issue 43 §4).
 *
 * sms_challenge: the human check's slider puzzles, drawn by the server (the sms module's challenge.ts): where the
 * gap is, until when, and when it was answered — any instance checks an answer, and the conditional update that
 * marks it used lets one answer count once.
 *
 * sms_budget: the codes sent in each clock hour, across all numbers and instances: a send takes one unit with a
 * conditional upsert (`used < budget`), so the budget holds under concurrency.
 *
 * sms_code.delivered: whether the request was delivered (an unknown number's login or reset is recorded, not sent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sms_challenge (
      id text primary key,
      answer_x integer not null,
      ip text,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index sms_challenge_created_idx on sms_challenge (created_at);

    create table sms_budget (
      hour timestamptz primary key,
      used integer not null default 0 check (used >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    alter table sms_code add column delivered boolean not null default true;
  `.execute(db);
}
