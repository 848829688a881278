/**
 * The shapes of the catalogue's read model (read-model.ts): what each instance holds of the catalogue, built by
 * model-build.ts, indexed on demand by model-index.ts.
 */
import type { SearchDoc, SearchVocabulary } from '@portal/domain';
import type { SizedMap } from '../../cache/sized-map.ts';

/**
 * A model's attribute texts by attribute id: one array of [id, text, id, text, …] (a dozen pairs at most), a third
 * of a Map's size — 54,000 models at ten times the demo catalogue held 21 MB of Map tables (issue 56 §2).
 */
export class AttrTexts {
  private pairs: (number | string)[] = [];

  /** Once filled: the pairs in an array of their exact length (one grown by pushes keeps up to half again spare). */
  compact(): void {
    if (this.pairs.length) this.pairs = this.pairs.slice();
  }

  set(id: number, text: string): void {
    for (let i = 0; i < this.pairs.length; i += 2)
      if (this.pairs[i] === id) {
        this.pairs[i + 1] = text;
        return;
      }
    this.pairs.push(id, text);
  }

  get(id: number): string | undefined {
    for (let i = 0; i < this.pairs.length; i += 2) if (this.pairs[i] === id) return this.pairs[i + 1] as string;
    return undefined;
  }

  *values(): IterableIterator<string> {
    for (let i = 1; i < this.pairs.length; i += 2) yield this.pairs[i] as string;
  }
}

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
  /** The attribute texts by attribute id (sku_attr), in attribute-id order. */
  texts: AttrTexts;
}

export interface ModelSpu {
  id: number;
  /** Its index in CatalogueModel.spus (the indexes of model-index.ts are lists of these). */
  pos: number;
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

export interface ModelSuit {
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
   * Per price plan, field selection and family (`plan|fields|id`), its list item as JSON (model-page.ts pageItemsJson),
   * the oldest dropped past ITEM_JSON_BYTES (issue 56: unbounded, they filled a 20× server's heap in the mix); all
   * dropped when a counter they show (stock, times used) changes, so never older than the counters.
   */
  itemJson: SizedMap<string, string>;
  /**
   * Every family in a query-independent sort's order, per sort and (for price) price plan (model-page.ts keptOrder):
   * dropped when the counters change (times used orders two of them), so never older than the counters.
   */
  orders: SizedMap<string, ModelSpu[]>;
  /** Per page filter (model-page.ts countKey), how many families match: dropped when the counters change. */
  counts: Map<string, number>;
  /** countersFingerprint of the counters this model holds (read with them, in the load or a re-read). */
  countersPrint: string;
  /** The search's vocabulary: the staff's synonym groups (search_synonym) and every model number, lower case. */
  vocabulary: SearchVocabulary;
  /** Each family as the relevance score reads it (search-rank.ts, made on first use). */
  docs: Map<number, SearchDoc>;
  /** Per keyword, the matching families best first (search-rank.ts): dropped with the orders when counters change. */
  ranked: SizedMap<string, ModelSpu[]>;
}

/** What a kept order of families weighs (CatalogueModel.orders and .ranked are bounded by bytes): a reference each. */
export const orderBytes = (order: readonly ModelSpu[]): number => 64 + order.length * 8;
