/**
 * The flash-sale API contract (part 1 §2 /memberStore/seckill, §7 "promotions, seckill", promotionShop): the zone
 * with its status tabs, the detail with the countdown's server time, the settlement and the buy (a mall order at the
 * seckill price, paid on /pay-page), the shops of an activity, and the management by provider sales accounts.
 * Money in integer fen (fields end in Fen); times as ISO strings; every answer that shows a countdown carries the
 * server's clock (serverTime) so the page counts from it, not from the browser's.
 */
import { z } from 'zod';
import { pageNumber, pageSize } from '../core/index.ts';
import { addressSchema, shopBriefSchema } from '../buying/index.ts';
import type { Shop } from '../dealer/index.ts';
import {
  SECKILL_MESSAGES,
  SECKILL_PER_USER_LIMIT_MAX,
  SECKILL_PRICE_MAX_FEN,
  SECKILL_STOCK_MAX,
  SECKILL_TITLE_MAX,
} from './seckill.ts';
import { P } from './seckill-api.ts';

export const SECKILL_API = {
  page: `${P}/seckill/activity/page`,
  detail: `${P}/seckill/activity/detail`,
  settle: `${P}/seckill/settle`,
  buy: `${P}/seckill/buy`,
  /** The buyer's shops for an activity (status 0 = not taking part, with msg); beside getShopList. */
  promotionShop: `${P}/merchant/promotionShop`,
  managePage: `${P}/seckill/manage/page`,
  manageSave: `${P}/seckill/manage/save`,
  manageAbandon: `${P}/seckill/manage/abandon`,
  manageSales: `${P}/seckill/manage/sales`,
  /** What a model or suite number would sell (the form's preview; the save takes the same snapshot). */
  manageGoods: `${P}/seckill/manage/goods`,
} as const;

const activityNo = z.string().trim().min(1, SECKILL_MESSAGES.notFound).max(40, SECKILL_MESSAGES.notFound);

const page = pageNumber;

const pType = z.coerce
  .number()
  .int()
  .refine((v) => v === 1 || v === 2, '活动类型不正确');

const status = z.coerce.number().int().min(1).max(5);

const quantity = z
  .number({ error: SECKILL_MESSAGES.quantity })
  .int(SECKILL_MESSAGES.quantity)
  .min(1, SECKILL_MESSAGES.quantity)
  .max(SECKILL_PER_USER_LIMIT_MAX, SECKILL_MESSAGES.limitMax(SECKILL_PER_USER_LIMIT_MAX));

export const seckillItemSchema = z.object({
  skuNo: z.string(),
  spuNo: z.string(),
  skuName: z.string(),
  spuName: z.string(),
  model: z.string(),
  picUrl: z.string().nullable(),
  /** Units per activity unit (per suite). */
  quantity: z.number().int(),
  /** The model's own price when the activity was saved. */
  priceFen: z.number().int(),
});

export const seckillActivitySchema = z.object({
  activityNo: z.string(),
  pType: z.number().int(),
  /** SECKILL_KIND: 1 one model (detail), 2 a suite (suitDetail). */
  kind: z.number().int(),
  title: z.string(),
  picUrl: z.string().nullable(),
  /** The first model's family (promotionShop's spuNo). */
  spuNo: z.string(),
  skuNo: z.string().nullable(),
  suitNo: z.string().nullable(),
  items: z.array(seckillItemSchema),
  originPriceFen: z.number().int(),
  seckillPriceFen: z.number().int(),
  /** The activity's own pool: put up, left, sold (= stock − remaining). */
  stock: z.number().int(),
  remaining: z.number().int(),
  sold: z.number().int(),
  perUserLimit: z.number().int(),
  startAt: z.string(),
  endAt: z.string(),
  /** SECKILL_STATUS derived from the server clock at serverTime. */
  status: z.number().int(),
  /** Shops taking part: empty = every first-level dealer. */
  shopMerchantNos: z.array(z.string()),
});

export type SeckillActivity = z.infer<typeof seckillActivitySchema>;

export const seckillPageQuerySchema = z.object({
  pType: pType.default(1),
  status: status.optional(),
  page,
  size: pageSize(12),
});

export const seckillTabSchema = z.object({
  status: z.number().int().nullable(),
  label: z.string(),
  count: z.number().int(),
});

export const seckillPageSchema = z.object({
  serverTime: z.string(),
  tabs: z.array(seckillTabSchema),
  list: z.array(seckillActivitySchema),
});

export type SeckillPage = z.infer<typeof seckillPageSchema>;

export const seckillDetailQuerySchema = z.object({ activityNo });

export const seckillDetailSchema = z.object({
  serverTime: z.string(),
  activity: seckillActivitySchema,
  /** What this buyer holds in live orders of the activity. */
  bought: z.number().int(),
  /** The most this buyer may take now (0: cannot buy). */
  maxQuantity: z.number().int(),
  /** Why this buyer cannot buy now (Chinese), null when it can. */
  refusal: z.string().nullable(),
});

export type SeckillDetail = z.infer<typeof seckillDetailSchema>;

export const seckillSettleBodySchema = z.object({
  activityNo,
  quantity,
  addressId: z.number().int().positive().optional(),
  /** One of the buyer's shops taking part; absent = the current ordering dealer. */
  shopMerchantNo: z.string().trim().min(1).max(40).optional(),
});

export type SeckillSettleBody = z.input<typeof seckillSettleBodySchema>;

export const seckillSettleLineSchema = z.object({
  skuNo: z.string(),
  spuNo: z.string(),
  skuName: z.string(),
  model: z.string(),
  picUrl: z.string().nullable(),
  priceFen: z.number().int(),
  quantity: z.number().int(),
  amountFen: z.number().int(),
  discountFen: z.number().int(),
});

export const seckillSettlementSchema = z.object({
  shop: shopBriefSchema,
  address: addressSchema.nullable(),
  lines: z.array(seckillSettleLineSchema),
  goodsFen: z.number().int(),
  freightFen: z.number().int(),
  discountFen: z.number().int(),
  payFen: z.number().int(),
});

export type SeckillSettlement = z.infer<typeof seckillSettlementSchema>;

export const seckillBuyBodySchema = seckillSettleBodySchema.extend({
  addressId: z.number({ error: '请选择收货地址' }).int().positive('请选择收货地址'),
  remark: z.string().trim().max(200, '备注不能超过200个字符').default(''),
  /** What the buyer saw; another server total refuses the buy (金额已变化). */
  expectedPayFen: z.number().int().min(0),
});

export type SeckillBuyBody = z.input<typeof seckillBuyBodySchema>;

export const promotionShopQuerySchema = z.object({
  activityNo,
  spuNo: z.string().trim().max(40).optional(),
});

const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** A shop as getShopList answers it (dealer Shop); status 0 = disabled with msg. */
export const promotionShopSchema = z.object({
  parentMerchantName: z.string(),
  parentMerchantNo: z.string(),
  contactPhone: z.string().nullable(),
  choosing: zeroOrOne,
  defaultStatus: zeroOrOne,
  status: zeroOrOne,
  shopNo: z.string(),
  msg: z.string().nullable(),
}) satisfies z.ZodType<Shop>;

// ---------- management (provider sales accounts) ----------

export const seckillManagePageQuerySchema = z.object({
  pType: pType.optional(),
  status: status.optional(),
  keyword: z.string().trim().max(50).optional(),
  page,
  size: pageSize(10),
});

export const seckillManageActivitySchema = seckillActivitySchema.extend({
  /** Live orders (unpaid or paid) and paid ones, with what was paid. */
  orders: z.number().int(),
  paidOrders: z.number().int(),
  paidFen: z.number().int(),
  buyers: z.number().int(),
  abandonedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type SeckillManageActivity = z.infer<typeof seckillManageActivitySchema>;

export const seckillManagePageSchema = z.object({
  serverTime: z.string(),
  list: z.array(seckillManageActivitySchema),
});

const isoTime = z
  .string({ error: SECKILL_MESSAGES.timeRequired })
  .trim()
  .min(1, SECKILL_MESSAGES.timeRequired)
  .refine((v) => !Number.isNaN(Date.parse(v)), SECKILL_MESSAGES.timeRequired);

export const seckillSaveBodySchema = z.object({
  /** Absent = create. */
  activityNo: activityNo.optional(),
  pType: z.union([z.literal(1), z.literal(2)], { error: '活动类型不正确' }),
  kind: z.union([z.literal(1), z.literal(2)], { error: '请选择秒杀商品类型' }),
  /** The model's skuNo (kind 1) or the suite's suitNo (kind 2). */
  goodsNo: z.string({ error: '请选择秒杀商品' }).trim().min(1, '请选择秒杀商品').max(40),
  title: z.string().trim().max(SECKILL_TITLE_MAX, SECKILL_MESSAGES.titleLength).default(''),
  seckillPriceFen: z
    .number({ error: '请填写秒杀价' })
    .int('金额须为整数（分）')
    .max(SECKILL_PRICE_MAX_FEN, '秒杀价过大'),
  stock: z
    .number({ error: '请填写活动库存' })
    .int('活动库存须为整数')
    .min(0, '活动库存不能为负')
    .max(SECKILL_STOCK_MAX),
  perUserLimit: z.number({ error: '请填写每人限购' }).int('每人限购须为正整数'),
  startAt: isoTime,
  endAt: isoTime,
  /** First-level dealers taking part; empty = every one. */
  shopMerchantNos: z.array(z.string().trim().min(1).max(40)).max(200).default([]),
});

export type SeckillSaveBody = z.input<typeof seckillSaveBodySchema>;

export const seckillAbandonBodySchema = z.object({ activityNo });

export const seckillSalesQuerySchema = z.object({
  activityNo,
  page,
  size: pageSize(10),
});

export const seckillSaleSchema = z.object({
  orderNo: z.string(),
  /** Masked. */
  buyerPhone: z.string(),
  buyerName: z.string().nullable(),
  quantity: z.number().int(),
  payFen: z.number().int(),
  /** ORDER_STATUS of the mall order. */
  orderStatus: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When the order's units went back to the pool (cancelled or expired), else null. */
  releasedAt: z.string().nullable(),
});

export type SeckillSale = z.infer<typeof seckillSaleSchema>;

export const seckillGoodsQuerySchema = z.object({
  kind: z.coerce.number().int().min(1).max(2),
  no: z.string().trim().min(1, '请输入型号编号或套装编号').max(40),
});

export const seckillGoodsSchema = z.object({
  kind: z.number().int(),
  goodsNo: z.string(),
  title: z.string(),
  picUrl: z.string().nullable(),
  items: z.array(seckillItemSchema),
  originPriceFen: z.number().int(),
  /** The smallest stock among the models (per activity unit), for the form's hint. */
  modelStock: z.number().int(),
});

export type SeckillGoods = z.infer<typeof seckillGoodsSchema>;
