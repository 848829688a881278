/** The content centre's reading side: categories, lists, detail, views, likes, favourites, static pages. */
import { CONTENT_MESSAGES, CONTENT_TYPE, type ContentBrief, type ContentDetail, refusal } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { toAttachment, toBrief } from './presenter.ts';
import * as q from './queries.ts';
import { setMark } from './reactions-queries.ts';

export * from './comments.ts';
export * from './manage.ts';

export interface Industry {
  id: number;
  name: string;
}

export async function listIndustries(db: Kysely<DB>): Promise<Industry[]> {
  return (await q.listIndustries(db)).map((r) => ({ id: Number(r.id), name: r.name }));
}

export const listCategories = (db: Kysely<DB>, type: number | undefined) => q.listCategories(db, type);

export async function pageContent(
  db: Kysely<DB>,
  query: q.ListFilter & { page: number; size: number },
): Promise<{ list: ContentBrief[]; total: number }> {
  const { page, size, ...filter } = query;
  const { rows, total } = await q.pageContent(db, filter, page, size);
  return { list: rows.map(toBrief), total };
}

const RELATED_MAX = 4;

/** The portal's detail of published content (part 1 §7: empowermentType 0 article, 1 video). */
export async function contentDetail(
  db: Kysely<DB>,
  contentId: number,
  viewerId: number | null,
): Promise<ContentDetail> {
  const row = await q.contentById(db, contentId);
  if (!row || row.status !== 1) throw notFound(CONTENT_MESSAGES.notFound);
  const industry = row.industry_id !== null ? { industryId: row.industry_id } : {};
  const [attachments, marks, related, solutions] = await Promise.all([
    q.attachmentsOf(db, [contentId]),
    viewerId ? q.marksOf(db, viewerId, contentId) : { liked: false, favorited: false },
    // more of the same type (a video's other videos), a solution's or case's from its industry
    q.listBrief(
      db,
      { type: row.type, ...(row.type >= CONTENT_TYPE.case ? industry : {}), excludeId: contentId },
      RELATED_MAX,
    ),
    // the related scheme (part 1 §2 detail): solutions, of this content's industry when it has one
    row.type === CONTENT_TYPE.solution
      ? []
      : q.listBrief(db, { type: CONTENT_TYPE.solution, ...industry }, RELATED_MAX),
  ]);
  return {
    ...toBrief(row),
    empowermentType: row.type === CONTENT_TYPE.video ? 1 : 0,
    bodyHtml: row.body_html,
    attachments: attachments.map(toAttachment),
    ...marks,
    related: related.map(toBrief),
    solutions: solutions.map(toBrief),
  };
}

/** One view (the web sends it once per page, debounced 1 s); unpublished content is not counted. */
export const countView = (db: Kysely<DB>, contentId: number) => q.countView(db, contentId);

async function mark(
  db: Kysely<DB>,
  table: 'content_like' | 'content_favorite',
  accountId: number,
  contentId: number,
  on: boolean,
): Promise<{ on: boolean; count: number }> {
  const count = await setMark(db, table, accountId, contentId, on);
  if (count === null) throw businessError(refusal(CONTENT_MESSAGES, 'notFound'), 404, 404);
  return { on, count };
}

export const likeContent = (db: Kysely<DB>, accountId: number, contentId: number, on: boolean) =>
  mark(db, 'content_like', accountId, contentId, on);
export const favoriteContent = (db: Kysely<DB>, accountId: number, contentId: number, on: boolean) =>
  mark(db, 'content_favorite', accountId, contentId, on);

/** The favourite tabs of /member/myFavorite: videos, and projects (solutions and cases). */
export async function favoritePage(
  db: Kysely<DB>,
  accountId: number,
  query: { tab: 'video' | 'project'; page: number; size: number },
): Promise<{ list: ContentBrief[]; total: number }> {
  const types = query.tab === 'video' ? [CONTENT_TYPE.video] : [CONTENT_TYPE.solution, CONTENT_TYPE.case];
  const { rows, total } = await q.favoritePage(db, accountId, types, query.page, query.size);
  return { list: rows.map(toBrief), total };
}

export async function staticPage(db: Kysely<DB>, code: string) {
  const p = await q.staticPage(db, code);
  if (!p) throw notFound(CONTENT_MESSAGES.pageNotFound);
  return { code: p.code, title: p.title, bodyHtml: p.body_html };
}
