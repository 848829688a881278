/**
 * The catalogue's read model (issue 22, the uncached path): the whole catalogue — families, models, their attribute
 * texts and the dealers' price lists (about 1,500 / 5,400 / 33,000 / 9,000 rows, a few MB) — held in each instance's
 * memory, so that the spu page (model-page.ts) is answered without a database round trip. PostgreSQL's per-query
 * work was the limit of the list under traffic (~6 ms of database time a page); the model answers a page in well
 * under a millisecond of this process's time.
 *
 * How fresh it is, on every instance (N instances share one database):
 * - Everything but the two hot counters: every write to spu, sku, sku_attr, dealer_sku_price, category or
 *   category_attr, by anyone, makes the database send 'catalogue.changed' at its commit (triggers, migration 0180;
 *   LISTEN/NOTIFY, events/pg-notify.ts). Each instance then drops its model; the next request waits for the new
 *   one (read in one repeatable-read transaction). Within milliseconds of the commit, then. A notification lost
 *   while an instance's listening connection was down is caught by the full reload every RELOAD_MS (60 s).
 * - A model's stock (every order takes some) and a family's times_used (every add to match list, compare,
 *   favourite): re-read every COUNTERS_MAX_AGE_MS / 2 behind the requests, and a request finding them older than
 *   COUNTERS_MAX_AGE_MS (2 s) waits for the re-read. The list's stock, its "in stock" filter and the times-used sort
 *   are therefore up to 2 s old (guest pages were already up to 5 s old). Buying never reads the model: the order
 *   takes stock with conditional updates (purchase-lookup.ts takeStockSql) and prices with its own query.
 */
import { viewerMinPriceFen, viewerPriceFen, type PricePlan, type SkuPriceFacts } from '@portal/domain';
import type { Kysely } from 'kysely';
import { perDatabase } from '../../cache/ttl-cache.ts';
import type { DB } from '../../db/schema.ts';
import { bus } from '../../events/index.ts';
import { loadCatalogueRows, loadCounters } from './model-queries.ts';

export const COUNTERS_MAX_AGE_MS = 2_000;
const RELOAD_MS = 60_000;

export interface ModelSku {
  id: number;
  spuId: number;
  skuNo: string;
  skuName: string;
  model: string;
  skuDesc: string | null;
  unit: string;
  priceFen: number | null;
  wholesalePriceFen: number | null;
  marketPriceFen: number | null;
  /** Up to COUNTERS_MAX_AGE_MS old. */
  stock: number;
  status: number;
  picUrl: string | null;
  mainPics: string[];
  attrs: Record<string, unknown>;
  /** The attribute texts by attribute id (sku_attr), in attribute-id order. */
  texts: Map<number, string>;
}

export interface ModelSpu {
  id: number;
  spuNo: string;
  spuName: string;
  /** lower(spu_name), for the keyword relevance sort. */
  nameLower: string;
  brandId: number | null;
  brandName: string | null;
  firstCategoryId: number | null;
  secondCategoryId: number | null;
  skuType: number;
  skuSaleType: string;
  status: number;
  labels: number;
  spuDesc: string | null;
  modelRemark: string | null;
  picUrl: string | null;
  listedAt: Date | null;
  /** Up to COUNTERS_MAX_AGE_MS old. */
  timesUsed: number;
  searchText: string;
  privateTenant: string | null;
  ownerAccountId: number | null;
  source: number;
  firstCategoryName: string | null;
  secondCategoryName: string | null;
  separateCategory: boolean;
  /** Its models in the catalogue's order (sort, id). */
  skus: ModelSku[];
}

export interface CatalogueModel {
  spus: ModelSpu[];
  spuById: Map<number, ModelSpu>;
  spuByNo: Map<string, ModelSpu>;
  skuById: Map<number, ModelSku>;
  /** The private families (few): who sees private products. */
  privateSpus: ModelSpu[];
  /** dealer merchant no → sku no → its price row. */
  dealerPrices: Map<string, Map<string, { priceFen: number; goldPriceFen: number | null }>>;
  /** Per price plan (its key), each family's viewer price (computed on first use; dropped with the model). */
  familyPrices: Map<string, Map<number, number | null>>;
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export function buildModel(rows: Awaited<ReturnType<typeof loadCatalogueRows>>): CatalogueModel {
  const spus: ModelSpu[] = rows.spus.map((s) => ({
    id: Number(s.id),
    spuNo: s.spu_no,
    spuName: s.spu_name,
    nameLower: s.spu_name.toLowerCase(),
    brandId: num(s.brand_id),
    brandName: s.brand_name,
    firstCategoryId: num(s.first_category_id),
    secondCategoryId: num(s.second_category_id),
    skuType: Number(s.sku_type),
    skuSaleType: s.sku_sale_type,
    status: Number(s.status),
    labels: Number(s.labels),
    spuDesc: s.spu_desc,
    modelRemark: s.model_remark,
    picUrl: s.pic_url,
    listedAt: s.listed_at === null ? null : new Date(s.listed_at),
    timesUsed: Number(s.times_used),
    searchText: s.search_text,
    privateTenant: s.private_tenant,
    ownerAccountId: num(s.owner_account_id),
    source: Number(s.source),
    firstCategoryName: s.first_category_name,
    secondCategoryName: s.second_category_name,
    separateCategory: s.c2_separate ?? s.c1_separate ?? false,
    skus: [],
  }));
  const spuById = new Map(spus.map((s) => [s.id, s]));
  const skuById = new Map<number, ModelSku>();
  for (const k of rows.skus) {
    const sku: ModelSku = {
      id: Number(k.id),
      spuId: Number(k.spu_id),
      skuNo: k.sku_no,
      skuName: k.sku_name,
      model: k.model,
      skuDesc: k.sku_desc,
      unit: k.unit,
      priceFen: num(k.price_fen),
      wholesalePriceFen: num(k.wholesale_price_fen),
      marketPriceFen: num(k.market_price_fen),
      stock: Number(k.stock),
      status: Number(k.status),
      picUrl: k.pic_url,
      mainPics: k.main_pics ?? [],
      attrs: (k.attrs ?? {}) as Record<string, unknown>,
      texts: new Map(),
    };
    skuById.set(sku.id, sku);
    spuById.get(sku.spuId)?.skus.push(sku);
  }
  for (const t of rows.texts) skuById.get(Number(t.sku_id))?.texts.set(Number(t.attr_id), t.value_text);
  const dealerPrices: CatalogueModel['dealerPrices'] = new Map();
  for (const p of rows.dealerPrices) {
    let list = dealerPrices.get(p.first_merchant_no);
    if (!list) dealerPrices.set(p.first_merchant_no, (list = new Map()));
    list.set(p.sku_no, { priceFen: Number(p.price_fen), goldPriceFen: num(p.gold_price_fen) });
  }
  return {
    spus,
    spuById,
    spuByNo: new Map(spus.map((s) => [s.spuNo, s])),
    skuById,
    privateSpus: spus.filter((s) => s.privateTenant !== null || s.ownerAccountId !== null),
    dealerPrices,
    familyPrices: new Map(),
  };
}

/** The facts the domain's price rule reads about model `k` of family `spu`, for plan `plan`'s dealer. */
function facts(m: CatalogueModel, plan: PricePlan, spu: ModelSpu, k: ModelSku): SkuPriceFacts & { status: number } {
  const dealer = plan.dealerNo === null ? undefined : m.dealerPrices.get(plan.dealerNo)?.get(k.skuNo);
  return {
    retailPrice: k.priceFen,
    wholesalePrice: k.wholesalePriceFen,
    dealerPrice: dealer?.priceFen ?? null,
    goldDealerPrice: dealer?.goldPriceFen ?? null,
    saleType: spu.skuSaleType,
    status: k.status,
  };
}

/**
 * The viewer's price of a model: the domain's rule itself (viewerPriceFen, the plan's sources in order), the same
 * description viewer-price.ts compiles to SQL; read-model.test.ts proves both answer alike for every viewer type.
 */
export function skuPrice(m: CatalogueModel, plan: PricePlan, spu: ModelSpu, k: ModelSku): number | null {
  return viewerPriceFen(plan, facts(m, plan, spu, k));
}

/** The viewer's family price (the lowest of its active models, viewerMinPriceFen), kept per plan. */
export function familyPrice(m: CatalogueModel, plan: PricePlan, spu: ModelSpu): number | null {
  let prices = m.familyPrices.get(plan.key);
  if (!prices) m.familyPrices.set(plan.key, (prices = new Map()));
  let p = prices.get(spu.id);
  if (p === undefined) {
    p = viewerMinPriceFen(
      plan,
      spu.skus.map((k) => facts(m, plan, spu, k)),
    );
    prices.set(spu.id, p);
  }
  return p;
}

interface State {
  /** Bumped by every catalogue.changed: a load begun before it is not installed. */
  gen: number;
  model: Promise<CatalogueModel> | null;
  loadedAt: number;
  reloading: boolean;
  countersAt: number;
  counters: Promise<void> | null;
}

const stateOf = perDatabase((): State => ({
  gen: 0,
  model: null,
  loadedAt: 0,
  reloading: false,
  countersAt: 0,
  counters: null,
}));

function load(db: Kysely<DB>, st: State): Promise<CatalogueModel> {
  const gen = st.gen;
  const startedAt = Date.now();
  const model = loadCatalogueRows(db).then(buildModel);
  model.then(
    () => {
      if (st.gen !== gen) return;
      st.loadedAt = startedAt;
      st.countersAt = Math.max(st.countersAt, startedAt);
    },
    () => {
      if (st.gen === gen && st.model === model) st.model = null;
    },
  );
  return model;
}

function refreshCounters(db: Kysely<DB>, st: State, model: CatalogueModel): Promise<void> {
  if (st.counters) return st.counters;
  const startedAt = Date.now();
  const done = loadCounters(db)
    .then(({ stock, used }) => {
      for (const r of stock) {
        const k = model.skuById.get(Number(r.id));
        if (k) k.stock = Number(r.stock);
      }
      for (const r of used) {
        const s = model.spuById.get(Number(r.id));
        if (s) s.timesUsed = Number(r.times_used);
      }
      st.countersAt = startedAt;
    })
    .finally(() => {
      st.counters = null;
    });
  st.counters = done;
  return done;
}

/**
 * The model of database `db` (the app's handle, never a transaction's), its counters at most COUNTERS_MAX_AGE_MS
 * old and everything else as of the last catalogue.changed.
 */
export async function catalogueModel(db: Kysely<DB>): Promise<CatalogueModel> {
  const st = stateOf(db);
  if (!st.model) st.model = load(db, st);
  const model = await st.model;
  const now = Date.now();
  if (now - st.loadedAt > RELOAD_MS && !st.reloading) {
    // The backstop for a lost notification: the next model is read behind the requests and then replaces this one.
    st.reloading = true;
    const gen = st.gen;
    const next = load(db, st);
    next
      .then(
        () => {
          if (st.gen === gen) st.model = next;
        },
        () => {},
      )
      .finally(() => (st.reloading = false));
  }
  const age = now - st.countersAt;
  if (age > COUNTERS_MAX_AGE_MS) await refreshCounters(db, st, model);
  else if (age > COUNTERS_MAX_AGE_MS / 2) refreshCounters(db, st, model).catch(() => {});
  return model;
}

/** Drops the model of `db`: the next request reads the catalogue again (catalogue.changed, and tests). */
export function dropCatalogueModel(db: object): void {
  const st = stateOf(db);
  st.gen += 1;
  st.model = null;
}

bus.on('catalogue.changed', (_e, db) => dropCatalogueModel(db));
