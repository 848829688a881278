import { sql, type Kysely } from 'kysely';

/**
 * 'Remind me' on a flash sale (issue 19): who follows an activity, and whether the start reminder went out.
 * One row per (activity, account); `notified_at` is set by a conditional update (`where notified_at is null`), so a
 * follower is reminded once however many instances run the reminder job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table seckill_follow (
      activity_id bigint not null references seckill_activity (id) on delete cascade,
      account_id bigint not null references account (id) on delete cascade,
      created_at timestamptz not null default now(),
      notified_at timestamptz,
      primary key (activity_id, account_id)
    );
    create index seckill_follow_pending_idx on seckill_follow (activity_id) where notified_at is null;
  `.execute(db);
}
