/**
 * The read model built from the catalogue's rows (model-queries.ts loadCatalogueRows). Texts repeat across tens of
 * thousands of models (「IP67」, 「红外」, a picture's address, a unit): each distinct text is held once (interned while
 * building), which at ten times the demo catalogue halves what the model's strings take (issue 56 §2).
 */
import { SizedMap } from '../../cache/sized-map.ts';
import type { loadCatalogueRows } from './model-queries.ts';
import { AttrTexts, type CatalogueModel, type ModelSku, type ModelSpu, type ModelSuit } from './model-types.ts';

/**
 * What the kept list items (CatalogueModel.itemJson) may weigh: 16 MB of JSON text, about 2,300 families' items with
 * their models (a 20-item page's items are ≈ 73 KB); beyond it the oldest go.
 */
const ITEM_JSON_BYTES = 16 * 1024 * 1024;

/** What the kept sort orders (CatalogueModel.orders) may weigh: 24 MB (a price order at 20× is 240 KB). */
const ORDERS_BYTES = 24 * 1024 * 1024;

/** What the kept keyword orders (CatalogueModel.ranked) may weigh: 8 MB, a million families' references. */
const RANKED_BYTES = 8 * 1024 * 1024;

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** One copy of each distinct text (for the build only: the pool is dropped with it). */
function interner(): <T extends string | null>(s: T) => T {
  const pool = new Map<string, string>();
  return <T extends string | null>(s: T): T => {
    if (s === null) return s;
    const had = pool.get(s);
    if (had !== undefined) return had as T;
    pool.set(s, s);
    return s;
  };
}

/** The models without pictures of their own share one empty list (never written to). */
const NO_PICS: string[] = [];

/** Appends `v` to the list of `key` in `map`. */
function push<K, V>(map: Map<K, V[]>, key: K, v: V): void {
  const list = map.get(key);
  if (list) list.push(v);
  else map.set(key, [v]);
}

export function buildModel(rows: Awaited<ReturnType<typeof loadCatalogueRows>>): CatalogueModel {
  const intern = interner();
  const spus: ModelSpu[] = rows.spus.map((s, pos) => ({
    id: Number(s.id),
    pos,
    spuNo: s.spu_no,
    spuName: s.spu_name,
    brandId: num(s.brand_id),
    brandName: intern(s.brand_name),
    firstCategoryId: num(s.first_category_id),
    secondCategoryId: num(s.second_category_id),
    skuType: Number(s.sku_type),
    skuSaleType: intern(s.sku_sale_type),
    status: Number(s.status),
    labels: Number(s.labels),
    spuDesc: s.spu_desc,
    modelRemark: intern(s.model_remark),
    picUrl: intern(s.pic_url),
    listedAt: s.listed_at === null ? null : new Date(s.listed_at),
    timesUsed: Number(s.times_used),
    searchText: s.search_text,
    privateTenant: intern(s.private_tenant),
    ownerAccountId: num(s.owner_account_id),
    source: Number(s.source),
    firstCategoryName: intern(s.first_category_name),
    secondCategoryName: intern(s.second_category_name),
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
      unit: intern(k.unit),
      priceFen: num(k.price_fen),
      wholesalePriceFen: num(k.wholesale_price_fen),
      marketPriceFen: num(k.market_price_fen),
      stock: Number(k.stock),
      status: Number(k.status),
      picUrl: intern(k.pic_url),
      mainPics: k.main_pics?.length ? k.main_pics.map(intern) : NO_PICS,
      texts: new AttrTexts(),
    };
    skuById.set(sku.id, sku);
    spuById.get(sku.spuId)?.skus.push(sku);
  }
  for (const t of rows.texts) skuById.get(Number(t.sku_id))?.texts.set(Number(t.attr_id), intern(t.value_text));
  for (const k of skuById.values()) k.texts.compact();
  // A price row's sku number is the model's own string (92,000 rows at 10×: one copy of each number).
  const skuNos = new Map([...skuById.values()].map((k) => [k.skuNo, k.skuNo]));
  const dealerPrices: CatalogueModel['dealerPrices'] = new Map();
  for (const p of rows.dealerPrices) {
    let list = dealerPrices.get(p.first_merchant_no);
    if (!list) dealerPrices.set(p.first_merchant_no, (list = new Map()));
    list.set(skuNos.get(p.sku_no) ?? p.sku_no, { priceFen: Number(p.price_fen), goldPriceFen: num(p.gold_price_fen) });
  }
  const accessoriesOf = new Map<number, ModelSku[]>();
  for (const x of rows.accessories) {
    const acc = skuById.get(Number(x.accessory_sku_id));
    const id = Number(x.sku_id);
    if (acc) push(accessoriesOf, id, acc);
  }
  const attachmentsOf: CatalogueModel['attachmentsOf'] = new Map();
  for (const { spu_id, ...a } of rows.attachments) push(attachmentsOf, Number(spu_id), a);
  const suitsOf = new Map<number, ModelSuit[]>();
  for (const t of rows.suits) {
    const suit = {
      suit_no: t.suit_no,
      name: t.name,
      suit_desc: t.suit_desc,
      price_fen: num(t.price_fen),
      pic_url: t.pic_url,
    };
    push(suitsOf, Number(t.spu_id), suit);
  }
  const bySecond = new Map<number, ModelSpu[]>();
  for (const s of spus) if (s.secondCategoryId !== null) push(bySecond, s.secondCategoryId, s);
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
    itemJson: new SizedMap(ITEM_JSON_BYTES),
    orders: new SizedMap(ORDERS_BYTES),
    counts: new Map(),
    countersPrint: rows.countersPrint,
    vocabulary: {
      synonyms: rows.synonyms.map((g) => ({ words: g.words, excludes: g.excludes })),
      models: [...new Set(rows.skus.map((k) => k.model.toLowerCase()))],
    },
    docs: new Map(),
    ranked: new SizedMap(RANKED_BYTES),
  };
}
