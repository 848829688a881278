/**
 * The contract of the buyers' suite pages and of the catalogue's short answers (issue 45 §3, part 1 §7 "Catalogue":
 * suit page and detail, spu/info, brand list, hot and recommended lists; "Cart and orders": pairing count). Prices are
 * integer fen for this viewer; null = 暂无价格. The rules are suits.ts's.
 */
import { z } from 'zod';
import { CATALOGUE_MESSAGES, PAGE_SIZE_MAX } from './catalogue-rules.ts';
import { keywordSchema, spuListItemSchema, suitBriefSchema } from './catalogue.ts';
import { businessNoSchema } from './text-schema.ts';
import { SUIT_UNAVAILABLE } from './suits.ts';
import { pageNumber, pageSize } from '../core/index.ts';

const unavailable = z.enum(SUIT_UNAVAILABLE).nullable();

/** goods/suit/page: on-shelf suites, by keyword (number or name) or category (first or second level). */
export const suitPageQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(12, 48),
  keyword: keywordSchema.optional().transform((s) => s || undefined),
  categoryId: z.coerce
    .number({ error: CATALOGUE_MESSAGES.badCategory })
    .int(CATALOGUE_MESSAGES.badCategory)
    .min(1, CATALOGUE_MESSAGES.badCategory)
    .max(2_147_483_647, CATALOGUE_MESSAGES.badCategory)
    .optional(),
});
export type SuitPageQuery = z.input<typeof suitPageQuerySchema>;

/** A suite in the list: `price` is this viewer's (the models' prices × quantities), `referPrice` the package price. */
export const suitListItemSchema = suitBriefSchema.extend({
  referPrice: z.number().nullable(),
  itemCount: z.number(),
  /** How many whole suites the models' stock makes now. */
  maxSuits: z.number(),
  /** null = can be bought; else the SUIT_MESSAGES key. */
  unavailable,
  timesUsed: z.number(),
});
export type SuitListItem = z.infer<typeof suitListItemSchema>;

/** spu/info: a family's short info (its name, brand, category, picture, this viewer's lowest price, models). */
export const spuInfoQuerySchema = z.object({ spuNo: businessNoSchema(CATALOGUE_MESSAGES.spuNotFound) });
export const spuInfoSchema = spuListItemSchema.omit({ skus: true }).extend({
  skuCount: z.number(),
  /** Models on shelf with stock. */
  inStockSkuCount: z.number(),
});
export type SpuInfo = z.infer<typeof spuInfoSchema>;

/** Brand list: the brands of on-shelf catalogue families (the product list's brand filter). */
export const brandSchema = z.object({
  id: z.number(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  isOwn: z.boolean(),
  spuCount: z.number(),
});
export type Brand = z.infer<typeof brandSchema>;

/** Hot and recommended lists: families labelled hot (2) or recommended (4) by staff, most used first. */
export const RECOMMEND_KINDS = { hot: 2, recommended: 4 } as const;
export const recommendQuerySchema = z.object({
  kind: z.enum(['hot', 'recommended'], { error: '列表类型只能是 hot 或 recommended' }).default('recommended'),
  size: z.coerce
    .number({ error: CATALOGUE_MESSAGES.pageSizeInvalid })
    .int(CATALOGUE_MESSAGES.pageSizeInvalid)
    .min(1, CATALOGUE_MESSAGES.pageSizeInvalid)
    .max(Math.min(PAGE_SIZE_MAX, 20), '推荐列表最多20条')
    .default(8),
});
export const recommendItemSchema = spuListItemSchema.omit({ skus: true });
export type RecommendItem = z.infer<typeof recommendItemSchema>;

/** The pairing count: how many models the viewer's match list (配单) holds, and how many units. */
export const pairingCountSchema = z.object({ count: z.number(), quantity: z.number() });
