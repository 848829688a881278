/**
 * Refunds of QR payments (issue 26 §5): full or partial, by staff (the provider's sales accounts) or automatically
 * when money arrives for an order that can no longer take it. The refunded total never exceeds the payment. A
 * refund is processing until the channel confirms it (WeChat Pay: its refund notification; Alipay: its answer).
 */
import { z } from 'zod';
import { messages } from '../core/index.ts';

const P = '/api-cloud-merchant-service/v1/pay';
export const REFUND_API = {
  /** Staff: refund (part of) a paid payment. */
  refund: `${P}/refund`,
  /** Staff: the latest refunds, newest first. */
  list: `${P}/refunds`,
  /** The buyer: the refunds of one of their orders. */
  ofOrder: `${P}/order-refunds`,
} as const;

export const REFUND_STATUS = { PROCESSING: 0, SUCCESS: 1, FAILED: 2 } as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];
export const REFUND_STATUS_LABEL: Record<RefundStatus, string> = { 0: '退款中', 1: '已退款', 2: '退款失败' };

export const REFUND_MESSAGES = messages('REFUND', {
  paymentNotFound: '没有找到该订单的已支付记录',
  notPaid: '该支付单未支付，无法退款',
  walletNotSupported: '钱包支付暂不支持在线退款',
  tooMuch: '退款金额超过可退金额',
  channelFailed: '退款未被支付通道受理，请稍后再试',
  done: '退款已提交',
  lateMoney: '支付到账时订单已不可支付，款项自动原路退回',
});

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

export const orderRefundsQuerySchema = z.object({
  kind: z.string().trim().min(1).max(32),
  orderNo: z.string().trim().min(1).max(64),
});
