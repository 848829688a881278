/**
 * The catalogue's read model (issue 22, the uncached path): the whole catalogue — families, models, their attribute
 * texts and the dealers' price lists (about 1,500 / 5,400 / 33,000 / 9,000 rows, a few MB) — held in each instance's
 * memory, so that the spu page (model-page.ts) is answered without a database round trip. PostgreSQL's per-query
 * work was the limit of the list under traffic (~6 ms of database time a page); the model answers a page in well
 * under a millisecond of this process's time.
 *
 * How fresh it is, on every instance (N instances share one database):
 * - Everything but the two hot counters: every write to spu, sku, sku_attr, dealer_sku_price, category or
 *   category_attr, the attachments, accessories and suites, by anyone, raises catalogue_version in the writing
 *   transaction (triggers, migration 0180). Every request reads that number (one primary-key read per turn of the
 *   event loop, sent after the request arrived) and waits for a new model when its own is older: a request never
 *   sees the catalogue older than the last write committed before it, on any instance. The same triggers send
 *   'catalogue.changed' at the commit (LISTEN/NOTIFY, events/pg-notify.ts), so every instance starts reading the new
 *   model before its next request asks. A model is read in one repeatable-read transaction.
 * - A model's stock (every order takes some) and a family's times_used (every add to match list, compare,
 *   favourite): re-read every COUNTERS_MAX_AGE_MS / 2 behind the requests (their fingerprint first, one short row;
 *   the rows themselves only when it moved), and a request finding them older than
 *   COUNTERS_MAX_AGE_MS (2 s) waits for the re-read. The list's stock, its "in stock" filter and the times-used sort
 *   are therefore up to 2 s old (guest pages were already up to 5 s old). Buying never reads the model: the order
 *   takes stock with conditional updates (purchase-lookup.ts takeStockSql) and prices with its own query.
 */
import {
  viewerMinPriceFen,
  viewerPriceFen,
  type PricePlan,
  type SearchDoc,
  type SearchVocabulary,
  type SkuPriceFacts,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import { perDatabase } from '../../cache/ttl-cache.ts';
import type { DB } from '../../db/schema.ts';
import { bus } from '../../events/index.ts';
import { catalogueVersion, countersFingerprint, loadCatalogueRows, loadCounters } from './model-queries.ts';

const COUNTERS_MAX_AGE_MS = 2_000;

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

interface ModelSuit {
  suit_no: string;
  name: string;
  suit_desc: string | null;
  price_fen: number | null;
  pic_url: string | null;
}

export interface CatalogueModel {
  /** catalogue_version when it was read (migration 0180). */
  version: number;
  spus: ModelSpu[];
  spuById: Map<number, ModelSpu>;
  spuByNo: Map<string, ModelSpu>;
  skuById: Map<number, ModelSku>;
  skuByNo: Map<string, ModelSku>;
  /** The private families (few): who sees private products. */
  privateSpus: ModelSpu[];
  /** dealer merchant no → sku no → its price row. */
  dealerPrices: Map<string, Map<string, { priceFen: number; goldPriceFen: number | null }>>;
  /** A model's accessories (sku_accessory, in its order). */
  accessoriesOf: Map<number, ModelSku[]>;
  /** A family's attachments (spu_attachment, in its order). */
  attachmentsOf: Map<number, { file_type: number; file_title: string; file_url: string }[]>;
  /** The active suites holding a model of the family, the most used first. */
  suitsOf: Map<number, ModelSuit[]>;
  /** The families of a second-level category (the detail's related families). */
  bySecond: Map<number, ModelSpu[]>;
  /** Per price plan (its key), each family's viewer price (computed on first use; dropped with the model). */
  familyPrices: Map<string, Map<number, number | null>>;
  /**
   * Per price plan and field selection, each family's list item as JSON (model-page.ts pageItemsJson): dropped when a counter it shows
   * (stock, times used) changes, so it is never older than the counters.
   */
  itemJson: Map<string, Map<number, string>>;
  /**
   * Every family in a query-independent sort's order, per sort and (for price) price plan (model-page.ts keptOrder):
   * dropped when the counters change (times used orders two of them), so never older than the counters.
   */
  orders: Map<string, ModelSpu[]>;
  /** countersFingerprint of the counters this model holds (read with them, in the load or a re-read). */
  countersPrint: string;
  /** The search's vocabulary: the staff's synonym groups (search_synonym) and every model number, lower case. */
  vocabulary: SearchVocabulary;
  /** Each family as the relevance score reads it (search-rank.ts, made on first use). */
  docs: Map<number, SearchDoc>;
  /** Per keyword, the matching families best first (search-rank.ts): dropped with the orders when counters change. */
  ranked: Map<string, ModelSpu[]>;
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

function buildModel(rows: Awaited<ReturnType<typeof loadCatalogueRows>>): CatalogueModel {
  const spus: ModelSpu[] = rows.spus.map((s) => ({
    id: Number(s.id),
    spuNo: s.spu_no,
    spuName: s.spu_name,
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
  const accessoriesOf = new Map<number, ModelSku[]>();
  for (const x of rows.accessories) {
    const acc = skuById.get(Number(x.accessory_sku_id));
    const id = Number(x.sku_id);
    if (acc) accessoriesOf.set(id, [...(accessoriesOf.get(id) ?? []), acc]);
  }
  const attachmentsOf: CatalogueModel['attachmentsOf'] = new Map();
  for (const { spu_id, ...a } of rows.attachments)
    attachmentsOf.set(Number(spu_id), [...(attachmentsOf.get(Number(spu_id)) ?? []), a]);
  const suitsOf = new Map<number, ModelSuit[]>();
  for (const t of rows.suits) {
    const suit = {
      suit_no: t.suit_no,
      name: t.name,
      suit_desc: t.suit_desc,
      price_fen: num(t.price_fen),
      pic_url: t.pic_url,
    };
    suitsOf.set(Number(t.spu_id), [...(suitsOf.get(Number(t.spu_id)) ?? []), suit]);
  }
  const bySecond = new Map<number, ModelSpu[]>();
  for (const s of spus)
    if (s.secondCategoryId !== null) bySecond.set(s.secondCategoryId, [...(bySecond.get(s.secondCategoryId) ?? []), s]);
  return {
    version: rows.version,
    accessoriesOf,
    attachmentsOf,
    suitsOf,
    bySecond,
    spus,
    spuById,
    spuByNo: new Map(spus.map((s) => [s.spuNo, s])),
    skuById,
    skuByNo: new Map([...skuById.values()].map((k) => [k.skuNo, k])),
    privateSpus: spus.filter((s) => s.privateTenant !== null || s.ownerAccountId !== null),
    dealerPrices,
    familyPrices: new Map(),
    itemJson: new Map(),
    orders: new Map(),
    countersPrint: rows.countersPrint,
    vocabulary: {
      synonyms: rows.synonyms.map((g) => ({ words: g.words, excludes: g.excludes })),
      models: [...new Set(rows.skus.map((k) => k.model.toLowerCase()))],
    },
    docs: new Map(),
    ranked: new Map(),
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
  model: Promise<CatalogueModel> | null;
  countersAt: number;
  counters: Promise<void> | null;
  /** The version read gathering this turn's requests, until it is sent. */
  check: { sent: boolean; version: Promise<number> } | null;
}

const stateOf = perDatabase((): State => ({ model: null, countersAt: 0, counters: null, check: null }));

function load(db: Kysely<DB>, st: State): Promise<CatalogueModel> {
  const startedAt = Date.now();
  const model = loadCatalogueRows(db).then(buildModel);
  st.model = model;
  model.then(
    () => (st.countersAt = Math.max(st.countersAt, startedAt)),
    () => {
      if (st.model === model) st.model = null;
    },
  );
  return model;
}

/**
 * The catalogue's version as of now: one read for every request of this turn of the event loop, sent after the
 * turn, so it is always read after the request arrived (after any write its sender saw committed).
 */
function versionNow(db: Kysely<DB>, st: State): Promise<number> {
  if (st.check && !st.check.sent) return st.check.version;
  const check: NonNullable<State['check']> = {
    sent: false,
    version: new Promise((resolve, reject) =>
      setImmediate(() => {
        check.sent = true;
        catalogueVersion(db).then(resolve, reject);
      }),
    ),
  };
  st.check = check;
  return check.version;
}

function refreshCounters(db: Kysely<DB>, st: State, model: CatalogueModel): Promise<void> {
  if (st.counters) return st.counters;
  const startedAt = Date.now();
  const done = countersFingerprint(db)
    .then(async (print) => {
      // Unchanged since the last read: nothing to move. Else the rows, read after the print (so at least as new).
      if (print !== model.countersPrint) await readCounters(db, model, print);
      st.countersAt = startedAt;
    })
    .finally(() => {
      st.counters = null;
    });
  st.counters = done;
  return done;
}

async function readCounters(db: Kysely<DB>, model: CatalogueModel, print: string): Promise<void> {
  const { stock, used } = await loadCounters(db);
  let changed = false;
  for (const r of stock) {
    const k = model.skuById.get(Number(r.id));
    if (k && k.stock !== Number(r.stock)) {
      k.stock = Number(r.stock);
      changed = true;
    }
  }
  for (const r of used) {
    const s = model.spuById.get(Number(r.id));
    if (s && s.timesUsed !== Number(r.times_used)) {
      s.timesUsed = Number(r.times_used);
      changed = true;
    }
  }
  if (changed) {
    model.itemJson.clear();
    model.orders.clear();
    model.ranked.clear();
  }
  model.countersPrint = print;
}

/**
 * The model of database `db` (the app's handle, never a transaction's): as of every catalogue write committed before
 * the request (its version is checked), its counters at most COUNTERS_MAX_AGE_MS old.
 */
export async function catalogueModel(db: Kysely<DB>): Promise<CatalogueModel> {
  const st = stateOf(db);
  const asked = st.model ?? load(db, st);
  const [first, version] = await Promise.all([asked, versionNow(db, st)]);
  let model = first;
  if (model.version < version) {
    // Older than a write committed before this request: a load begun since may do, else one begun now.
    if (st.model && st.model !== asked) model = await st.model;
    if (model.version < version) model = await load(db, st);
  }
  const age = Date.now() - st.countersAt;
  if (age > COUNTERS_MAX_AGE_MS) await refreshCounters(db, st, model);
  else if (age > COUNTERS_MAX_AGE_MS / 2) refreshCounters(db, st, model).catch(() => {});
  return model;
}

/** Drops the model of `db`: the next request reads the catalogue again (catalogue.changed, and tests). */
export function dropCatalogueModel(db: object): void {
  stateOf(db).model = null;
}

bus.on('catalogue.changed', (_e, db) => {
  // Read ahead of the next request (which would see the new version and wait for the same load).
  const st = stateOf(db);
  st.model = null;
  load(db as Kysely<DB>, st).catch(() => {});
});
