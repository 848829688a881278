/**
 * The contract of suites (套装) in the staff's catalogue maintenance (issue 42 part 3): a suite's number, name,
 * description, package price (integer fen on the wire; the page reads typed yuan with product-fields.ts
 * `parsePriceYuan`), picture, category, shelf state and its items — models named by model number, each once, with a
 * quantity. The field rules are maintenance-contract.ts's and product-fields.ts's, the words maintenance-words.ts's.
 */
import { z } from 'zod';
import { CATALOGUE_MESSAGES } from './catalogue-rules.ts';
import {
  adminSpuQuerySchema,
  fenSchema,
  shelfSaveSchema,
  shelfStatusSchema,
  skuSaveSchema,
  spuSaveSchema,
} from './maintenance-contract.ts';
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  SUIT_ITEMS_MAX,
  SUIT_NAME_MAX,
  SUIT_QUANTITY_MAX,
} from './maintenance-words.ts';
import { SKU_NO_MAX_LENGTH, SKU_NO_PATTERN } from './product-fields.ts';
import { plainText } from './text-schema.ts';
import { pageNumber, pageSize } from '../core/index.ts';

const id = shelfSaveSchema.shape.id;

export const adminSuitQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(20, 100),
  /** On the suite's number or name. */
  keyword: adminSpuQuerySchema.shape.keyword,
  status: adminSpuQuerySchema.shape.status,
});

/** One item of a suite: a model by its number, and how many of it. */
export const suitItemSaveSchema = z.object({
  skuNo: skuSaveSchema.shape.skuNo,
  quantity: z
    .number({ error: M.suitQuantityRule })
    .int(M.suitQuantityRule)
    .min(1, M.suitQuantityRule)
    .max(SUIT_QUANTITY_MAX, M.suitQuantityRule),
});

export const suitSaveSchema = z.object({
  /** Absent: a new suite. */
  id: id.optional(),
  /** The suite's number (its address for buyers, /product/suitDetail?id=…); kept once made. */
  suitNo: z
    .string({ error: M.suitNoRule })
    .trim()
    .max(SKU_NO_MAX_LENGTH, M.suitNoRule)
    .regex(SKU_NO_PATTERN, M.suitNoRule),
  name: plainText(CATALOGUE_MESSAGES.badText).trim().min(1, M.suitNameRequired).max(SUIT_NAME_MAX, M.suitNameTooLong),
  suitDesc: plainText(CATALOGUE_MESSAGES.badText)
    .trim()
    .max(500, M.textTooLong)
    .nullish()
    .transform((s) => s || null),
  /** The package price. */
  priceFen: fenSchema,
  picUrl: spuSaveSchema.shape.picUrl,
  /** Any category (first or second level), or none. */
  categoryId: id.nullish().transform((v) => v ?? null),
  status: shelfStatusSchema.default(0),
  /** Replaced as a whole on every save, in this order. */
  items: z
    .array(suitItemSaveSchema, { error: M.suitItemsRequired })
    .min(1, M.suitItemsRequired)
    .max(SUIT_ITEMS_MAX, M.suitItemsTooMany)
    .refine((items) => new Set(items.map((i) => i.skuNo)).size === items.length, M.suitItemTwice),
});
export type SuitSave = z.input<typeof suitSaveSchema>;

export const adminSuitListItemSchema = z.object({
  id: z.number(),
  suitNo: z.string(),
  name: z.string(),
  priceFen: z.number().nullable(),
  status: z.number(),
  picUrl: z.string().nullable(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  itemCount: z.number(),
  updatedAt: z.string(),
});
export type AdminSuitListItem = z.infer<typeof adminSuitListItemSchema>;

/** A model as the suite form shows and picks it: its retail price (fen), its family, whether it is on shelf. */
export const suitSkuSchema = z.object({
  skuId: z.number(),
  skuNo: z.string(),
  skuName: z.string(),
  model: z.string(),
  spuName: z.string(),
  priceFen: z.number().nullable(),
  status: z.number(),
});
export type SuitSku = z.infer<typeof suitSkuSchema>;

export const adminSuitDetailSchema = adminSuitListItemSchema.extend({
  suitDesc: z.string().nullable(),
  items: z.array(suitSkuSchema.extend({ quantity: z.number() })),
});
export type AdminSuitDetail = z.infer<typeof adminSuitDetailSchema>;

/** Models by model number (or name) for the suite form's picker: catalogue models only, never private ones. */
export const suitSkuSearchSchema = z.object({
  keyword: adminSpuQuerySchema.shape.keyword,
});

export const savedSuitSchema = z.object({ id: z.number(), suitNo: z.string() });
