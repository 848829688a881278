/**
 * The catalogue contract (part 1 §3, §7; part 2 §3): category tree, product list query and answer,
 * product detail, hot words and keywords. Prices are integer fen; null means '暂无价格'. The rules and constants
 * these schemas use are in catalogue-rules.ts, free of zod (issue 22).
 */
import { z } from 'zod';
import { commaList, isSkuNo } from '../core/index.ts';
import {
  CATALOGUE_MESSAGES,
  type CategoryNode,
  PAGE_SIZE_MAX,
  parseAttributesStr,
  SEARCH_MAX_LENGTH,
  SKU_ATTR_KEYS_MAX,
  SKU_ATTRS_MAX,
  SPU_SORT_FIELDS,
  type SortOrder,
  type SpuSortField,
} from './catalogue-rules.ts';
import type { DEALER_PRODUCTS_QUERY } from './catalogue-rules.ts';
import { SKU_SALE_TYPE } from './viewer-price.ts';
import { SUIT_MODEL_PROBLEMS, SUIT_UNAVAILABLE } from './suits.ts';
import { businessNoSchema, plainText } from './text-schema.ts';

/** Trimmed keyword, at most 50 characters (part 1 §5). */
export const keywordSchema = plainText(CATALOGUE_MESSAGES.badText)
  .trim()
  .max(SEARCH_MAX_LENGTH, CATALOGUE_MESSAGES.keywordTooLong);

/** Ids and codes are PostgreSQL integers: a larger number is malformed input, not a database fault. */
const INT_MAX = 2_147_483_647;

const optionalInt = (msg: string) =>
  z
    .union([z.literal(''), z.coerce.number({ error: msg }).int(msg).min(-INT_MAX, msg).max(INT_MAX, msg)])
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** Query of `goods/spu/page` (part 2 §3). Every parameter is optional; an unknown one is refused (http/strict-input.ts). */
export const spuPageQuerySchema = z.object({
  categoryIds: z
    .string()
    .max(500, CATALOGUE_MESSAGES.badCategory)
    .optional()
    .transform((s, ctx) => {
      if (!s) return undefined;
      const ids = s.split(',').filter(Boolean).map(Number);
      if (ids.some((n) => !Number.isInteger(n) || n <= 0)) {
        ctx.addIssue({ code: 'custom', message: CATALOGUE_MESSAGES.badCategory });
        return z.NEVER;
      }
      return ids;
    }),
  portalCatagoryId: optionalInt(CATALOGUE_MESSAGES.badCategory),
  keyword: keywordSchema.optional(),
  attributesStr: z
    .string()
    .max(2000, CATALOGUE_MESSAGES.badAttributes)
    .optional()
    .transform((s, ctx) => {
      if (!s) return undefined;
      const parsed = parseAttributesStr(s);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: CATALOGUE_MESSAGES.badAttributes });
        return z.NEVER;
      }
      return parsed;
    }),
  labels: optionalInt(CATALOGUE_MESSAGES.badLabels).refine(
    (v) => v === undefined || [-1, 1, 2, 4].includes(v),
    CATALOGUE_MESSAGES.badLabels,
  ),
  /** spu status: 0 ACTIVE (default), 1 DEACTIVE. */
  status: optionalInt('状态参数不正确').refine((v) => v === undefined || v === 0 || v === 1, '状态参数不正确'),
  skuStatus: optionalInt('状态参数不正确').refine((v) => v === undefined || v === 0 || v === 1, '状态参数不正确'),
  /** '' brand catalogue, 1 self-defined, 2 software. */
  type: optionalInt('类型参数不正确').refine((v) => v === undefined || [0, 1, 2].includes(v), '类型参数不正确'),
  sort: z
    .string()
    .optional()
    .refine((v) => !v || (SPU_SORT_FIELDS as readonly string[]).includes(v), CATALOGUE_MESSAGES.unknownSort)
    .transform((v) => (v || undefined) as SpuSortField | undefined),
  order: z
    .string()
    .optional()
    .refine((v) => !v || v === 'desc' || v === 'asc', CATALOGUE_MESSAGES.unknownOrder)
    .transform((v) => (v || undefined) as SortOrder | undefined),
  /** '0' = in stock only; blank = all. */
  b2bStockStatus: z
    .enum(['0', ''], { error: '库存状态参数不正确' })
    .optional()
    .transform((v) => (v === '0' ? 0 : undefined)),
  /** '' all, 1 inventory system, 0 private. */
  customSpuSource: optionalInt('来源参数不正确').refine((v) => v === undefined || v === 0 || v === 1, '来源参数不正确'),
  brandId: optionalInt('品牌参数不正确'),
  /** Only families of this sale type ('经销': sold through dealers, the procurement mall's dealer products); blank = all. */
  skuSaleType: z
    .enum([SKU_SALE_TYPE.dealer, SKU_SALE_TYPE.nonDealer, SKU_SALE_TYPE.custom, ''], { error: '销售类型参数不正确' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** '1': the keyword as typed only, never forgiven (issue 57: the 「仍搜索」 link); blank: forgiven when it finds little. */
  literal: z
    .enum(['1', ''], { error: CATALOGUE_MESSAGES.badFields })
    .optional()
    .transform((v) => v === '1' || undefined),
  /** 'skus': each family with its models (the model pickers); blank: the lean list (issue 47 §1). */
  fields: z
    .enum(['skus', ''], { error: CATALOGUE_MESSAGES.badFields })
    .optional()
    .transform((v) => (v ? v : undefined)),
  page: z.coerce
    .number({ error: CATALOGUE_MESSAGES.pageInvalid })
    .int(CATALOGUE_MESSAGES.pageInvalid)
    .min(1, CATALOGUE_MESSAGES.pageInvalid)
    .max(10_000, CATALOGUE_MESSAGES.pageInvalid)
    .default(1),
  size: z.coerce
    .number({ error: CATALOGUE_MESSAGES.pageSizeInvalid })
    .int(CATALOGUE_MESSAGES.pageSizeInvalid)
    .min(1, CATALOGUE_MESSAGES.pageSizeInvalid)
    .max(PAGE_SIZE_MAX, CATALOGUE_MESSAGES.pageSizeTooLarge)
    .default(20),
});
export type SpuPageQueryInput = z.input<typeof spuPageQuerySchema>;
/** DEALER_PRODUCTS_QUERY (catalogue-rules.ts) is a query the spu page accepts (a type check, nothing at run time). */
type _DealerProductsQueryFits<Q extends SpuPageQueryInput = typeof DEALER_PRODUCTS_QUERY> = Q;
export type SpuPageQuery = z.output<typeof spuPageQuerySchema>;

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    catagoryName: z.string(),
    dataId: z.string().nullable(),
    separateCategory: z.boolean(),
    iconUrl: z.string().nullable().optional(),
    children: z.array(categoryNodeSchema),
  }),
);

/** A filterable attribute of a second category with the values its products carry. */
export const categoryAttrSchema = z.object({
  /** The attribute's key: what attributesStr names. */
  attrKey: z.string(),
  attrName: z.string(),
  unit: z.string().nullable(),
  attrValues: z.array(z.string()),
});
export type CategoryAttr = z.infer<typeof categoryAttrSchema>;

const attrsObject = z.record(z.string(), z.unknown());

/** A model in a list (only with `fields=skus`): what the model pickers show; its attributes come from `goods/sku/attrs`. */
export const spuListSkuSchema = z.object({
  skuNo: z.string(),
  skuName: z.string(),
  model: z.string(),
  price: z.number().nullable(),
  stock: z.number(),
  status: z.number(),
  picUrl: z.string().nullable(),
});
export type SpuListSku = z.infer<typeof spuListSkuSchema>;

/** A family as its card shows it (issue 47 §1): price range for this viewer, picture, labels, model count. */
export const spuBaseSchema = z.object({
  spuNo: z.string(),
  spuName: z.string(),
  brandName: z.string().nullable(),
  firstCatagoryName: z.string().nullable(),
  secondCatagoryName: z.string().nullable(),
  firstCategoryId: z.number().nullable(),
  secondCategoryId: z.number().nullable(),
  separateCategory: z.boolean(),
  labels: z.number(),
  status: z.number(),
  skuType: z.number(),
  source: z.number(),
  spuDesc: z.string().nullable(),
  picUrl: z.string().nullable(),
  minPrice: z.number().nullable(),
  timesUsed: z.number(),
  listedAt: z.string().nullable(),
});
export type SpuBase = z.infer<typeof spuBaseSchema>;

/**
 * A family of the spu page: the card's fields, the highest model price (maxPrice), how many models (skuCount) and
 * the first one's number (firstModel); its models (`skus`) only when the query asks `fields=skus`.
 */
export const spuListItemSchema = spuBaseSchema.extend({
  maxPrice: z.number().nullable(),
  skuCount: z.number(),
  firstModel: z.string().nullable(),
  skus: z.array(spuListSkuSchema).optional(),
});
export type SpuListItem = z.infer<typeof spuListItemSchema>;
/** A family with its models (the spu page with `fields=skus`, the design tool's common list). */
export const spuWithSkusSchema = spuListItemSchema.extend({ skus: z.array(spuListSkuSchema) });
export type SpuWithSkus = z.infer<typeof spuWithSkusSchema>;
const ATTR_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Query of `goods/sku/attrs`: the models (their numbers), optionally only some keys, optionally the parameter table. */
export const skuAttrsQuerySchema = z.object({
  skuNos: commaList(SKU_ATTRS_MAX, CATALOGUE_MESSAGES.badSkuNos, isSkuNo).refine(
    (l) => l.length > 0,
    CATALOGUE_MESSAGES.badSkuNos,
  ),
  keys: commaList(SKU_ATTR_KEYS_MAX, CATALOGUE_MESSAGES.badAttrKeys, (x) => ATTR_KEY.test(x)).optional(),
  /** '1': also the parameter table as the detail shows it (attribute names, values with units). */
  params: z
    .enum(['0', '1', ''], { error: CATALOGUE_MESSAGES.badParamsFlag })
    .optional()
    .transform((v) => v === '1'),
});
export type SkuAttrsQuery = z.output<typeof skuAttrsQuerySchema>;

export const attachmentSchema = z.object({ fileType: z.number(), fileTitle: z.string(), fileUrl: z.string() });
export const paramRowSchema = z.object({ attrKey: z.string(), attrName: z.string(), value: z.string() });
export type ParamRow = z.infer<typeof paramRowSchema>;

export const skuBriefSchema = z.object({
  spuNo: z.string(),
  skuNo: z.string(),
  skuName: z.string(),
  model: z.string(),
  price: z.number().nullable(),
  picUrl: z.string().nullable(),
  status: z.number(),
});
export type SkuBrief = z.infer<typeof skuBriefSchema>;

/** A model's attributes as keys and values, and (asked) its parameter table: `goods/sku/attrs`. */
export const skuAttrsSchema = z.object({
  skuNo: z.string(),
  attrs: attrsObject,
  params: z.array(paramRowSchema).optional(),
});
export type SkuAttrs = z.infer<typeof skuAttrsSchema>;

/** A model of the detail; its parameter table is loaded where shown (`goods/sku/attrs?params=1`). */
export const spuDetailSkuSchema = spuListSkuSchema.extend({
  skuDesc: z.string().nullable(),
  unit: z.string(),
  marketPrice: z.number().nullable(),
  mainPics: z.array(z.string()),
  accessories: z.array(skuBriefSchema),
});
export type SpuDetailSku = z.infer<typeof spuDetailSkuSchema>;

export const suitBriefSchema = z.object({
  suitNo: z.string(),
  name: z.string(),
  suitDesc: z.string().nullable(),
  price: z.number().nullable(),
  picUrl: z.string().nullable(),
});
export type SuitBrief = z.infer<typeof suitBriefSchema>;

/** A related family under the detail: what its tile shows. */
export const relatedSpuSchema = spuBaseSchema.pick({ spuNo: true, spuName: true, picUrl: true, minPrice: true });

export const spuDetailSchema = spuBaseSchema.extend({
  modelRemark: z.string().nullable(),
  skuSaleType: z.string(),
  /** What this viewer's price is called ('价格', '批发价', '进货价', '金牌进货价'; viewer-price.ts). */
  priceLabel: z.string(),
  skus: z.array(spuDetailSkuSchema),
  attachments: z.array(attachmentSchema),
  related: z.array(relatedSpuSchema),
  suits: z.array(suitBriefSchema),
});
export type SpuDetail = z.infer<typeof spuDetailSchema>;

/**
 * A suite for this viewer (suits.ts): `price` is the sum of its models' viewer prices × quantities (null when one has
 * none), `referPrice` the provider's package price; `unavailable` null when it can be bought now, else why.
 */
export const suitDetailSchema = suitBriefSchema.extend({
  referPrice: z.number().nullable(),
  items: z.array(
    skuBriefSchema.extend({
      quantity: z.number(),
      stock: z.number(),
      problem: z.enum(SUIT_MODEL_PROBLEMS).nullable(),
    }),
  ),
  maxSuits: z.number(),
  unavailable: z.enum(SUIT_UNAVAILABLE).nullable(),
});
export type SuitDetail = z.infer<typeof suitDetailSchema>;

export const catalogueShopSchema = z.object({
  merchantNo: z.string(),
  enterpriseName: z.string(),
  contactPhone: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityName: z.string().nullable(),
});
export type CatalogueShop = z.infer<typeof catalogueShopSchema>;

/** Hot word (part 1 §3): status 1 shows the hot mark; linkType 0 searches the word, 1 opens linkUrl. */
export const hotWordSchema = z.object({
  word: z.string(),
  status: z.number(),
  linkType: z.number(),
  linkUrl: z.string().nullable(),
});
export type HotWord = z.infer<typeof hotWordSchema>;

export const locationQuerySchema = z.object({
  location: z.coerce.number({ error: '位置参数不正确' }).int('位置参数不正确').min(0).max(99).default(0),
});

export const spuNoParamsSchema = z.object({ id: businessNoSchema(CATALOGUE_MESSAGES.spuNotFound) });
export const suitNoParamsSchema = z.object({ id: businessNoSchema(CATALOGUE_MESSAGES.suitNotFound) });
/** getShopList: the shops that sell a product (its model optional). */
export const shopListQuerySchema = z.object({
  spuNo: businessNoSchema(CATALOGUE_MESSAGES.spuNotFound),
  skuNo: plainText(CATALOGUE_MESSAGES.badText).max(64).optional(),
});

export const trackEventSchema = z.object({
  terminalType: z.literal(2, { error: '终端类型不正确' }),
  eventId: plainText('事件不正确').trim().min(1, '缺少事件').max(64, '事件不正确'),
  contentId: plainText('内容不正确').trim().min(1, '缺少内容').max(64, '内容不正确'),
});
export type TrackEvent = z.infer<typeof trackEventSchema>;

/** Favourites: goods/favorite/spu. */
export const favoriteSpuBodySchema = z.object({ spuNo: businessNoSchema(CATALOGUE_MESSAGES.spuNotFound) });
export const favoritePageQuerySchema = spuPageQuerySchema.pick({ page: true, size: true });
export const favoriteItemSchema = spuBaseSchema.extend({ favoritedAt: z.string() });
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

/** Add-to-match-order payload (part 1 §3). */
export const matchOrderLineSchema = z.object({
  skuNo: businessNoSchema(CATALOGUE_MESSAGES.spuNotFound),
  spuNo: businessNoSchema(CATALOGUE_MESSAGES.spuNotFound),
  price: z.number().int().min(0).nullable().optional(),
  quantity: z.number().int().min(1, '数量至少为1').max(9999, '数量不能超过9999').default(1),
});
export const addToMatchOrderSchema = z.object({
  productList: z.array(matchOrderLineSchema).min(1, '请选择产品').max(50, '一次最多添加50个产品'),
});
export type AddToMatchOrderInput = z.input<typeof addToMatchOrderSchema>;
