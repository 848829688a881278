/** SQL of the SMS human check (challenge.ts) and of the hourly SMS budget: conditional writes, never read then write. */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

/** Stores a puzzle; now and then drops those a day old (any instance may, cheaply, by the creation index). */
export async function insertChallenge(
  db: Db,
  v: { id: string; answerX: number; ip: string | null; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sms_challenge')
    .values({ id: v.id, answer_x: v.answerX, ip: v.ip, expires_at: v.expiresAt })
    .execute();
  if (Math.random() < 0.05)
    await db
      .deleteFrom('sms_challenge')
      .where('created_at', '<', new Date(Date.now() - 24 * 3600_000))
      .execute();
}

/** Spends a puzzle: the answer's position if it was live and unused (only one caller ever gets it), else null. */
export async function spendChallenge(db: Db, id: string): Promise<number | null> {
  const row = await db
    .updateTable('sms_challenge')
    .set({ used_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('answer_x')
    .executeTakeFirst();
  return row?.answer_x ?? null;
}

/**
 * Takes one code from this clock hour's budget (all numbers, all instances): a conditional upsert, so under any
 * concurrency no more than `budget` are taken. False when it is spent.
 */
export async function takeBudget(db: Db, budget: number): Promise<boolean> {
  const r = await sql<{ used: number }>`
    insert into sms_budget (hour, used) values (date_trunc('hour', now()), 1)
    on conflict (hour) do update set used = sms_budget.used + 1, updated_at = now()
    where sms_budget.used < ${budget}
    returning used`.execute(db);
  return r.rows.length === 1;
}

/** Codes taken from this clock hour's budget. */
export async function budgetUsed(db: Db): Promise<number> {
  const r = await sql<{ used: number }>`
    select used from sms_budget where hour = date_trunc('hour', now())`.execute(db);
  return Number(r.rows[0]?.used ?? 0);
}
