/** Comments: save, page, like (once per account), report (once per account), moderation by the staff. */
import {
  CONTENT_MESSAGES,
  maskPhone,
  refusal,
  type ContentComment,
  listedBy,
  INFORMATION_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { bus } from '../../events/index.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { accountContacts } from '../account/index.ts';
import * as q from './comment-queries.ts';
import { iso } from './presenter.ts';
import { setCommentLike } from './reactions-queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const commentSaveNo = listedBy(INFORMATION_ROUTES.commentSave);
const commentLikeNo = listedBy(INFORMATION_ROUTES.commentLike);
const reportSubmitNo = listedBy(INFORMATION_ROUTES.reportSubmit);
const manageCommentStatusNo = listedBy(INFORMATION_ROUTES.manageCommentStatus);

async function names(db: Kysely<DB>, ids: number[]): Promise<Map<number, string>> {
  const contacts = await accountContacts(db, ids);
  return new Map([...contacts].map(([id, c]) => [id, c.nickname || maskPhone(c.phone)]));
}

export async function saveComment(
  db: Kysely<DB>,
  accountId: number,
  contentId: number,
  body: string,
): Promise<ContentComment> {
  const row = await q.insertComment(db, accountId, contentId, body);
  if (!row) throw businessError(commentSaveNo(refusal(CONTENT_MESSAGES, 'notFound')), 404, 404);
  bus.emit(db, { type: 'content.changed', contentId, what: 'counts' });
  const nick = (await names(db, [accountId])).get(accountId) ?? '';
  return {
    id: Number(row.id),
    contentId,
    nickname: nick,
    body,
    likeCount: 0,
    liked: false,
    mine: true,
    createdAt: iso(row.created_at)!,
  };
}

export async function pageComments(
  db: Kysely<DB>,
  viewerId: number | null,
  query: { contentId: number; page: number; size: number },
): Promise<{ list: ContentComment[]; total: number }> {
  const { rows, total } = await q.pageComments(db, query.contentId, query.page, query.size);
  const ids = rows.map((r) => Number(r.id));
  const [nicks, liked] = await Promise.all([
    names(
      db,
      rows.map((r) => Number(r.account_id)),
    ),
    viewerId ? q.likedComments(db, viewerId, ids) : new Set<number>(),
  ]);
  return {
    total,
    list: rows.map((r) => ({
      id: Number(r.id),
      contentId: Number(r.content_id),
      nickname: nicks.get(Number(r.account_id)) ?? '用户',
      body: r.body,
      likeCount: r.like_count,
      liked: liked.has(Number(r.id)),
      mine: viewerId === Number(r.account_id),
      createdAt: iso(r.created_at)!,
    })),
  };
}

export async function likeComment(db: Kysely<DB>, accountId: number, commentId: number, on: boolean) {
  const count = await setCommentLike(db, accountId, commentId, on);
  if (count === null) throw notFound(commentLikeNo(refusal(CONTENT_MESSAGES, 'commentNotFound')));
  return { on, count };
}

export async function reportComment(
  db: Kysely<DB>,
  accountId: number,
  commentId: number,
  reason: string,
): Promise<void> {
  const r = await q.insertReport(db, accountId, commentId, reason);
  if (r === null) throw notFound(reportSubmitNo(refusal(CONTENT_MESSAGES, 'commentNotFound')));
  if (!r) throw businessError(reportSubmitNo(refusal(CONTENT_MESSAGES, 'reportedAlready')));
}

/** Every comment for moderation (the staff's: the entry's policy). */
export async function manageComments(
  db: Kysely<DB>,
  query: { page: number; size: number; reported?: '0' | '1' | undefined },
) {
  const { rows, total } = await q.manageComments(db, query.reported === '1', query.page, query.size);
  const nicks = await names(
    db,
    rows.map((r) => Number(r.account_id)),
  );
  return {
    total,
    list: rows.map((r) => ({
      id: Number(r.id),
      contentId: Number(r.content_id),
      contentTitle: r.content_title,
      nickname: nicks.get(Number(r.account_id)) ?? '用户',
      body: r.body,
      likeCount: r.like_count,
      liked: false,
      mine: false,
      status: r.status,
      reportCount: r.report_count,
      reports: r.reports,
      createdAt: iso(r.created_at)!,
    })),
  };
}

export async function setCommentStatus(db: Kysely<DB>, commentId: number, status: number) {
  const contentId = await q.setCommentStatus(db, commentId, status);
  if (contentId === null) throw notFound(manageCommentStatusNo(refusal(CONTENT_MESSAGES, 'commentNotFound')));
  bus.emit(db, { type: 'content.changed', contentId, what: 'counts' });
}
