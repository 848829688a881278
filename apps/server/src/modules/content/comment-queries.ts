/** SQL of comments and their reports (content_comment, comment_like, comment_report). */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

/** Writes the comment and moves the content's counter in one statement; null when the content is not published. */
export async function insertComment(db: Db, accountId: number, contentId: number, body: string) {
  const r = await sql<{ id: string; created_at: Date }>`
    with c as (
      insert into content_comment (content_id, account_id, body)
      select id, ${accountId}, ${body} from content where id = ${contentId} and status = 1
      returning id, content_id, created_at
    ), bump as (
      update content set comment_count = comment_count + 1 where id in (select content_id from c)
    )
    select id, created_at from c`.execute(db);
  return r.rows[0] ?? null;
}

export async function pageComments(db: Db, contentId: number, page: number, size: number) {
  const q = db.selectFrom('content_comment').where('content_id', '=', contentId).where('status', '=', 0);
  const [rows, total] = await Promise.all([
    q
      .select(['id', 'content_id', 'account_id', 'body', 'like_count', 'created_at'])
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function likedComments(db: Db, accountId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('comment_like')
    .select('comment_id')
    .where('account_id', '=', accountId)
    .where('comment_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => Number(r.comment_id)));
}

/** One report per account and comment (unique); answers false when this account had reported it already. */
export async function insertReport(
  db: Db,
  accountId: number,
  commentId: number,
  reason: string,
): Promise<boolean | null> {
  const r = await sql<{ inserted: number; found: number }>`
    with target as (select id from content_comment where id = ${commentId}),
    ins as (
      insert into comment_report (comment_id, account_id, reason) select id, ${accountId}, ${reason} from target
      on conflict do nothing returning comment_id
    ), bump as (
      update content_comment set report_count = report_count + 1 where id in (select comment_id from ins)
    )
    select (select count(*) from ins)::int as inserted, (select count(*) from target)::int as found`.execute(db);
  const row = r.rows[0]!;
  if (Number(row.found) === 0) return null;
  return Number(row.inserted) === 1;
}

export async function manageComments(db: Db, reportedOnly: boolean, page: number, size: number) {
  let q = db.selectFrom('content_comment as m').innerJoin('content as c', 'c.id', 'm.content_id');
  if (reportedOnly) q = q.where('m.report_count', '>', 0);
  const [rows, total] = await Promise.all([
    q
      .select([
        'm.id',
        'm.content_id',
        'm.account_id',
        'm.body',
        'm.like_count',
        'm.status',
        'm.report_count',
        'm.created_at',
        'c.title as content_title',
      ])
      .select(
        sql<
          string[]
        >`coalesce((select array_agg(r.reason order by r.id) from comment_report r where r.comment_id = m.id), '{}')`.as(
          'reports',
        ),
      )
      .orderBy('m.report_count', 'desc')
      .orderBy('m.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * Hides (1) or shows (0) a comment; the content's comment count follows in the same statement. Answers the comment's
 * content, or null when there is no such comment.
 */
export async function setCommentStatus(db: Db, commentId: number, status: number): Promise<number | null> {
  const r = await sql<{ content_id: string }>`
    with m as (
      update content_comment set status = ${status}, updated_at = now() where id = ${commentId} and status <> ${status}
      returning id, content_id
    ), bump as (
      update content set comment_count = greatest(comment_count + ${status === 1 ? -1 : 1}, 0) where id in (select content_id from m)
    ), handled as (
      update comment_report set status = 1, updated_at = now() where comment_id in (select id from m) and status = 0
    )
    select content_id from content_comment where id = ${commentId}`.execute(db);
  return r.rows[0] ? Number(r.rows[0].content_id) : null;
}
