/**
 * The spu page answered from the read model (read-model.ts): the same filters, order (ties included) and prices as
 * the SQL page (search-rank-queries.ts sqlPage: queries.ts pageSpus, or for a keyword the domain's relevance on rows
 * read in SQL), which stays as the reference: read-model.test.ts runs
 * thousands of queries of the bench's kind through both and requires identical answers.
 */
import type { SpuPageQuery } from '@portal/domain';
import { type PageFilters, type PriceViewer, type SkuJson, type SpuPageRow } from './queries.ts';
import { familyPrice, skuPrice, type CatalogueModel, type ModelSku, type ModelSpu } from './read-model.ts';
import { attrCandidates, marksOf } from './model-index.ts';
import { orderBytes } from './model-types.ts';
import { rankedFamilies } from './search-rank.ts';

/** Whether `viewer` may see family `s` at all (queries.ts `visible`), and whether it is one of their own. */
function ownPrivate(s: ModelSpu, accountId: number | null, tenants: readonly string[]): boolean {
  if (accountId === null) return false;
  return s.ownerAccountId === accountId || (s.privateTenant !== null && tenants.includes(s.privateTenant));
}
const isPublic = (s: ModelSpu) => s.privateTenant === null && s.ownerAccountId === null;

export function visibleTo(s: ModelSpu, viewer: { accountId: number | null; tenants: readonly string[] }): boolean {
  return isPublic(s) || ownPrivate(s, viewer.accountId, viewer.tenants);
}

/** Whether the account sees any private product (its own, or one of its shops'): such viewers' pages are personal. */
export function seesPrivate(m: CatalogueModel, accountId: number, tenants: readonly string[]): boolean {
  return m.privateSpus.some((s) => ownPrivate(s, accountId, tenants));
}

/** The page's filters but the keyword as a test of one family (the keyword's families are its ranked list's). */
function matcher(q: SpuPageQuery, f: PageFilters, viewer: PriceViewer): (s: ModelSpu) => boolean {
  const status = q.status ?? 0;
  const second = f.secondIds ? new Set(f.secondIds) : null;
  const labels = q.labels !== undefined && q.labels !== -1 ? q.labels : null;
  const attrs = f.attrs.map((a) => ({ ids: a.attrIds, values: new Set(a.values) }));
  const skuChecks = q.b2bStockStatus === 0 || q.skuStatus !== undefined || attrs.length > 0;
  const skuOk = (k: ModelSku) =>
    (q.b2bStockStatus !== 0 || (k.stock > 0 && k.status === 0)) &&
    (q.skuStatus === undefined || k.status === q.skuStatus) &&
    attrs.every((a) => a.ids.some((id) => a.values.has(k.texts.get(id) as string)));
  return (s) => {
    if (s.status !== status) return false;
    if (q.customSpuSource === 0) {
      if (!ownPrivate(s, viewer.accountId, viewer.tenants)) return false;
    } else {
      if (!visibleTo(s, viewer)) return false;
      if (q.customSpuSource === 1 && s.source !== 1) return false;
    }
    if (second && (s.secondCategoryId === null || !second.has(s.secondCategoryId))) return false;
    if (q.type !== undefined && s.skuType !== q.type) return false;
    if (q.brandId !== undefined && s.brandId !== q.brandId) return false;
    if (q.skuSaleType !== undefined && s.skuSaleType !== q.skuSaleType) return false;
    if (labels !== null && (s.labels & labels) === 0) return false;
    return !skuChecks || s.skus.some(skuOk);
  };
}

type Key = number | boolean | null;
/** One sort key as SQL orders it: direction and where nulls go (PostgreSQL: nulls first in desc unless told). */
interface SortKey {
  value: (s: ModelSpu) => Key;
  desc: boolean;
  nullsLast: boolean;
}

function sortKeys(m: CatalogueModel, q: SpuPageQuery, viewer: PriceViewer): SortKey[] {
  const desc = (q.order ?? 'desc') === 'desc';
  if (q.sort === 'price') return [{ value: (s) => familyPrice(m, viewer.plan, s), desc, nullsLast: true }];
  if (q.sort === 'sumNo') return [{ value: (s) => s.timesUsed, desc, nullsLast: !desc }];
  if (q.sort === 'listedAt') return [{ value: (s) => s.listedAt?.getTime() ?? null, desc, nullsLast: true }];
  return [{ value: (s) => s.timesUsed, desc: true, nullsLast: false }];
}

function compareKey(a: Key, b: Key, k: SortKey): number {
  if (a === b) return 0;
  if (a === null) return k.nullsLast ? 1 : -1;
  if (b === null) return k.nullsLast ? -1 : 1;
  const c = a < b ? -1 : 1;
  return k.desc ? -c : c;
}

/** How two families compare under `keys`, ties broken by the newest id first (as the SQL's last order term). */
function comparer(keys: SortKey[]): (a: { s: ModelSpu; v: Key[] }, b: { s: ModelSpu; v: Key[] }) => number {
  return (a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const c = compareKey(a.v[i]!, b.v[i]!, keys[i]!);
      if (c !== 0) return c;
    }
    return b.s.id - a.s.id;
  };
}

/**
 * Every family in the order of a sort that does not depend on the query (price, times used, listing date, or the
 * default without a keyword), kept on the model per sort and price plan (CatalogueModel.orders; dropped with the
 * model and when the counters change): a page is then a walk in that order, with no sort per request.
 */

function keptOrder(
  m: CatalogueModel,
  q: SpuPageQuery,
  viewer: PriceViewer,
  keys: SortKey[],
  secondIds: number[] | null,
): ModelSpu[] {
  const key = `${q.sort ?? ''}|${q.order ?? 'desc'}|${q.sort === 'price' ? viewer.plan.key : ''}`;
  let order = m.orders.get(key);
  if (!order) {
    const all = m.spus.map((s) => ({ s, v: keys.map((k) => k.value(s)) }));
    order = all.sort(comparer(keys)).map((x) => x.s);
    m.orders.set(key, order, orderBytes(order));
  }
  if (!secondIds) return order;
  // A category's families in that order (most queries name one): kept beside it, so a page walks only them.
  const inCategory = `${key}|${secondIds.join(',')}`;
  let sub = m.orders.get(inCategory);
  if (!sub) {
    const second = new Set(secondIds);
    sub = order.filter((s) => s.secondCategoryId !== null && second.has(s.secondCategoryId));
    m.orders.set(inCategory, sub, orderBytes(sub));
  }
  return sub;
}

/**
 * Each family's place in a kept order of every family (by pos; one per sort and price plan), made once per order
 * (orders are dropped with the counters).
 */
const places = new WeakMap<readonly ModelSpu[], Int32Array>();

/** `some` (families of `order`) in `order`'s order. */
function inOrderOf(order: readonly ModelSpu[], some: readonly ModelSpu[]): ModelSpu[] {
  let place = places.get(order);
  if (!place) {
    place = new Int32Array(order.reduce((n, s) => Math.max(n, s.pos + 1), 0)).fill(-1);
    order.forEach((s, i) => (place![s.pos] = i));
    places.set(order, place);
  }
  const at = place;
  return some.filter((s) => s.pos < at.length && at[s.pos]! >= 0).sort((a, b) => at[a.pos]! - at[b.pos]!);
}

/** A number per ranked list (a keyword's families), for the count's key. */
const foundIds = new WeakMap<readonly ModelSpu[], number>();
let foundNext = 0;

/** At most this many filters' counts kept per model (each a short key and a number). */
const COUNTS_MAX = 20_000;

/**
 * What decides which families a page holds, whatever its sort and page: the filters, the keyword's families and
 * whom the viewer sees (the public families, or also its own private ones).
 */
function countKey(m: CatalogueModel, q: SpuPageQuery, f: PageFilters, viewer: PriceViewer, found: ModelSpu[] | null) {
  let keyword = '';
  if (found) {
    let id = foundIds.get(found);
    if (id === undefined) foundIds.set(found, (id = foundNext++));
    keyword = String(id);
  }
  const own = viewer.accountId !== null && seesPrivate(m, viewer.accountId, viewer.tenants);
  const who = own ? `${viewer.accountId}|${viewer.tenants.join(',')}` : '';
  const attrs = f.attrs.map((a) => [a.attrIds, a.values]);
  const { status, customSpuSource, type, brandId, skuSaleType, labels, b2bStockStatus, skuStatus } = q;
  const rest = [status, customSpuSource, type, brandId, skuSaleType, labels, b2bStockStatus, skuStatus];
  return JSON.stringify([keyword, who, f.secondIds, attrs, rest]);
}

/**
 * One page's families and how many match, in the SQL page's order (queries.ts pageSpus). How many match is kept per
 * filter (CatalogueModel.counts, dropped with the counters: the stock filter reads them), so a page after the first
 * of its filters walks its order only until the page is full.
 */
export function modelPageSpus(
  m: CatalogueModel,
  q: SpuPageQuery,
  f: PageFilters,
  viewer: PriceViewer,
): { spus: ModelSpu[]; total: number } {
  const start = (q.page - 1) * q.size;
  const end = start + q.size;
  // A keyword without a chosen sort: relevance (search-rank.ts, kept per keyword), else a kept query-independent order.
  const ranked = Boolean(q.keyword && f.search && q.sort === undefined);
  const found = q.keyword && f.search ? rankedFamilies(m, q.keyword, f.search) : null;
  const key = countKey(m, q, f, viewer, found);
  const known = m.counts.get(key);
  // Past the last match: nothing to walk.
  if (known !== undefined && known <= start) return { spus: [], total: known };
  const kept = ranked ? found! : keptOrder(m, q, viewer, sortKeys(m, q, viewer), f.secondIds);
  // A keyword under another sort: its few families (in no category) in that order, else the order walked with the
  // keyword's families marked (model-index.ts); a category's order is short.
  const few = !ranked && !f.secondIds && found && found.length * 16 < kept.length;
  const order = few ? inOrderOf(kept, found) : kept;
  const marks = found && !ranked && !few ? marksOf(m, found) : null;
  const match = matcher(q, f, viewer);
  const may = attrCandidates(
    m,
    f.attrs.map((a) => ({ ids: a.attrIds, values: new Set(a.values) })),
  );
  const last = known === undefined ? Infinity : Math.min(known, end);
  const spus: ModelSpu[] = [];
  let total = 0;
  for (const s of order)
    if ((!may || may[s.pos]) && (!marks || marks[s.pos]) && match(s)) {
      if (total >= start && total < end) spus.push(s);
      if (++total >= last) break;
    }
  if (known !== undefined) return { spus, total: known };
  if (m.counts.size >= COUNTS_MAX) m.counts.delete(m.counts.keys().next().value!);
  m.counts.set(key, total);
  return { spus, total };
}

type PageRow = SpuPageRow & { skus: SkuJson[] };

/** A family's list row for the viewer's price plan (the SQL page's row with its models). */
function pageRow(m: CatalogueModel, plan: PriceViewer['plan'], s: ModelSpu): PageRow {
  return {
    ...spuRow(m, plan, s),
    skus: s.skus.map((k): SkuJson => ({
      skuNo: k.skuNo,
      skuName: k.skuName,
      model: k.model,
      price: skuPrice(m, plan, s, k),
      stock: k.stock,
      status: k.status,
      picUrl: k.picUrl,
    })),
  };
}

/** One page of families and how many match, as queries.ts pageSpus answers it. */
export function modelPage(
  m: CatalogueModel,
  q: SpuPageQuery,
  f: PageFilters,
  viewer: PriceViewer,
): { rows: PageRow[]; total: number } {
  const { spus, total } = modelPageSpus(m, q, f, viewer);
  return { rows: spus.map((s) => pageRow(m, viewer.plan, s)), total };
}

/**
 * The page's items as the JSON text of their array, each family's item serialised once per price plan, field
 * selection (`fields`) and model (CatalogueModel.itemJson): `toItem` is the presenter's mapping, the same one the
 * object answer uses; the row is built only for an item not kept.
 */
export function pageItemsJson<T>(
  m: CatalogueModel,
  plan: PriceViewer['plan'],
  fields: string,
  spus: ModelSpu[],
  toItem: (r: PageRow) => T,
): string {
  const parts = spus.map((s) => {
    const key = `${plan.key}|${fields}|${s.id}`;
    let json = m.itemJson.get(key);
    if (json === undefined) {
      json = JSON.stringify(toItem(pageRow(m, plan, s)));
      m.itemJson.set(key, json, json.length * 2);
    }
    return json;
  });
  return `[${parts.join(',')}]`;
}

/** A family's row as the SQL selects it (spu-columns.ts), from the model: the list's and the detail's. */
export const spuRow = (m: CatalogueModel, plan: PriceViewer['plan'], s: ModelSpu) => ({
  id: s.id,
  spu_no: s.spuNo,
  spu_name: s.spuName,
  brand_name: s.brandName,
  first_category_id: s.firstCategoryId,
  second_category_id: s.secondCategoryId,
  labels: s.labels,
  status: s.status,
  sku_type: s.skuType,
  source: s.source,
  spu_desc: s.spuDesc,
  pic_url: s.picUrl,
  min_price_fen: familyPrice(m, plan, s),
  times_used: s.timesUsed,
  listed_at: s.listedAt,
  first_category_name: s.firstCategoryName,
  second_category_name: s.secondCategoryName,
  separate_category: s.separateCategory,
});
