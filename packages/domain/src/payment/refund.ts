/**
 * Refunds of QR payments (issue 26 §5): full or partial, by staff (the provider's sales accounts) or automatically
 * when money arrives for an order that can no longer take it. The refunded total never exceeds the payment. A
 * refund is processing until the channel confirms it (WeChat Pay: its refund notification; Alipay: its answer).
 */
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
  lateMoney: '支付到账时订单已不可支付，款项自动原路退回',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const REFUND_WORDS = {
  done: '退款已提交',
} as const;
