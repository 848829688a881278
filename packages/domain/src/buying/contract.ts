/**
 * The buying API contract (part 1 §1-§3, §7 "Cart and orders"): cart, freight, coupons (addresses: address-contract.ts),
 * pre-settlement, orders. Money in integer fen (fields end in Fen), rates in hundredths of a percent.
 * The server validates every body with these schemas; the web app types its calls with them.
 */
import { z } from 'zod';
import { linePromotionSchema, orderPromotionSchema } from '../promotion/index.ts';
import { pageNumber, pageSize } from '../core/index.ts';
import { addressSchema } from './address-contract.ts';
import { ADDRESS_MESSAGES } from './address-rules.ts';
import {
  BUY_QUANTITY_MIN,
  BUY_QUANTITY_MAX,
  ORDER_REMARK_MAX_LENGTH,
  CART_MAX_LINES,
  BUY_QUANTITY_MESSAGES,
  COUPON_TABS,
} from './buying-api.ts';

const skuNo = z.string().trim().min(1).max(64);

const quantity = z
  .number({ error: BUY_QUANTITY_MESSAGES.required })
  .int(BUY_QUANTITY_MESSAGES.integer)
  .min(BUY_QUANTITY_MIN, BUY_QUANTITY_MESSAGES.min)
  .max(BUY_QUANTITY_MAX, BUY_QUANTITY_MESSAGES.max);

// ---------- cart ----------

export const cartAddBodySchema = z.object({
  items: z
    .array(z.object({ spuNo: z.string().trim().min(1).max(64), skuNo, quantity }))
    .min(1, '请选择商品')
    .max(CART_MAX_LINES),
});

export const cartModifyBodySchema = z.object({ skuNo, quantity });

export const cartDelBodySchema = z.object({ skuNos: z.array(skuNo).min(1, '请选择商品').max(CART_MAX_LINES) });

export const cartCheckBodySchema = z.object({
  /** Empty = every line. */
  skuNos: z.array(skuNo).max(CART_MAX_LINES),
  checked: z.boolean(),
});

export const cartItemSchema = z.object({
  skuNo: z.string(),
  spuNo: z.string(),
  skuName: z.string(),
  spuName: z.string(),
  model: z.string(),
  picUrl: z.string().nullable(),
  /** This viewer's price, null = no price yet (cannot be bought). */
  priceFen: z.number().int().nullable(),
  quantity: z.number().int(),
  stock: z.number().int(),
  /** min(stock, 9999): the stepper's upper bound. */
  maxQuantity: z.number().int(),
  checked: z.boolean(),
  /** false when delisted, without price or out of stock: shown greyed, never settled. */
  buyable: z.boolean(),
  /** Why not buyable (Chinese), null when buyable. */
  reason: z.string().nullable(),
  amountFen: z.number().int(),
});

export type CartItem = z.infer<typeof cartItemSchema>;

export const cartViewSchema = z.object({
  items: z.array(cartItemSchema),
  /** Checked, buyable lines. */
  checkedLines: z.number().int(),
  checkedQuantity: z.number().int(),
  checkedAmountFen: z.number().int(),
});

export type CartView = z.infer<typeof cartViewSchema>;

/** batchAdd: the cart's line count after adding, and the lines capped at what can be bought. */
export const cartAddResultSchema = z.object({
  /** Lines in the cart (the toolbar badge). */
  count: z.number().int(),
  /** Lines whose quantity was capped at min(stock, 9999): the quantity the cart now holds. */
  adjusted: z.array(z.object({ skuNo: z.string(), quantity: z.number().int(), maxQuantity: z.number().int() })),
  /** What to tell the user ('加入购物车成功', or the capping message). */
  msg: z.string(),
});

export type CartAddResult = z.infer<typeof cartAddResultSchema>;

/** cart/count: data is the number of lines in the cart (0 for an account that cannot buy yet). */
export const cartCountSchema = z.number().int();

// ---------- freight (logistics/template/calculate) ----------

export const freightBodySchema = z.object({
  /** The shop that ships; absent = the platform template. */
  shopMerchantNo: z.string().trim().min(1).max(40).nullish(),
  provinceCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, ADDRESS_MESSAGES.regionRequired),
  quantity: z
    .number()
    .int()
    .min(0)
    .max(BUY_QUANTITY_MAX * CART_MAX_LINES),
  goodsFen: z.number().int().min(0),
});

export const freightResultSchema = z.object({
  freightFen: z.number().int(),
  /** Goods from this amount ship free (null: never). */
  freeOverFen: z.number().int().nullable(),
});

export type FreightResult = z.infer<typeof freightResultSchema>;

// ---------- coupons (centre, claim, mine) ----------

const couponFaceSchema = z.object({
  couponNo: z.string(),
  name: z.string(),
  /** 1 amount off, 2 percent off (rate = what is paid, 8500 = 8.5折; formatZhe shows it). */
  kind: z.number().int(),
  amountOffFen: z.number().int().nullable(),
  rate: z.number().int().nullable(),
  maxOffFen: z.number().int().nullable(),
  thresholdFen: z.number().int(),
  /** 0 all products, 1 categories, 2 products (COUPON_SCOPE). */
  scopeType: z.number().int(),
  /** The scope line of the card: '全场通用' or '限A、B、C等可用' (couponScopeText). */
  scopeText: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
});

export const couponListQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(20),
});

export const couponCentreItemSchema = couponFaceSchema.extend({
  totalQuantity: z.number().int(),
  remaining: z.number().int(),
  perUserLimit: z.number().int(),
  /** How many of it this viewer holds (0 for guests). */
  claimedByMe: z.number().int(),
  /** 'notStarted' | 'active' (the centre lists nothing expired). */
  state: z.enum(['notStarted', 'active']),
  canClaim: z.boolean(),
  /** Why it cannot be claimed now (已领完 / 已达领取上限 / 不在领取时间内), null when it can. */
  reason: z.string().nullable(),
});

export type CouponCentreItem = z.infer<typeof couponCentreItemSchema>;

export const couponGotBodySchema = z.object({ couponNo: z.string().trim().min(1, '请选择优惠券').max(40) });

export const couponMineQuerySchema = couponListQuerySchema.extend({ tab: z.enum(COUPON_TABS).default('unused') });

export const myCouponSchema = couponFaceSchema.extend({
  userCouponNo: z.string(),
  /** 'notStarted' | 'active' | 'used' | 'expired'. */
  state: z.enum(['notStarted', 'active', 'used', 'expired']),
  claimedAt: z.string(),
  usedAt: z.string().nullable(),
  usedOrderNo: z.string().nullable(),
});

export type MyCoupon = z.infer<typeof myCouponSchema>;

// ---------- settlement and orders ----------

/** What is being bought: the checked cart lines, or models named directly (buy now, the design list). */
const cartBasket = z.object({ source: z.literal('cart') });
const directBasket = z.object({
  source: z.literal('direct'),
  items: z.array(z.object({ skuNo, quantity })).min(1, '请选择商品').max(CART_MAX_LINES),
});

/**
 * A basket with more fields: one plain object per kind of basket (not an intersection), so the server's strict
 * inputs refuse a key neither knows.
 */
const withBasket = <S extends z.ZodRawShape>(shape: S) =>
  z.discriminatedUnion('source', [cartBasket.extend(shape), directBasket.extend(shape)]);

const settleOptions = z.object({
  addressId: z.number().int().positive().nullish(),
  /** undefined: the server picks the best usable coupon; null: none; a number: that held coupon. */
  userCouponNo: z.string().max(64).nullish(),
});

export const preSettlementBodySchema = withBasket(settleOptions.shape);

export type PreSettlementBody = z.input<typeof preSettlementBodySchema>;

export const placeOrderBodySchema = withBasket(
  settleOptions.extend({
    addressId: z.number({ error: ADDRESS_MESSAGES.required }).int().positive(),
    remark: z.string().trim().max(ORDER_REMARK_MAX_LENGTH, '订单备注不能超过200个字符').default(''),
    /** What the buyer saw; a different server total refuses the order ('金额已变化，请刷新后重试'). */
    expectedPayFen: z.number().int().min(0),
  }).shape,
);

export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const settleLineSchema = z.object({
  skuNo: z.string(),
  spuNo: z.string(),
  skuName: z.string(),
  spuName: z.string(),
  model: z.string(),
  picUrl: z.string().nullable(),
  priceFen: z.number().int(),
  quantity: z.number().int(),
  amountFen: z.number().int(),
  /** The shop that fulfils this line (skuMatchShop). */
  shopMerchantNo: z.string(),
  /** The price before its promotion (absent: no promotion). */
  originFen: z.number().int().optional(),
  /** The promotion this line got, at most one (promotion/promotion.ts applyPromotions). */
  promotion: linePromotionSchema.nullable().optional(),
  /** Its share of a spend-and-save, or the saving of its promoted units when a limit left the rest out (fen). */
  promotionDiscountFen: z.number().int().optional(),
  /** Units on the promotion's terms (the rest at the normal price). */
  promoQuantity: z.number().int().optional(),
  /** Why some or all units are at the normal price (a promotion's limit), in words; null when none. */
  limitNote: z.string().nullable().optional(),
});

export type SettleLine = z.infer<typeof settleLineSchema>;

export const shopBriefSchema = z.object({
  merchantNo: z.string(),
  name: z.string(),
  /** 1 open, 0 closed (shop-status-check). */
  status: z.number().int(),
  msg: z.string().nullable(),
});

export type ShopBrief = z.infer<typeof shopBriefSchema>;

export const couponOptionSchema = z.object({
  userCouponNo: z.string(),
  couponNo: z.string(),
  name: z.string(),
  /** 1 amount off, 2 percent off. */
  kind: z.number().int(),
  amountOffFen: z.number().int().nullable(),
  rate: z.number().int().nullable(),
  maxOffFen: z.number().int().nullable(),
  thresholdFen: z.number().int(),
  validTo: z.string(),
  usable: z.boolean(),
  /** Why not usable, null when usable. */
  reason: z.string().nullable(),
  /** What it would take off this basket (0 when not usable). */
  discountFen: z.number().int(),
});

export type CouponOption = z.infer<typeof couponOptionSchema>;

export const preSettlementSchema = z.object({
  shop: shopBriefSchema,
  lines: z.array(settleLineSchema),
  address: addressSchema.nullable(),
  coupons: z.array(couponOptionSchema),
  selectedCouponNo: z.string().nullable(),
  goodsFen: z.number().int(),
  freightFen: z.number().int(),
  discountFen: z.number().int(),
  payFen: z.number().int(),
  /** What promotions took off (in discountFen with the coupon's) and the gifts they bring. */
  promotionFen: z.number().int().optional(),
  gifts: z
    .array(z.object({ activityNo: z.string(), skuNo: z.string(), name: z.string(), quantity: z.number().int() }))
    .optional(),
});

export type PreSettlement = z.infer<typeof preSettlementSchema>;

export const placedOrderSchema = z.object({
  orderNo: z.string(),
  payFen: z.number().int(),
  expiresAt: z.string(),
});

export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderLineSchema = settleLineSchema.omit({ shopMerchantNo: true }).extend({
  discountFen: z.number().int(),
});

export const orderSchema = z.object({
  orderNo: z.string(),
  status: z.number().int(),
  shopMerchantNo: z.string(),
  shopName: z.string(),
  goodsFen: z.number().int(),
  freightFen: z.number().int(),
  discountFen: z.number().int(),
  payFen: z.number().int(),
  userCouponNo: z.string().nullable(),
  address: addressSchema.omit({ id: true, isDefault: true }),
  remark: z.string(),
  payChannel: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  lines: z.array(orderLineSchema),
  /** The promotions its lines got (and their gifts). */
  promotions: z.array(orderPromotionSchema).optional(),
});

export type Order = z.infer<typeof orderSchema>;

export const mallOrderPageQuerySchema = z.object({
  /** Empty = all tabs. */
  status: z.coerce.number().int().min(1).max(5).optional(),
  page: pageNumber,
  size: pageSize(10),
});

export const orderNoSchema = z.object({ orderNo: z.string().trim().min(1).max(40) });
