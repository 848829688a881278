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
import { viewerMinPriceFen, viewerPriceFen, type PricePlan, type SkuPriceFacts } from '@portal/domain';
import type { Kysely } from 'kysely';
import { perDatabase } from '../../cache/ttl-cache.ts';
import type { DB } from '../../db/schema.ts';
import { bus } from '../../events/index.ts';
import { buildModel } from './model-build.ts';
import { catalogueVersion, countersFingerprint, loadCatalogueRows, loadCounters } from './model-queries.ts';
import type { CatalogueModel, ModelSku, ModelSpu } from './model-types.ts';

export type { CatalogueModel, ModelSku, ModelSpu } from './model-types.ts';

const COUNTERS_MAX_AGE_MS = 2_000;

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

/** The catalogue's version as of this request (catalogue_version, migration 0180): one read per turn, shared. */
export function catalogueVersionNow(db: Kysely<DB>): Promise<number> {
  return versionNow(db, stateOf(db));
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
    model.counts.clear();
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
