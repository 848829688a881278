/**
 * Likes and favourites: the row is the fact (primary key account + content), the counter moves in the same
 * statement as the row, only when a row was really inserted or deleted — so liking twice, even in parallel,
 * counts once.
 */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

type Mark = 'content_like' | 'content_favorite';
const COUNTER = { content_like: 'like_count', content_favorite: 'favorite_count' } as const;

/** Sets (on) or clears the mark; answers the content's counter after it, or null when the content is not published. */
export async function setMark(
  db: Db,
  table: Mark,
  accountId: number,
  contentId: number,
  on: boolean,
): Promise<number | null> {
  const counter = sql.ref(COUNTER[table]);
  const t = sql.table(table);
  const change = on
    ? sql`insert into ${t} (account_id, content_id) select ${accountId}, id from content where id = ${contentId} and status = 1
          on conflict do nothing returning content_id`
    : sql`delete from ${t} where account_id = ${accountId} and content_id = ${contentId} returning content_id`;
  const r = await sql<{ n: number }>`
    with changed as (${change})
    update content set ${counter} = ${counter} + ${on ? 1 : -1} * (select count(*) from changed)::int
    where id = ${contentId} and status = 1
    returning ${counter} as n`.execute(db);
  return r.rows[0] ? Number(r.rows[0].n) : null;
}

export async function setCommentLike(
  db: Db,
  accountId: number,
  commentId: number,
  on: boolean,
): Promise<number | null> {
  const change = on
    ? sql`insert into comment_like (account_id, comment_id) select ${accountId}, id from content_comment where id = ${commentId} and status = 0
          on conflict do nothing returning comment_id`
    : sql`delete from comment_like where account_id = ${accountId} and comment_id = ${commentId} returning comment_id`;
  const r = await sql<{ n: number }>`
    with changed as (${change})
    update content_comment set like_count = like_count + ${on ? 1 : -1} * (select count(*) from changed)::int
    where id = ${commentId} and status = 0
    returning like_count as n`.execute(db);
  return r.rows[0] ? Number(r.rows[0].n) : null;
}
