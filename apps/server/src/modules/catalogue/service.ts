/**
 * Catalogue use cases: the category tree and attribute filters (cached briefly: they change only with
 * the catalogue), the spu page, product and suite detail, shops, hot words, tracking and the match list.
 */
import {
  CATALOGUE_MESSAGES,
  TRACK_EVENTS,
  type AddToMatchOrderInput,
  type CategoryAttr,
  type CategoryNode,
  type HotWord,
  type CatalogueShop,
  type SpuBase,
  type SpuListItem,
  type SpuPageQuery,
  type TrackEvent,
  refusal,
  listedBy,
  CATALOGUE_ROUTES,
  FAVORITE_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ok } from '../../http/envelope.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { paramRows, toListItem, toSpuBase, type AttrDef } from './presenter.ts';
import { listSellingDealers } from '../account/index.ts';
import { boundFirstMerchantNos } from '../dealer/index.ts';
import * as q from './queries.ts';
import { serialised, type Serialised } from '../../http/serialised.ts';
import { serialisedBytes, SizedMap } from '../../cache/sized-map.ts';
import { bus } from '../../events/index.ts';
import { catalogueModel, type CatalogueModel } from './read-model.ts';
import { modelPage, modelPageSpus, pageItemsJson, seesPrivate } from './model-page.ts';
import { invalidateMeta, meta, priced, seen, type Meta, type Viewer } from './viewer-meta.ts';
import { forgivingPlan } from './forgiving-search.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const shopsNo = listedBy(CATALOGUE_ROUTES.shops);
const addToMatchListNo = listedBy(CATALOGUE_ROUTES.addToMatchList);
const requireSpuIdNo = listedBy(FAVORITE_ROUTES.add, FAVORITE_ROUTES.del, FAVORITE_ROUTES.status);

export async function categoryTree(db: Kysely<DB>): Promise<CategoryNode[]> {
  return (await meta(db)).tree;
}

function secondIds(m: Meta, ids: number[]): number[] {
  return [...new Set(ids.flatMap((id) => m.secondIdsOf.get(id) ?? []))];
}

/**
 * Filterable attributes for the chosen categories, merged by key (so a first category offers
 * 'resolution' across all its cameras), with the values in numeric order where they have one.
 */
export async function filterAttrs(db: Kysely<DB>, categoryIds: number[]): Promise<CategoryAttr[]> {
  const m = await meta(db);
  const cats = new Set(secondIds(m, categoryIds));
  const defs = m.attrDefs.filter((d) => d.filterable && cats.has(d.category_id));
  const values = await q.listAttrValues(
    db,
    defs.map((d) => d.id),
  );
  const byKey = new Map<string, { def: AttrDef; vals: Map<string, number | null> }>();
  const keyOf = new Map(defs.map((d) => [d.id, d.attr_key]));
  for (const d of defs) if (!byKey.has(d.attr_key)) byKey.set(d.attr_key, { def: d, vals: new Map() });
  for (const v of values) {
    const entry = byKey.get(keyOf.get(v.attr_id)!)!;
    entry.vals.set(v.value_text, v.num === null ? null : Number(v.num));
  }
  return [...byKey.values()]
    .filter((e) => e.vals.size > 0)
    .sort((a, b) => a.def.sort - b.def.sort)
    .map(({ def, vals }) => ({
      attrKey: def.attr_key,
      attrName: def.attr_name,
      unit: def.unit,
      attrValues: [...vals.entries()]
        .sort(([ta, na], [tb, nb]) => (na !== null && nb !== null ? na - nb : ta.localeCompare(tb, 'zh-CN')))
        .map(([t]) => t),
    }));
}

/**
 * The page as the serialised envelope. A page is 5–20 KB (20 lean families; with `fields=skus` their models too), so pages are
 * kept serialised for a few seconds (the catalogue changes rarely and a hot list is asked for by many alike) and
 * the HTTP layer sends the text as it is. A cached page is keyed by the price plan (level and dealer) and the
 * query, so viewers share a page only when they see the same prices. Viewers who see private products (their own
 * or their shops') have a personal catalogue and always read fresh.
 */
const PAGE_TTL_MS = 5_000;
/** Kept pages weigh at most this (text and gzip; issue 47 §3: a budget of bytes, not of entries). */
const PAGE_CACHE_BYTES = 24 * 1024 * 1024;
/** A page's weight until its text is made (about a list page of 20 families). */
const PAGE_WEIGHT_GUESS = 24 * 1024;
// A page is gzipped at level 1 (73 KB: 0.55 ms, 8.6 KB; the default 0.85 ms, 6.7 KB): a personal page serves one
// request and a kept one few (the bench's mix: 6.5 % hits), so the faster level costs less than the smaller bytes save.
const PAGE_GZIP_LEVEL = 1;

const pageCache = new WeakMap<
  Kysely<DB>,
  SizedMap<string, { at: number; value: Promise<Serialised>; model: CatalogueModel }>
>();

/** How a page was answered (the `x-page-cache` header: the benchmark's hit rate). */
export type PageCacheState = 'hit' | 'miss' | 'personal';

export async function pageEnvelope(
  db: Kysely<DB>,
  query: SpuPageQuery,
  viewer: Viewer,
): Promise<Serialised & { cache: PageCacheState }> {
  const [pv, model] = await Promise.all([priced(db, viewer), catalogueModel(db)]);
  const personal = pv.accountId !== null && seesPrivate(model, pv.accountId, pv.tenants);
  const build = async () => {
    const { spus, total } = modelPageSpus(model, query, await pageFilters(db, query, model), pv);
    // The envelope with the items' kept JSON in place of its empty list (a function: no `$` patterns in the text).
    const withModels = query.fields === 'skus';
    const items = pageItemsJson(model, pv.plan, query.fields ?? '', spus, (r) => toListItem(r, withModels));
    const json = JSON.stringify(ok([], total)).replace('"data":[]', () => `"data":${items}`);
    return serialised(json, PAGE_GZIP_LEVEL);
  };
  if (personal) return { ...(await build()), cache: 'personal' };
  let cache = pageCache.get(db);
  if (!cache) pageCache.set(db, (cache = new SizedMap(PAGE_CACHE_BYTES)));
  const key = `${pv.plan.key}|${JSON.stringify(query)}`;
  const hit = cache.get(key);
  // Only while its model answers (a catalogue write committed before this request gives a new model).
  if (hit && hit.model === model && Date.now() - hit.at < PAGE_TTL_MS) return { ...(await hit.value), cache: 'hit' };
  const value = build();
  const kept = { at: Date.now(), value, model };
  // Weighed once its text is made (until then PAGE_WEIGHT_GUESS).
  cache.set(key, kept, PAGE_WEIGHT_GUESS);
  value.then(
    (v) => cache.get(key) === kept && cache.resize(key, serialisedBytes(v.json)),
    () => cache.delete(key),
  );
  return { ...(await value), cache: 'miss' };
}

/** Forget cached guest pages (after catalogue edits). */
function invalidatePages(db: Kysely<DB>): void {
  pageCache.delete(db);
}

// Any write to the catalogue's tables, on any instance (migration 0180's triggers): metadata and pages read again.
bus.on('catalogue.changed', (_e, db) => {
  invalidateMeta(db);
  invalidatePages(db);
});

export async function pageSpus(
  db: Kysely<DB>,
  query: SpuPageQuery,
  viewer: Viewer,
): Promise<{ list: SpuListItem[]; total: number }> {
  return pageFor(db, query, await priced(db, viewer));
}

/** The page's category and attribute filters resolved to ids (the same for the model and the SQL page). */
export async function pageFilters(db: Kysely<DB>, query: SpuPageQuery, model: CatalogueModel): Promise<q.PageFilters> {
  const m = await meta(db);
  const ids = [...(query.categoryIds ?? []), ...(query.portalCatagoryId !== undefined ? [query.portalCatagoryId] : [])];
  const second = ids.length ? secondIds(m, ids) : null;
  const inScope = second ? new Set(second) : null;
  const search = query.keyword ? (await forgivingPlan(db, model, query.keyword, query.literal === true)).plan : null;
  const attrs = (query.attributesStr ?? []).map((f) => ({
    values: f.values,
    attrIds: /^\d+$/.test(f.attr)
      ? [Number(f.attr)]
      : m.attrDefs.filter((d) => d.attr_key === f.attr && (!inScope || inScope.has(d.category_id))).map((d) => d.id),
  }));
  return { secondIds: second, attrs, search };
}

async function pageFor(
  db: Kysely<DB>,
  query: SpuPageQuery,
  viewer: q.PriceViewer,
): Promise<{ list: SpuListItem[]; total: number }> {
  // From the read model (read-model.ts: no database round trip); q.pageSpus is the same page in SQL, the reference.
  const m = await catalogueModel(db);
  const f = await pageFilters(db, query, m);
  const { rows, total } = modelPage(m, query, f, viewer);
  return { list: rows.map((r) => toListItem(r, query.fields === 'skus')), total };
}

/** Parameter rows of skus for compare: the same table the detail shows. */
export async function skuParams(
  db: Kysely<DB>,
  skus: { sku_id: number; second_category_id: number | null; attrs: Record<string, unknown> }[],
) {
  const m = await meta(db);
  const texts = await q.listSkuAttrTexts(
    db,
    skus.map((s) => s.sku_id),
  );
  return skus.map((s) =>
    paramRows(
      s.attrs,
      m.defsByCategory.get(s.second_category_id ?? -1) ?? [],
      new Map(texts.filter((t) => t.sku_id === s.sku_id).map((t) => [t.attr_id, t.value_text])),
    ),
  );
}

/** Models by number the viewer may see, with their price for this viewer (compare). */
export async function findSkus(db: Kysely<DB>, skuNos: string[], viewer: Viewer) {
  if (!skuNos.length) return [];
  return q.findSkus(db, skuNos, await priced(db, viewer));
}

export async function shopsFor(db: Kysely<DB>, spuNo: string, viewer: Viewer): Promise<CatalogueShop[]> {
  if (!(await q.findSpuId(db, spuNo, await seen(db, viewer))))
    throw notFound(shopsNo(refusal(CATALOGUE_MESSAGES, 'spuNotFound')));
  const bound = viewer.accountId === null ? [] : await boundFirstMerchantNos(db, viewer.accountId);
  const rows = await listSellingDealers(db, bound, 8);
  return rows.map((r) => ({
    merchantNo: r.merchant_no,
    enterpriseName: r.company_name,
    contactPhone: r.contact_phone,
    provinceName: r.province_name,
    cityName: r.city_name,
  }));
}

export async function hotWords(db: Kysely<DB>, location: number): Promise<HotWord[]> {
  const rows = await q.listHotWords(db, location);
  return rows.map((r) => ({ word: r.word, status: r.status, linkType: r.link_type, linkUrl: r.link_url }));
}

export async function keywords(db: Kysely<DB>, location: number): Promise<string[]> {
  return (await q.listKeywords(db, location)).map((r) => r.keyword);
}

/** Product events count as a use of the product (the 'times used' sort). */
const USE_EVENTS = new Set<string>([TRACK_EVENTS.addMatch, TRACK_EVENTS.addCompare, TRACK_EVENTS.favorite]);

export async function track(db: Kysely<DB>, e: TrackEvent, accountId: number | null): Promise<void> {
  await q.recordEvent(db, { accountId, ...e }, USE_EVENTS.has(e.eventId));
}

/** 'Add to match order': lines join the account's match list; the price is this viewer's, not the browser's. */
export async function addToMatchList(
  db: Kysely<DB>,
  accountId: number,
  input: AddToMatchOrderInput,
): Promise<{ count: number }> {
  const skus = await findSkus(
    db,
    input.productList.map((l) => l.skuNo),
    { accountId },
  );
  const bySku = new Map(skus.map((s) => [s.sku_no, s]));
  const lines = input.productList.map((l) => {
    const s = bySku.get(l.skuNo);
    if (!s || s.spu_no !== l.spuNo) throw notFound(addToMatchListNo(refusal(CATALOGUE_MESSAGES, 'spuNotFound')));
    if (s.sku_status !== 0) throw businessError(addToMatchListNo(refusal(CATALOGUE_MESSAGES, 'skuDeactivated')));
    return {
      spuNo: s.spu_no,
      skuNo: s.sku_no,
      priceFen: s.price_fen === null ? null : Number(s.price_fen),
      quantity: l.quantity ?? 1,
    };
  });
  const count = await q.addMatchLines(db, accountId, lines);
  for (const l of lines)
    await q.recordEvent(db, { accountId, terminalType: 2, eventId: TRACK_EVENTS.addMatch, contentId: l.spuNo }, true);
  return { count };
}

/** The spu's internal id if the viewer may see it, else null (a coupon's scope names what may be gone). */
export async function spuIdOf(db: Kysely<DB>, spuNo: string, viewer: Viewer): Promise<number | null> {
  return (await q.findSpuId(db, spuNo, await seen(db, viewer)))?.id ?? null;
}

/** The spu's internal id if the viewer may see it (favourites), else 404 '商品不存在'. */
export async function requireSpuId(db: Kysely<DB>, spuNo: string, viewer: Viewer): Promise<number> {
  const id = await spuIdOf(db, spuNo, viewer);
  if (id === null) throw notFound(requireSpuIdNo(refusal(CATALOGUE_MESSAGES, 'spuNotFound')));
  return id;
}

export async function spusByIds(db: Kysely<DB>, ids: number[], viewer: Viewer): Promise<Map<number, SpuBase>> {
  if (!ids.length) return new Map();
  const rows = await q.listSpusByIds(db, ids, (await priced(db, viewer)).plan);
  return new Map(rows.map((r) => [r.id, toSpuBase(r)]));
}
