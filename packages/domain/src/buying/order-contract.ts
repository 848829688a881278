/** The schemas of order.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from './buying-api.ts';
import { pageNumber, pageSize } from '../core/index.ts';
import { orderSchema, type placeOrderBodySchema } from './contract.ts';
import { ORDER_MESSAGES } from './order-words.ts';

/** The parsed placeorder body (after the schema's trimming and defaults). */
export type ParsedPlaceOrderBody = z.output<typeof placeOrderBodySchema>;

export const orderActionsSchema = z.object({
  /** Go to the pay page (unpaid and not yet expired). */
  pay: z.boolean(),
  cancel: z.boolean(),
  confirmReceipt: z.boolean(),
  ship: z.boolean(),
});

export type OrderActions = z.infer<typeof orderActionsSchema>;

// ---------- list answers ----------

/** The order as a list or detail answers it: the contract's order plus its label and allowed actions. */
export const orderViewSchema = orderSchema.extend({
  statusLabel: z.string(),
  actions: orderActionsSchema,
  /** The buyer as the shop sees it (null on the buyer's own pages). */
  buyerName: z.string().nullable(),
});

export type OrderView = z.infer<typeof orderViewSchema>;

export const orderTabSchema = z.object({
  /** null = all. */
  status: z.number().int().nullable(),
  label: z.string(),
  count: z.number().int(),
});

export type OrderTab = z.infer<typeof orderTabSchema>;

export const orderPageSchema = z.object({ list: z.array(orderViewSchema), tabs: z.array(orderTabSchema) });

export type OrderPage = z.infer<typeof orderPageSchema>;

/** shop-status-check: a shop by number, or none for the buyer's ordering shop. */
export const shopStatusQuerySchema = z.object({ merchantNo: z.string().trim().max(40).optional() });

/** The placeorder request's headers: the Idempotency-Key (checked by the route, see idempotencyKeyProblem). */
export const idempotencyHeadersSchema = z.object({ [IDEMPOTENCY_HEADER]: z.string().optional() });

export const purchaseListQuerySchema = z.object({
  status: z.coerce.number().int().min(1).max(5).optional(),
  page: pageNumber,
  size: pageSize(10),
});

/** One model of a purchase row (skuDTOList). Prices in fen. */
export const purchaseSkuSchema = z.object({
  skuNo: z.string(),
  spuNo: z.string(),
  skuName: z.string(),
  spuName: z.string(),
  model: z.string(),
  picUrl: z.string().nullable(),
  price: z.number().int(),
  quantity: z.number().int(),
  amount: z.number().int(),
});

/** order/purchase/list: data.rows, each an order with its models in skuDTOList. */
export const purchaseRowSchema = z.object({
  orderNo: z.string(),
  status: z.number().int(),
  statusLabel: z.string(),
  shopMerchantNo: z.string(),
  shopName: z.string(),
  goodsFen: z.number().int(),
  payFen: z.number().int(),
  createdAt: z.string(),
  skuDTOList: z.array(purchaseSkuSchema),
});

export type PurchaseRow = z.infer<typeof purchaseRowSchema>;

export const purchaseListSchema = z.object({ rows: z.array(purchaseRowSchema), total: z.number().int() });

export const shopOrderPageQuerySchema = purchaseListQuerySchema;

/** skuMatchShop: each model and the shop that fulfils it. */
export const skuMatchShopBodySchema = z.object({
  skuNos: z.array(z.string().trim().min(1).max(64)).min(1, ORDER_MESSAGES.emptyBasket).max(200),
});

export const skuShopSchema = z.object({
  skuNo: z.string(),
  shopMerchantNo: z.string(),
  shopName: z.string(),
});
