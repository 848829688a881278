/** SQL of the content module's reading side: categories, lists, detail, attachments, static pages. */
import { escapeLike, searchTerms, termGrams, type SearchPlan } from '@portal/domain';
import { sql, type SqlBool } from 'kysely';
import type { Db } from './tables.ts';

export function listIndustries(db: Db) {
  return db.selectFrom('solution_industry').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}

export function industryExists(db: Db, id: number) {
  return db.selectFrom('solution_industry').select('id').where('id', '=', id).executeTakeFirst();
}

export function listCategories(db: Db, type: number | undefined) {
  let q = db.selectFrom('content_category').select(['id', 'type', 'code', 'name']);
  if (type !== undefined) q = q.where('type', '=', type);
  return q.orderBy('type').orderBy('sort').orderBy('id').execute();
}

export async function categoryIdsOf(db: Db, code: string): Promise<number[]> {
  const rows = await db.selectFrom('content_category').select('id').where('code', '=', code).execute();
  return rows.map((r) => Number(r.id));
}

export function categoryById(db: Db, id: number) {
  return db.selectFrom('content_category').select(['id', 'type', 'code']).where('id', '=', id).executeTakeFirst();
}

export interface ListFilter {
  type?: number | undefined;
  types?: number[] | undefined;
  categoryCode?: string | undefined;
  /** The categories of a code, resolved beforehand (categoryIdsOf): the planner then reads that category's index. */
  categoryIds?: number[] | undefined;
  industryId?: number | undefined;
  keyword?: string | undefined;
  /** The keyword planned with the search synonyms (service.ts): its pieces' alternatives match, titles first. */
  search?: SearchPlan | undefined;
  hot?: boolean | undefined;
  /** Published only (the portal), or any status (management; `status` narrows it). */
  status?: number | 'any';
  excludeId?: number;
}

export function briefBase(db: Db) {
  return db
    .selectFrom('content as c')
    .leftJoin('content_category as cc', 'cc.id', 'c.category_id')
    .leftJoin('solution_industry as si', 'si.id', 'c.industry_id');
}

export const BRIEF = [
  'c.id',
  'c.type',
  'c.title',
  'c.summary',
  'c.cover_url',
  'cc.code as category_code',
  'cc.name as category_name',
  'c.category_id',
  'c.industry_id',
  'si.name as industry_name',
  'c.video_url',
  'c.poster_url',
  'c.duration_seconds',
  'c.view_count',
  'c.like_count',
  'c.favorite_count',
  'c.comment_count',
  'c.hot',
  'c.published_at',
  'c.status',
  'c.sort',
] as const;

function filtered(db: Db, f: ListFilter) {
  let q = briefBase(db);
  const status = f.status ?? 1;
  if (status !== 'any') q = q.where('c.status', '=', status);
  if (f.type !== undefined) q = q.where('c.type', '=', f.type);
  if (f.types) q = q.where('c.type', 'in', f.types);
  // by id, so the category's index serves the page (a filter on the joined code could not)
  if (f.categoryCode) {
    const code = f.categoryCode;
    q = q.where('c.category_id', 'in', (eb) => eb.selectFrom('content_category').select('id').where('code', '=', code));
  }
  if (f.categoryIds) q = f.categoryIds.length ? q.where('c.category_id', 'in', f.categoryIds) : q.where(sql.lit(false));
  if (f.industryId !== undefined) q = q.where('c.industry_id', '=', f.industryId);
  if (f.hot) q = q.where('c.hot', '=', true);
  if (f.excludeId !== undefined) q = q.where('c.id', '<>', f.excludeId);
  // The catalogue's Chinese matching: every gram of every term in the GIN index, then the exact substring; a piece
  // with synonyms (relevance.ts planSearch) matches by any of its alternatives.
  const pieces = f.search?.pieces ?? searchTerms(f.keyword ?? '').map((t) => ({ text: t, alts: [t] }));
  for (const p of pieces) {
    const like = (a: string) => sql<SqlBool>`lower(c.title || ' ' || c.summary) like ${'%' + escapeLike(a) + '%'}`;
    if (p.alts.length === 1)
      q = q.where(sql<SqlBool>`c.search_grams @> ${sql.val(termGrams(p.text))}::text[]`).where(like(p.text));
    else q = q.where((eb) => eb.or(p.alts.map(like)));
  }
  return q;
}

/** How many of the plan's pieces the title holds (a title match ranks above a summary's). */
function titleHits(plan: SearchPlan) {
  return sql.join(
    plan.pieces.map(
      (p) =>
        sql`(case when ${sql.join(
          p.alts.map((a) => sql`lower(c.title) like ${'%' + escapeLike(a) + '%'}`),
          sql` or `,
        )} then 1 else 0 end)`,
    ),
    sql` + `,
  );
}

export type BriefRow = Awaited<ReturnType<typeof pageRows>>[number];

/**
 * The filter's briefs in list order (sort desc, published desc, id desc: the lists' indexes' order); with a keyword,
 * those whose title holds more of its pieces first.
 */
function ordered(db: Db, f: ListFilter) {
  return filtered(db, f)
    .select(BRIEF)
    .$if(Boolean(f.search?.pieces.length), (qb) => qb.orderBy(sql`${titleHits(f.search!)}`, 'desc'))
    .orderBy('c.sort', 'desc')
    .orderBy(sql`c.published_at desc nulls last`)
    .orderBy('c.id', 'desc');
}

/** One page of briefs in list order. */
export function pageRows(db: Db, f: ListFilter, page: number, size: number) {
  return ordered(db, f)
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

/** How many rows the filter matches (the list's total). */
export async function countContent(db: Db, f: ListFilter): Promise<number> {
  const r = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function pageContent(db: Db, f: ListFilter, page: number, size: number) {
  const [rows, total] = await Promise.all([pageRows(db, f, page, size), countContent(db, f)]);
  return { rows, total };
}

/** The first `limit` briefs in list order, without a total (a detail's side lists). */
export function listBrief(db: Db, f: ListFilter, limit: number) {
  return ordered(db, f).limit(limit).execute();
}

export function contentById(db: Db, id: number) {
  return briefBase(db).select(BRIEF).select('c.body_html').where('c.id', '=', id).executeTakeFirst();
}

export interface AttachmentRow {
  id: number | string;
  name: string;
  url: string;
  file_type: string;
  size_bytes: number;
}

/** Details in one statement: each row, its body and its attachments (in their order, as JSON). */
export function detailRows(db: Db, ids: readonly number[]) {
  return briefBase(db)
    .select(BRIEF)
    .select('c.body_html')
    .select(
      sql<AttachmentRow[]>`(select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'url', a.url,
        'file_type', a.file_type, 'size_bytes', a.size_bytes) order by a.sort, a.id), '[]'::json)
        from content_attachment a where a.content_id = c.id)`.as('attachments'),
    )
    .where('c.id', 'in', ids)
    .execute();
}

export function attachmentsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('content_attachment')
    .select(['id', 'content_id', 'name', 'url', 'file_type', 'size_bytes'])
    .where('content_id', 'in', ids)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Whether each account liked and favourited each content, in the keys' order (one statement for them all). */
export async function marksOf(db: Db, keys: readonly { accountId: number; contentId: number }[]) {
  const r = await sql<{ liked: boolean; favorited: boolean }>`
    select exists (select 1 from content_like l where l.account_id = k.a and l.content_id = k.c) as liked,
           exists (select 1 from content_favorite f where f.account_id = k.a and f.content_id = k.c) as favorited
    from unnest(${keys.map((k) => k.accountId)}::bigint[], ${keys.map((k) => k.contentId)}::bigint[])
      with ordinality as k(a, c, i)
    order by k.i`.execute(db);
  return r.rows.map((m) => ({ liked: m.liked, favorited: m.favorited }));
}

/** Adds counted views ([content id, views], in id order) to published content, in one statement. */
export async function addViews(db: Db, counts: readonly (readonly [number, number])[]): Promise<void> {
  await sql`
    update content c set view_count = c.view_count + v.n
    from unnest(${counts.map(([id]) => id)}::bigint[], ${counts.map(([, n]) => n)}::int[]) as v(id, n)
    where c.id = v.id and c.status = 1`.execute(db);
}

export function staticPage(db: Db, code: string) {
  return db
    .selectFrom('static_page')
    .select(['code', 'title', 'body_html'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function favoritePage(db: Db, accountId: number, types: number[], page: number, size: number) {
  const q = briefBase(db)
    .innerJoin('content_favorite as f', 'f.content_id', 'c.id')
    .where('f.account_id', '=', accountId)
    .where('c.type', 'in', types)
    .where('c.status', '=', 1);
  const [rows, total] = await Promise.all([
    q
      .select(BRIEF)
      .orderBy('f.created_at', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
