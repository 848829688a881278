/** The promotions' and placements' API shapes (endpoints in api/endpoints/promotion.ts). */
import { z } from 'zod';
import { commaList, isSkuNo, pageNumber, pageSize } from '../core/index.ts';
import {
  PROMOTION_FOR_MODELS_MAX,
  PROMOTION_LIMIT_MAX,
  PROMOTION_MESSAGES,
  PROMOTION_MODELS_MAX,
  PROMOTION_TITLE_MAX,
} from './promotion.ts';
import { PLACEMENT_LOCATIONS } from './promotion-api.ts';

const iso = z.string();

const fen = z.number().int();

export const promotionItemSchema = z.object({
  skuNo: z.string(),
  spuNo: z.string(),
  spuName: z.string(),
  model: z.string(),
  picUrl: z.string().nullable(),
  /** This viewer's price (null: no price). */
  originFen: fen.nullable(),
  /** The promoted price (price discount only). */
  promoFen: fen.nullable(),
  /** '8.5折', or '赠品' when a price is missing. */
  discountText: z.string(),
});

export const promotionActivitySchema = z.object({
  activityNo: z.string(),
  title: z.string(),
  kind: z.number().int(),
  kindLabel: z.string(),
  ruleText: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  startAt: iso,
  endAt: iso,
  perUserLimit: z.number().int(),
  totalLimit: z.number().int(),
  used: z.number().int(),
  couponStackable: z.boolean(),
  thresholdFen: fen.nullable(),
  offFen: fen.nullable(),
  gift: z
    .object({
      skuNo: z.string(),
      name: z.string(),
      buyQuantity: z.number().int(),
      giftQuantity: z.number().int(),
      left: z.number().int(),
    })
    .nullable(),
  /** Shops it runs through (empty = every shop). */
  shops: z.array(z.string()),
  items: z.array(promotionItemSchema),
});

export type PromotionActivity = z.infer<typeof promotionActivitySchema>;

export const promotionPageQuerySchema = z.object({
  kind: z.coerce.number().int().min(1).max(3).optional(),
  page: pageNumber,
  size: pageSize(12),
});

export const promotionDetailQuerySchema = z.object({ activityNo: z.string().trim().min(1).max(40) });

/** The running promotions over a product page's models: `skuNos=A,B,C` (at most PROMOTION_FOR_MODELS_MAX). */
export const promotionForModelsQuerySchema = z.object({
  skuNos: commaList(PROMOTION_FOR_MODELS_MAX, PROMOTION_MESSAGES.badSkuNos, isSkuNo),
});

export const promotionManagePageQuerySchema = z.object({
  status: z.coerce.number().int().min(1).max(5).optional(),
  page: pageNumber,
  size: pageSize(10),
});

export const promotionSaveBodySchema = z.object({
  /** Absent: a new activity. */
  activityNo: z.string().trim().min(1).max(40).optional(),
  title: z.string().trim().min(1, '请填写活动名称').max(PROMOTION_TITLE_MAX),
  kind: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  startAt: z.coerce.date(),
  endAt: z.coerce.date(),
  perUserLimit: z.number().int().min(1).max(PROMOTION_LIMIT_MAX),
  totalLimit: z.number().int().min(1).max(PROMOTION_LIMIT_MAX),
  couponStackable: z.boolean().default(true),
  shops: z.array(z.string().trim().min(1).max(64)).max(200).default([]),
  items: z
    .array(z.object({ skuNo: z.string().trim().min(1).max(64), promoFen: z.number().int().nullable().default(null) }))
    .min(1, '请至少选择一个活动商品')
    .max(PROMOTION_MODELS_MAX),
  thresholdFen: z.number().int().nullable().default(null),
  offFen: z.number().int().nullable().default(null),
  gift: z
    .object({
      skuNo: z.string().trim().min(1).max(64),
      buyQuantity: z.number().int().min(1).max(PROMOTION_LIMIT_MAX),
      giftQuantity: z.number().int().min(1).max(PROMOTION_LIMIT_MAX),
      stock: z.number().int().min(0).max(PROMOTION_LIMIT_MAX),
    })
    .nullable()
    .default(null),
});

export type PromotionSaveBody = z.infer<typeof promotionSaveBodySchema>;

export const promotionAbandonBodySchema = z.object({ activityNo: z.string().trim().min(1).max(40) });

/** The promotion a line got (pre-settlement) and the one an order kept. */
export const linePromotionSchema = z.object({
  activityNo: z.string(),
  title: z.string(),
  kind: z.number().int(),
  text: z.string(),
});

export const orderPromotionSchema = linePromotionSchema.extend({
  skuNo: z.string(),
  quantity: z.number().int(),
  /** What the promotion took off this line (price difference plus spend-and-save share). */
  savedFen: fen,
  giftSkuNo: z.string().nullable(),
  giftName: z.string().nullable(),
  giftQuantity: z.number().int(),
});

export type OrderPromotion = z.infer<typeof orderPromotionSchema>;

// ---------- placements ----------

export const placementSchema = z.object({
  id: z.number().int(),
  location: z.number().int(),
  title: z.string(),
  picUrl: z.string(),
  /** A portal path ('/product/sale/detail?activityNo=…'). */
  linkUrl: z.string(),
  sort: z.number().int(),
  startAt: iso,
  endAt: iso,
});

export type Placement = z.infer<typeof placementSchema>;

/** A placement's location; a schema of its own (not `placementQuerySchema.shape.location`: a property read the web's
 * build cannot drop, which kept zod on the home page, issue 22). */
const placementLocationSchema = z.coerce
  .number()
  .int()
  .refine((n) => (PLACEMENT_LOCATIONS as readonly number[]).includes(n), '投放位置须为1、25、26或27');

export const placementQuerySchema = z.object({ location: placementLocationSchema });

/** Only portal paths: nothing links out of the portal. */
export const portalLinkSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/[^/\\]/, '链接须为门户内的地址，以“/”开头');

export const placementSaveBodySchema = z.object({
  id: z.number().int().optional(),
  location: placementLocationSchema,
  title: z.string().trim().min(1, '请填写标题').max(40),
  /** A file-store address (/static/… or /files/…). */
  picUrl: z
    .string()
    .trim()
    .regex(/^\/(static|files)\//, '请上传图片'),
  linkUrl: portalLinkSchema,
  sort: z.number().int().min(0).max(999).default(0),
  startAt: z.coerce.date(),
  endAt: z.coerce.date(),
});

export const placementRemoveBodySchema = z.object({ id: z.number().int() });
