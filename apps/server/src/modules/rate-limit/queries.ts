import { sql } from 'kysely';
import type { Db } from './tables.ts';

/**
 * One hit on `key`: a fixed window of `windowMs` from the first hit, counted by one conditional upsert (a window
 * that has ended starts again at 1). Answers the hits in the window, this one included, and the ms it has left.
 * Correct under concurrency: the row lock of the upsert orders the hits of every instance.
 */
export async function hit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    insert into rate_limit as r (key, hits, expires_at)
    values (${key}, 1, now() + ${windowMs}::int * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
      expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
    returning hits, greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::int as ttl
  `.execute(db);
  const row = rows[0]!;
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/** Forget windows that ended (a minute of grace). */
export async function deleteEnded(db: Db): Promise<void> {
  await db
    .deleteFrom('rate_limit')
    .where('expires_at', '<', sql<Date>`now() - interval '1 minute'`)
    .execute();
}
