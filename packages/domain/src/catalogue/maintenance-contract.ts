/**
 * The contract of catalogue maintenance by staff (issue 42 part 3): the two-level category tree with its attribute
 * definitions, product families (spu) and their models (sku) with attribute values, prices (retail, wholesale,
 * market, and every first-level dealer's price list), stock and shelf state. Money is integer fen on the wire (the
 * page reads typed yuan with product-fields.ts `parsePriceYuan`); every field rule is product-fields.ts's, so a bad
 * field is a 400 in the same Chinese words an import report uses.
 */
import { z } from 'zod';
import { CATALOGUE_MESSAGES } from './catalogue-rules.ts';
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  BROCHURE_TITLE_MAX,
  CATEGORY_NAME_MAX,
  SKU_PICTURES_MAX,
  SPU_NAME_MAX,
} from './maintenance-words.ts';
import { PRICE_MAX_FEN, PRODUCT_FIELD_MESSAGES as F, STOCK_MAX, parseSkuNo } from './product-fields.ts';
import { plainText } from './text-schema.ts';
import { refineTaxClassPair, taxClassFields } from './tax-class.ts';
import { SKU_SALE_TYPE } from './viewer-price.ts';
import { pageNumber, pageSize } from '../core/index.ts';

const INT_MAX = 2_147_483_647;
const id = z.number({ error: M.badId }).int(M.badId).min(1, M.badId).max(Number.MAX_SAFE_INTEGER, M.badId);
const queryId = z.coerce.number({ error: M.badId }).int(M.badId).min(1, M.badId).max(Number.MAX_SAFE_INTEGER, M.badId);
const text = (max: number, required: string, tooLong: string) =>
  plainText(CATALOGUE_MESSAGES.badText).trim().min(1, required).max(max, tooLong);
const optionalText = (max: number) =>
  plainText(CATALOGUE_MESSAGES.badText)
    .trim()
    .max(max, M.textTooLong)
    .nullish()
    .transform((s) => s || null);
const sort = z.number({ error: M.badId }).int(M.badId).min(0, M.badId).max(INT_MAX, M.badId).default(0);
/** On (0) or off (1) shelf. */
export const shelfStatusSchema = z.union([z.literal(0), z.literal(1)], { error: F.shelfUnknown });
/** A picture: what the upload answered (a path on this site), never an outside address. */
const pictureUrl = z
  .string({ error: M.badPicture })
  .trim()
  .max(500, M.badPicture)
  .regex(/^\/[A-Za-z0-9/_.-]+$/, M.badPicture)
  .refine((s) => !s.startsWith('//') && !s.includes('..'), M.badPicture);
/** Integer fen, as product-fields.ts parsePriceYuan answers it. */
export const fenSchema = z
  .number({ error: F.priceNotNumber })
  .int(F.priceNotNumber)
  .min(0, F.priceNegative)
  .max(PRICE_MAX_FEN, F.priceTooLarge);
const stockSchema = z
  .number({ error: F.stockNotInteger })
  .int(F.stockNotInteger)
  .min(0, F.stockNegative)
  .max(STOCK_MAX, F.stockTooLarge);
/** A model number, by product-fields.ts parseSkuNo (trimmed; its refusal's words). */
const skuNoSchema = z.string({ error: F.skuNoRequired }).transform((s, ctx) => {
  const r = parseSkuNo(s);
  if (r.ok) return r.value;
  ctx.addIssue({ code: 'custom', message: r.msg });
  return z.NEVER;
});

// ---- categories and their attributes ---------------------------------------------------------------------------

export const categorySaveSchema = z
  .object({
    /** Absent: a new category. */
    id: id.optional(),
    /** null: a first-level category; else its first-level parent. */
    parentId: id.nullable(),
    name: text(CATEGORY_NAME_MAX, M.categoryNameRequired, M.categoryNameTooLong),
    sort,
    separateCategory: z.boolean().default(false),
    status: shelfStatusSchema.default(0),
    /** Its tax classification for invoice lines (tax-class.ts); blank: its families inherit from above. */
    ...taxClassFields,
  })
  .superRefine(refineTaxClassPair);
export type CategorySave = z.input<typeof categorySaveSchema>;

export const ATTR_VALUE_TYPES = ['text', 'number'] as const;
/** How an attribute's value type reads in the staff's forms and the import sheets. */
export const ATTR_VALUE_TYPE_LABELS: Readonly<Record<(typeof ATTR_VALUE_TYPES)[number], string>> = {
  text: '文本',
  number: '数值',
};
/** An attribute's key (in sku.attrs and the filters): letters, digits, '_', a letter first. */
export const ATTR_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const ATTR_NAME_MAX = 30;
export const ATTR_UNIT_MAX = 10;

export const categoryAttrSaveSchema = z.object({
  id: id.optional(),
  /** The second-level category the attribute belongs to. */
  categoryId: id,
  /** The key in sku.attrs and the filters: letters, digits, '_'. */
  attrKey: z.string({ error: M.attrKeyRule }).trim().regex(ATTR_KEY_PATTERN, M.attrKeyRule),
  attrName: text(ATTR_NAME_MAX, M.attrNameRequired, M.attrNameTooLong),
  unit: plainText(CATALOGUE_MESSAGES.badText)
    .trim()
    .max(ATTR_UNIT_MAX, M.attrUnitTooLong)
    .nullish()
    .transform((s) => s || null),
  valueType: z.enum(ATTR_VALUE_TYPES, { error: M.attrKeyRule }).default('text'),
  /** Offered as a filter on the product list. */
  filterable: z.boolean().default(false),
  sort,
});
export type CategoryAttrSave = z.input<typeof categoryAttrSaveSchema>;

export const adminCategoryAttrSchema = z.object({
  id: z.number(),
  categoryId: z.number(),
  attrKey: z.string(),
  attrName: z.string(),
  unit: z.string().nullable(),
  valueType: z.enum(ATTR_VALUE_TYPES),
  filterable: z.boolean(),
  sort: z.number(),
});
export type AdminCategoryAttr = z.infer<typeof adminCategoryAttrSchema>;

const adminCategoryFields = {
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  sort: z.number(),
  separateCategory: z.boolean(),
  status: z.number(),
  taxCode: z.string().nullable(),
  taxRate: z.number().nullable(),
  /** Product families filed under it (first or second level). */
  spuCount: z.number(),
  attrs: z.array(adminCategoryAttrSchema),
};
export const adminCategorySchema = z.object({
  ...adminCategoryFields,
  children: z.array(z.object(adminCategoryFields)),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

// ---- product families ------------------------------------------------------------------------------------------

export const adminSpuQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(20, 100),
  keyword: plainText(CATALOGUE_MESSAGES.badText).trim().max(50, CATALOGUE_MESSAGES.keywordTooLong).optional(),
  categoryId: queryId.optional(),
  status: z.coerce.number().pipe(shelfStatusSchema).optional(),
});

export const spuSaveSchema = z
  .object({
    id: id.optional(),
    /** The family's number; absent on a new family: one is drawn. Kept once made. */
    spuNo: z
      .string({ error: M.spuNoRule })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9\-_./()+#]{0,63}$/, M.spuNoRule)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    spuName: text(SPU_NAME_MAX, M.spuNameRequired, M.spuNameTooLong),
    brandName: text(30, M.brandRequired, M.brandTooLong),
    /** Its second-level category (the first is that one's parent). */
    secondCategoryId: z.number({ error: M.secondCategoryRequired }).int(M.secondCategoryRequired).min(1),
    saleType: z.enum([SKU_SALE_TYPE.dealer, SKU_SALE_TYPE.nonDealer, SKU_SALE_TYPE.custom], {
      error: F.saleTypeUnknown,
    }),
    /** A software product (spu.sku_type 2). */
    software: z.boolean().default(false),
    /** Bit flags: 1 new, 2 hot, 4 recommended. */
    labels: z.number({ error: M.badLabels }).int(M.badLabels).min(0, M.badLabels).max(7, M.badLabels).default(0),
    spuDesc: optionalText(2000),
    modelRemark: optionalText(500),
    picUrl: pictureUrl.nullish().transform((s) => s ?? null),
    status: shelfStatusSchema.default(0),
    /** Its own tax classification (tax-class.ts); blank: its category's. */
    ...taxClassFields,
  })
  .superRefine(refineTaxClassPair);
export type SpuSave = z.input<typeof spuSaveSchema>;

export const shelfSaveSchema = z.object({ id, status: shelfStatusSchema });
export type ShelfSave = z.input<typeof shelfSaveSchema>;

export const adminSpuListItemSchema = z.object({
  id: z.number(),
  spuNo: z.string(),
  spuName: z.string(),
  brandName: z.string().nullable(),
  firstCategoryId: z.number().nullable(),
  secondCategoryId: z.number().nullable(),
  categoryName: z.string(),
  saleType: z.string(),
  software: z.boolean(),
  labels: z.number(),
  status: z.number(),
  picUrl: z.string().nullable(),
  skuCount: z.number(),
  taxCode: z.string().nullable(),
  taxRate: z.number().nullable(),
  /** The lowest retail price of its models on shelf (fen), null when none is priced. */
  minPriceFen: z.number().nullable(),
  updatedAt: z.string(),
});
export type AdminSpuListItem = z.infer<typeof adminSpuListItemSchema>;

// ---- models ----------------------------------------------------------------------------------------------------

export const skuAttrValueSchema = z.object({
  attrId: id,
  /** As typed; empty removes the model's value. Numbers for a number attribute (unit allowed: '4mm'). */
  value: z.string({ error: F.attrTooLong }).max(100, F.attrTooLong),
});

export const skuSaveSchema = z.object({
  id: id.optional(),
  spuId: id,
  skuNo: skuNoSchema,
  skuName: text(100, M.skuNameRequired, M.skuNameTooLong),
  model: text(64, M.modelRequired, M.modelTooLong),
  skuDesc: optionalText(500),
  unit: text(10, M.unitRequired, M.unitTooLong).default('台'),
  /** The retail (guide) price; null: no price yet ('暂无价格'). */
  priceFen: fenSchema.nullable(),
  /** What a first-level dealer pays; null: the retail price. */
  wholesalePriceFen: fenSchema.nullable().default(null),
  /** The list price shown struck through; never paid. */
  marketPriceFen: fenSchema.nullable().default(null),
  stock: stockSchema,
  /**
   * The stock the form showed when it opened: when it equals `stock` the staff did not change it and the stock is
   * left as it is now (orders take stock meanwhile; saving a price must not put back what they took).
   */
  stockSeen: stockSchema.optional(),
  status: shelfStatusSchema.default(0),
  picUrl: pictureUrl.nullish().transform((s) => s ?? null),
  mainPics: z.array(pictureUrl).max(SKU_PICTURES_MAX, M.tooManyPictures).default([]),
  sort,
  /** Values of its second category's attributes; one not given keeps its value, an empty one removes it. */
  attrs: z.array(skuAttrValueSchema).max(100).default([]),
});
export type SkuSave = z.input<typeof skuSaveSchema>;

export const dealerPriceSaveSchema = z.object({
  skuId: id,
  firstMerchantNo: z.string({ error: M.dealerNoRule }).trim().min(1, M.dealerNoRule).max(64, M.dealerNoRule),
  priceFen: fenSchema,
  /** For gold second-level buyers; null: the dealer price. */
  goldPriceFen: fenSchema.nullable().default(null),
});
export type DealerPriceSave = z.input<typeof dealerPriceSaveSchema>;

export const dealerPriceDeleteSchema = dealerPriceSaveSchema.pick({ skuId: true, firstMerchantNo: true });

export const adminDealerPriceSchema = z.object({
  firstMerchantNo: z.string(),
  companyName: z.string().nullable(),
  priceFen: z.number(),
  goldPriceFen: z.number().nullable(),
});

export const adminSkuSchema = z.object({
  id: z.number(),
  skuNo: z.string(),
  skuName: z.string(),
  model: z.string(),
  skuDesc: z.string().nullable(),
  unit: z.string(),
  priceFen: z.number().nullable(),
  wholesalePriceFen: z.number().nullable(),
  marketPriceFen: z.number().nullable(),
  stock: z.number(),
  status: z.number(),
  picUrl: z.string().nullable(),
  mainPics: z.array(z.string()),
  sort: z.number(),
  attrs: z.array(z.object({ attrId: z.number(), value: z.string() })),
  dealerPrices: z.array(adminDealerPriceSchema),
});
export type AdminSku = z.infer<typeof adminSkuSchema>;

// ---- a family's brochures ---------------------------------------------------------------------------------------

/** A brochure: what the brochure upload answered (a PDF on this site). */
const brochureUrl = z
  .string({ error: M.badBrochure })
  .trim()
  .max(500, M.badBrochure)
  .regex(/^\/[A-Za-z0-9/_.-]+\.pdf$/, M.badBrochure)
  .refine((s) => !s.startsWith('//') && !s.includes('..'), M.badBrochure);

export const brochureSaveSchema = z.object({
  /** Absent: a new brochure. */
  id: id.optional(),
  spuId: id,
  title: text(BROCHURE_TITLE_MAX, M.brochureTitleRequired, M.brochureTitleTooLong),
  fileUrl: brochureUrl,
  sort,
});
export type BrochureSave = z.input<typeof brochureSaveSchema>;
export const brochureDeleteSchema = z.object({ id });

export const adminBrochureSchema = z.object({
  id: z.number(),
  title: z.string(),
  fileUrl: z.string(),
  sort: z.number(),
});
export type AdminBrochure = z.infer<typeof adminBrochureSchema>;

export const adminSpuDetailSchema = adminSpuListItemSchema.extend({
  spuDesc: z.string().nullable(),
  modelRemark: z.string().nullable(),
  /** A private product (sku_type 1): its owner keeps it; shown, not editable here. */
  privateProduct: z.boolean(),
  skus: z.array(adminSkuSchema),
  /** Its brochures (资料), in their order. */
  brochures: z.array(adminBrochureSchema),
});
export type AdminSpuDetail = z.infer<typeof adminSpuDetailSchema>;

export const adminIdQuerySchema = z.object({ id: queryId });
export const savedIdSchema = z.object({ id: z.number() });
export const savedSpuSchema = z.object({ id: z.number(), spuNo: z.string() });
