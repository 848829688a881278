/** The schemas of after-sale.ts (zod): the buyer's application, the moves, and the after-sale as both sides see it. */
import { z } from 'zod';
import { pageNumber, pageSize } from '../core/index.ts';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_MESSAGES,
  AFTER_SALE_PICTURES_MAX,
  AFTER_SALE_REASON_CODES,
  AFTER_SALE_STATES,
  AFTER_SALE_TEXT_MAX,
} from './after-sale.ts';
import { parcelInputSchema, parcelTraceSchema } from './shipping-contract.ts';

const afterSaleNo = z.string().trim().min(1).max(40);

export const afterSaleApplySchema = z.object({
  orderNo: z.string().trim().min(1).max(40),
  lineNo: z.number().int().min(1).max(1000),
  kind: z.enum(AFTER_SALE_KINDS),
  reasonCode: z.enum(AFTER_SALE_REASON_CODES, { error: AFTER_SALE_MESSAGES.reasonRequired }),
  reasonText: z.string().trim().max(AFTER_SALE_TEXT_MAX, AFTER_SALE_MESSAGES.textTooLong).default(''),
  quantity: z.number().int().min(1).max(9999),
  pictures: z
    .array(z.string().min(1).max(300))
    .max(AFTER_SALE_PICTURES_MAX, AFTER_SALE_MESSAGES.picturesMax)
    .default([]),
});
export type AfterSaleApply = z.input<typeof afterSaleApplySchema>;

export const afterSaleNoSchema = z.object({ afterSaleNo });
export const afterSaleOrderQuerySchema = z.object({ orderNo: z.string().trim().min(1).max(40) });
export const afterSalePageQuerySchema = z.object({ page: pageNumber, size: pageSize(10) });
/** The staff's list of returns whose refund failed: by an order or after-sale number, the newest or the most tried first. */
export const AFTER_SALE_FAILED_SORTS = ['latest', 'attempts'] as const;
export const afterSaleFailedQuerySchema = z.object({
  page: pageNumber,
  size: pageSize(10),
  keyword: z.string().trim().max(40).default(''),
  sort: z.enum(AFTER_SALE_FAILED_SORTS).default('latest'),
});
export const afterSaleRefuseSchema = z.object({
  afterSaleNo,
  reason: z
    .string({ error: AFTER_SALE_MESSAGES.refuseReasonRequired })
    .trim()
    .min(1, AFTER_SALE_MESSAGES.refuseReasonRequired)
    .max(AFTER_SALE_TEXT_MAX, AFTER_SALE_MESSAGES.textTooLong),
});
/** The buyer's parcel back, or the seller's parcel out (carrier and number checked by the carrier's pattern). */
export const afterSaleParcelSchema = z.object({ afterSaleNo, parcel: parcelInputSchema });

export const afterSaleStepSchema = z.object({
  event: z.string(),
  label: z.string(),
  state: z.enum(AFTER_SALE_STATES),
  by: z.enum(['buyer', 'seller']),
  note: z.string(),
  at: z.string(),
});

export const afterSaleSchema = z.object({
  afterSaleNo: z.string(),
  orderNo: z.string(),
  lineNo: z.number(),
  kind: z.enum(AFTER_SALE_KINDS),
  kindText: z.string(),
  state: z.enum(AFTER_SALE_STATES),
  stateText: z.string(),
  reasonCode: z.string(),
  reasonText: z.string(),
  reasonLabel: z.string(),
  quantity: z.number(),
  skuName: z.string(),
  spuName: z.string(),
  model: z.string(),
  picUrl: z.string().nullable(),
  pictures: z.array(z.string()),
  shopName: z.string(),
  refundFen: z.number().nullable(),
  refundNo: z.string().nullable(),
  backParcel: z.object({ carrier: z.string(), carrierName: z.string(), trackingNo: z.string() }).nullable(),
  outParcel: z.object({ carrier: z.string(), carrierName: z.string(), trackingNo: z.string() }).nullable(),
  refuseReason: z.string().nullable(),
  /** The channel's reason of the last refused refund (state refundFailed), its count and the job's next try. */
  refundFailure: z.string().nullable(),
  refundAttempts: z.number(),
  refundRetryAt: z.string().nullable(),
  /** What the viewer may do now (the transition table's moves for its side). */
  actions: z.array(z.string()),
  steps: z.array(afterSaleStepSchema),
  createdAt: z.string(),
});
export type AfterSaleView = z.infer<typeof afterSaleSchema>;

export const afterSaleListSchema = z.array(afterSaleSchema);

/** An order's line as its buyer may ask for it now: units not yet in an open request, the kinds still in window. */
export const afterSaleLineSchema = z.object({
  lineNo: z.number(),
  skuName: z.string(),
  spuName: z.string(),
  model: z.string(),
  picUrl: z.string().nullable(),
  quantity: z.number(),
  available: z.number(),
  kinds: z.array(z.enum(AFTER_SALE_KINDS)),
});
export type AfterSaleLine = z.infer<typeof afterSaleLineSchema>;

/** An order's requests with their timelines; for its buyer also the lines it may still ask for. */
export const orderAfterSalesSchema = z.object({ list: afterSaleListSchema, lines: z.array(afterSaleLineSchema) });
export type OrderAfterSales = z.infer<typeof orderAfterSalesSchema>;

/**
 * The parcels of a request with their traces, for its buyer and its selling dealer: the one the buyer sent back
 * (`back`) and the one the dealer sent out after an exchange or a repair (`out`), each when it exists.
 */
export const afterSaleParcelsSchema = z.object({
  afterSaleNo: z.string(),
  parcels: z.array(parcelTraceSchema.extend({ which: z.enum(['back', 'out']) })),
});
export type AfterSaleParcels = z.infer<typeof afterSaleParcelsSchema>;
