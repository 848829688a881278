/**
 * The keyword page in SQL ranked by relevance (issue 46), the reference the read model's answer is compared with
 * (read-model.test.ts): the matching families found by the page's WHERE (the plan's LIKEs, queries.ts spuFilters),
 * their search documents read from the database, ranked by the domain's rankDocs (the function search-rank.ts applies
 * to the model), then the page's rows read. The same rows give the same order on PGlite and PostgreSQL.
 */
import { rankDocs, type SearchDoc, type SpuPageQuery } from '@portal/domain';
import { sql } from 'kysely';
import {
  pageSpus,
  spuFilters,
  withSkus,
  type PageFilters,
  type PriceViewer,
  type SpuEb,
  type SpuPageRow,
} from './queries.ts';
import { spuColumns, spuFrom, spuPricedFrom } from './spu-columns.ts';
import type { Db } from './tables.ts';

/** The families matching the page's filters as search documents (everything the score reads). */
function matchedDocs(db: Db, q: SpuPageQuery, f: PageFilters, viewer: PriceViewer) {
  return spuPricedFrom(db, viewer.plan)
    .leftJoin('category as c1', 'c1.id', 's.first_category_id')
    .leftJoin('category as c2', 'c2.id', 's.second_category_id')
    .select([
      's.id',
      's.spu_name',
      's.search_text',
      's.times_used',
      's.listed_at',
      'c1.name as first_name',
      'c2.name as second_name',
      sql<string[]>`array(select lower(k.model) from sku k where k.spu_id = s.id order by k.sort, k.id)`.as('models'),
      sql<string[]>`array(select lower(a.value_text) from sku k join sku_attr a on a.sku_id = k.id
        where k.spu_id = s.id order by k.sort, k.id, a.attr_id)`.as('texts'),
    ])
    .where((eb) => spuFilters(eb as unknown as SpuEb, q, f, viewer))
    .execute();
}

/** One page of families ranked by relevance and how many match (as queries.ts pageSpus answers). */
async function rankedPageSpus(db: Db, q: SpuPageQuery, f: PageFilters, viewer: PriceViewer) {
  const rows = await matchedDocs(db, q, f, viewer);
  const docs: SearchDoc[] = rows.map((r) => ({
    id: Number(r.id),
    name: r.spu_name.toLowerCase(),
    firstCategory: (r.first_name ?? '').toLowerCase(),
    secondCategory: (r.second_name ?? '').toLowerCase(),
    searchText: r.search_text,
    models: r.models,
    attrTexts: r.texts,
    timesUsed: Number(r.times_used),
    listedAt: r.listed_at === null ? null : new Date(r.listed_at).getTime(),
  }));
  const ranked = rankDocs(docs, f.search!);
  const ids = ranked.slice((q.page - 1) * q.size, q.page * q.size).map((d) => d.id);
  const pageRows = ids.length
    ? await spuFrom(db, viewer.plan).select(spuColumns(viewer.plan)).where('s.id', 'in', ids).execute()
    : [];
  const byId = new Map(pageRows.map((r) => [Number(r.id), r as SpuPageRow]));
  const inOrder = ids.map((id) => byId.get(id)!);
  return { rows: await withSkus(db, inOrder, viewer.plan), total: ranked.length };
}

/** The SQL page: ranked by relevance for a keyword without a chosen sort, else queries.ts pageSpus. */
export function sqlPage(db: Db, q: SpuPageQuery, f: PageFilters, viewer: PriceViewer) {
  return q.keyword && f.search && q.sort === undefined ? rankedPageSpus(db, q, f, viewer) : pageSpus(db, q, f, viewer);
}
