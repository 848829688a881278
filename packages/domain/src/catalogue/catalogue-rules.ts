/**
 * The catalogue's rules and constants (part 1 §3, §5, §7, §9): messages, page sizes, sort fields, the attribute
 * filter format, prices as text. Free of zod (issue 22): the start uses these, and the schemas of the catalogue
 * contract (catalogue.ts), which a page or the server validates with, stay out of it.
 */
import { hasControlChars } from './text-rules.ts';
import { SKU_SALE_TYPE } from './viewer-price.ts';
import { messages, groupThousands } from '../core/index.ts';

export const CATALOGUE_MESSAGES = messages('CATALOGUE', {
  keywordTooLong: '搜索内容不能超过50个字符',
  pageSizeTooLarge: '每页条数不能超过100',
  pageSizeInvalid: '每页条数须为1到100之间的整数',
  pageInvalid: '页码不正确',
  unknownSort: '不支持的排序字段',
  unknownOrder: '排序方式只能是 desc 或 asc',
  badCategory: '分类参数不正确',
  badAttributes: '属性筛选参数不正确',
  badLabels: '状态筛选只能是 -1、1、2、4',
  spuNotFound: '商品不存在',
  skuDeactivated: '该型号已下架，不能加入配单',
  suitNotFound: '套装不存在',
  badText: '内容包含无效字符',
  badFields: 'fields 只能是 skus 或留空',
  badSkuNos: '型号编号不正确：须为1到200个以逗号分隔的型号编号',
  badAttrKeys: '属性键不正确：至多40个以逗号分隔的属性键',
  badParamsFlag: 'params 只能是 0 或 1',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const CATALOGUE_WORDS = {
  noPrice: '暂无价格',
} as const;

export const SEARCH_MAX_LENGTH = 50;

/** At most this many models in one `goods/sku/attrs` call (a page's models; callers batch more). */
export const SKU_ATTRS_MAX = 200;
/** At most this many attribute keys named in one call. */
export const SKU_ATTR_KEYS_MAX = 40;

/** A page asked with `fields=skus` as families that surely carry their models (free of zod: the web's start uses it). */
export const withSkus = <T extends { skus?: unknown[] | undefined }>(
  list: readonly T[],
): (T & { skus: NonNullable<T['skus']> })[] =>
  list.map((s) => ({ ...s, skus: (s.skus ?? []) as NonNullable<T['skus']> }));
export const PAGE_SIZE_MAX = 100;

/** Spu and sku status (part 1 §4). */
export const ProductStatus = { ACTIVE: 0, DEACTIVE: 1 } as const;
/** Sort fields of the rank bar: listing time, times used ('sumNo'), price. */
export const SPU_SORT_FIELDS = ['listedAt', 'sumNo', 'price'] as const;
export type SpuSortField = (typeof SPU_SORT_FIELDS)[number];
export type SortOrder = 'desc' | 'asc';

/** Multi-select values are joined by three exclamation marks (part 1 §9). */
export const MULTI_VALUE_SEPARATOR = '!!!';

/** The hot-word placeholder of the search box rotates every 3000 ms (part 1 §9). */
export const SEARCH_PLACEHOLDER_ROTATE_MS = 3000;

/**
 * attributesStr: groups separated by ';', each `attr:value` where attr is an attribute id or its key
 * (a key filters across the categories that share it, e.g. resolutionMP over all cameras); several
 * values of one attribute are joined by '!!!' (any matches). Every group applies to the same model.
 * Example: `resolutionMP:400万像素!!!800万像素;15:4mm`.
 */
export interface AttrFilter {
  attr: string;
  values: string[];
}

const ATTR_REF_RE = /^(\d{1,9}|[A-Za-z][A-Za-z0-9_]{0,63})$/;

export function parseAttributesStr(raw: string): AttrFilter[] | null {
  const out: AttrFilter[] = [];
  for (const group of raw.split(';')) {
    if (!group.trim()) continue;
    const i = group.indexOf(':');
    if (i <= 0) return null;
    const attr = group.slice(0, i).trim();
    if (!ATTR_REF_RE.test(attr) || /^0+$/.test(attr)) return null;
    const values = group
      .slice(i + 1)
      .split(MULTI_VALUE_SEPARATOR)
      .map((v) => v.trim())
      .filter(Boolean);
    if (!values.length || values.length > 50 || values.some((v) => v.length > 100 || hasControlChars(v))) return null;
    out.push({ attr, values });
  }
  return out.length > 20 ? null : out;
}

export function formatAttributesStr(filters: AttrFilter[]): string {
  return filters
    .filter((f) => f.values.length)
    .map((f) => `${f.attr}:${f.values.join(MULTI_VALUE_SEPARATOR)}`)
    .join(';');
}

/**
 * The procurement mall's dealer products (/memberStore/sellProduct): the brand catalogue's families (no private or
 * software products) sold through dealers ('非经' families are not), priced for the viewer as every list is.
 */
export const DEALER_PRODUCTS_QUERY = {
  skuSaleType: SKU_SALE_TYPE.dealer,
  type: 0,
  customSpuSource: 1,
} as const; // a query the spu page accepts: checked in catalogue.ts

export interface CategoryNode {
  id: number;
  catagoryName: string;
  dataId: string | null;
  separateCategory: boolean;
  iconUrl?: string | null | undefined;
  children: CategoryNode[];
}

/** Behaviour tracking (part 1 §7): terminalType 2 = PC portal; debounced 1 s in the browser. */
export const TRACK_EVENTS = {
  viewProduct: 'spu_view',
  addCompare: 'spu_compare',
  addMatch: 'spu_match',
  favorite: 'spu_favorite',
} as const;

/** Yuan string with two decimals, or '暂无价格'. */
export function formatPriceFen(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return CATALOGUE_WORDS.noPrice;
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}¥${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}
