/** SQL of 'remind me': who follows an activity, and the conditional write that reminds each follower once. */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export async function isFollowing(db: Db, activityId: number, accountId: number): Promise<boolean> {
  const r = await db
    .selectFrom('seckill_follow')
    .select('account_id')
    .where('activity_id', '=', activityId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return r !== undefined;
}

export async function follow(db: Db, activityId: number, accountId: number): Promise<void> {
  await db
    .insertInto('seckill_follow')
    .values({ activity_id: activityId, account_id: accountId })
    .onConflict((oc) => oc.columns(['activity_id', 'account_id']).doNothing())
    .execute();
}

export async function unfollow(db: Db, activityId: number, accountId: number): Promise<void> {
  await db
    .deleteFrom('seckill_follow')
    .where('activity_id', '=', activityId)
    .where('account_id', '=', accountId)
    .where('notified_at', 'is', null)
    .execute();
}

/** Running activities (started, not ended, not abandoned) with followers not yet reminded. */
export function startedWithPending(db: Db, now: Date) {
  return db
    .selectFrom('seckill_activity as a')
    .select(['a.id', 'a.activity_no', 'a.title'])
    .where('a.start_at', '<=', now)
    .where('a.end_at', '>', now)
    .where('a.abandoned_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('seckill_follow as f')
          .select('f.account_id')
          .whereRef('f.activity_id', '=', 'a.id')
          .where('f.notified_at', 'is', null),
      ),
    )
    .execute();
}

/**
 * Marks up to `limit` followers of an activity reminded and answers them: only rows still unreminded move (the
 * condition is re-checked under the row lock), and rows another server is marking are skipped, so each follower is
 * answered to exactly one server once.
 */
export async function takePending(db: Db, activityId: number, now: Date, limit: number) {
  const rows = await sql<{ account_id: number }>`
    update seckill_follow set notified_at = ${now}
    where activity_id = ${activityId} and notified_at is null and account_id in (
      select account_id from seckill_follow
      where activity_id = ${activityId} and notified_at is null
      order by account_id limit ${limit} for update skip locked)
    returning account_id`.execute(db);
  return rows.rows.map((r) => Number(r.account_id));
}
