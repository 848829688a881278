/** The content centre's reading side: categories, lists, detail, views, likes, favourites, static pages. */
import {
  CONTENT_MESSAGES,
  CONTENT_TYPE,
  type ContentBrief,
  type SearchPlan,
  planSearch,
  refusal,
  listedBy,
  INFORMATION_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { batchedRead, groupedBy } from '../../cache/batched.ts';
import { bus } from '../../events/index.ts';
import { ok } from '../../http/envelope.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { toAttachment, toBrief } from './presenter.ts';
import * as q from './queries.ts';
import { type Serialised, serialised } from '../../http/serialised.ts';
import { detailEnvelope, kept, withMarks } from './read-cache.ts';
import { searchSynonyms } from '../catalogue/index.ts';
import { setMark } from './reactions-queries.ts';
import { unwrittenViews } from './views.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const detailNo = listedBy(INFORMATION_ROUTES.detail);
const markNo = listedBy(INFORMATION_ROUTES.favorite, INFORMATION_ROUTES.like);
const staticPageNo = listedBy(INFORMATION_ROUTES.staticPage);

export interface Industry {
  id: number;
  name: string;
}

export async function listIndustries(db: Kysely<DB>): Promise<Industry[]> {
  return (await q.listIndustries(db)).map((r) => ({ id: Number(r.id), name: r.name }));
}

export const listCategories = (db: Kysely<DB>, type: number | undefined) => q.listCategories(db, type);

/** A keyword planned with the staff's search synonyms (the catalogue's, as fresh as its read model). */
async function planOf(db: Kysely<DB>, keyword: string | undefined): Promise<SearchPlan | undefined> {
  return keyword ? planSearch(keyword, { synonyms: await searchSynonyms(db), models: [] }) : undefined;
}

export type PortalListQuery = Omit<q.ListFilter, 'status' | 'excludeId' | 'types'> & { page: number; size: number };

/**
 * The portal's list page (published content) as its serialised envelope: kept a few seconds for every visitor
 * alike (read-cache.ts says how stale), its total kept per filter so the other pages and sizes do not count again.
 */
export function pageEnvelope(db: Kysely<DB>, query: PortalListQuery): Promise<Serialised> {
  return kept(db).lists.load(JSON.stringify(query), async () => {
    const { page, size, categoryCode, ...rest } = query;
    // a code to its categories first: a filter on known ids reads the category's index in list order
    const search = await planOf(db, rest.keyword);
    const filter: q.ListFilter = categoryCode
      ? { ...rest, search, categoryIds: await q.categoryIdsOf(db, categoryCode) }
      : { ...rest, search };
    const [rows, total] = await Promise.all([
      q.pageRows(db, filter, page, size),
      kept(db).totals.load(JSON.stringify({ categoryCode, ...rest }), () => q.countContent(db, filter)),
    ]);
    return serialised(JSON.stringify(ok(rows.map(toBrief), total)));
  });
}

const RELATED_MAX = 4;

/**
 * The first RELATED_MAX + 1 of a type (of a type in an industry) in list order, kept: a detail's related list is
 * these without the detail itself, its solutions the first RELATED_MAX of the solutions'.
 */
function sideList(db: Kysely<DB>, type: number, industryId: number | null): Promise<ContentBrief[]> {
  return kept(db).sides.load(`${type}|${industryId ?? ''}`, async () =>
    (await q.listBrief(db, { type, ...(industryId !== null ? { industryId } : {}) }, RELATED_MAX + 1)).map(toBrief),
  );
}

/** The details and the viewers' marks that the requests of one turn of the event loop miss, each in one statement. */
const detailReads = batchedRead(async (db, ids: readonly number[]) =>
  groupedBy(ids, await q.detailRows(db, ids), (r) => Number(r.id)).map(([row]) => row ?? null),
);
const markReads = batchedRead((db, keys: readonly { accountId: number; contentId: number }[]) => q.marksOf(db, keys));

async function loadDetail(db: Kysely<DB>, contentId: number): Promise<Serialised | null> {
  const row = await detailReads(db).load(contentId);
  if (!row || row.status !== 1) return null;
  const [related, solutions] = await Promise.all([
    // more of the same type (a video's other videos), a solution's or case's from its industry
    sideList(db, row.type, row.type >= CONTENT_TYPE.case ? row.industry_id : null),
    // the related scheme (part 1 §2 detail): solutions, of this content's industry when it has one
    row.type === CONTENT_TYPE.solution ? [] : sideList(db, CONTENT_TYPE.solution, row.industry_id),
  ]);
  return detailEnvelope({
    ...toBrief(row),
    viewCount: row.view_count + unwrittenViews(db, contentId),
    empowermentType: row.type === CONTENT_TYPE.video ? 1 : 0,
    bodyHtml: row.body_html,
    attachments: row.attachments.map(toAttachment),
    liked: false,
    favorited: false,
    related: related.filter((b) => b.contentId !== contentId).slice(0, RELATED_MAX),
    solutions: solutions.slice(0, RELATED_MAX),
  });
}

/**
 * The portal's detail of published content (part 1 §7: empowermentType 0 article, 1 video) as its serialised
 * envelope: the kept one (read-cache.ts), with a signed-in viewer's own marks read fresh and written in.
 */
export async function detailEnvelopeOf(
  db: Kysely<DB>,
  contentId: number,
  viewerId: number | null,
): Promise<Serialised> {
  const [shared, marks] = await Promise.all([
    kept(db).details.load(contentId, () => loadDetail(db, contentId)),
    viewerId ? markReads(db).load({ accountId: viewerId, contentId }) : null,
  ]);
  if (!shared) throw notFound(detailNo(refusal(CONTENT_MESSAGES, 'notFound')));
  return marks ? withMarks(shared, marks) : shared;
}

async function mark(
  db: Kysely<DB>,
  table: 'content_like' | 'content_favorite',
  accountId: number,
  contentId: number,
  on: boolean,
): Promise<{ on: boolean; count: number }> {
  const count = await setMark(db, table, accountId, contentId, on);
  if (count === null) throw businessError(markNo(refusal(CONTENT_MESSAGES, 'notFound')), 404, 404);
  bus.emit(db, { type: 'content.changed', contentId, what: 'counts' });
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
  if (!p) throw notFound(staticPageNo(refusal(CONTENT_MESSAGES, 'pageNotFound')));
  return { code: p.code, title: p.title, bodyHtml: p.body_html };
}
