/** The schemas of refund.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { pageNumber, pageSize } from '../core/index.ts';

/** The payment to refund: its number, or the paid payment of an order (kind mall_order unless named). */
export const refundBodySchema = z
  .object({
    paymentNo: z.string().trim().max(64).optional(),
    orderNo: z.string().trim().max(64).optional(),
    kind: z.string().trim().max(32).default('mall_order'),
    amountFen: z.number({ error: '请填写退款金额' }).int('退款金额须为整数（分）').positive('退款金额须大于0'),
    reason: z.string().trim().max(80, '退款原因最多80个字').default('商家退款'),
  })
  .refine((b) => !!(b.paymentNo || b.orderNo), { message: '请填写订单号或支付单号', path: ['orderNo'] });

export type RefundBody = z.infer<typeof refundBodySchema>;

export const refundSchema = z.object({
  refundNo: z.string(),
  paymentNo: z.string(),
  payableKind: z.string(),
  payableNo: z.string(),
  channel: z.string(),
  amountFen: z.number().int(),
  paymentAmountFen: z.number().int(),
  refundedFen: z.number().int(),
  reason: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  automatic: z.boolean(),
  failure: z.string().nullable(),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
});

export type Refund = z.infer<typeof refundSchema>;

/** The staff's refunds, a page at a time, newest first; the keyword is an order or refund number (or its start). */
export const refundListQuerySchema = z.object({
  keyword: z.string().trim().max(64).optional(),
  page: pageNumber,
  size: pageSize(20),
});

export const orderRefundsQuerySchema = z.object({
  kind: z.string().trim().min(1).max(32),
  orderNo: z.string().trim().min(1).max(64),
});
