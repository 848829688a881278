/**
 * Endpoints of the payment module: the pay page, the wallet, refunds. The channels' own notifications (raw
 * signed bodies, no envelope) stay outside the table.
 */
import { PAYMENT_ROUTES, REFUND_ROUTES } from '../routes/payment.ts';
import { z } from 'zod';
import {
  payableRefSchema,
  payStatusSchema,
  paySummarySchema,
  paymentNoSchema,
  qrPayBodySchema,
  qrPaymentSchema,
  h5PayBodySchema,
  h5PaymentSchema,
  walletBalanceSchema,
  walletDetailSchema,
  walletPaidSchema,
  walletUrlBodySchema,
  walletUrlSchema,
  payChannelsSchema,
  orderRefundsQuerySchema,
  refundListQuerySchema,
  refundBodySchema,
  refundSchema,
} from '../../payment/index.ts';
import { endpoint } from '../../core/index.ts';

export const PAYMENT_ENDPOINTS = {
  channels: endpoint({ ...PAYMENT_ROUTES.channels, data: payChannelsSchema }),
  summary: endpoint({ ...PAYMENT_ROUTES.summary, query: payableRefSchema, data: paySummarySchema }),
  qrcode: endpoint({ ...PAYMENT_ROUTES.qrcode, body: qrPayBodySchema, data: qrPaymentSchema }),
  h5: endpoint({ ...PAYMENT_ROUTES.h5, body: h5PayBodySchema, data: h5PaymentSchema }),
  status: endpoint({ ...PAYMENT_ROUTES.status, query: payableRefSchema, data: payStatusSchema }),
  walletUrl: endpoint({ ...PAYMENT_ROUTES.walletUrl, body: walletUrlBodySchema, data: walletUrlSchema }),
  walletBalance: endpoint({ ...PAYMENT_ROUTES.walletBalance, data: walletBalanceSchema }),
  walletDetail: endpoint({ ...PAYMENT_ROUTES.walletDetail, query: paymentNoSchema, data: walletDetailSchema }),
  walletPay: endpoint({ ...PAYMENT_ROUTES.walletPay, body: paymentNoSchema, data: walletPaidSchema }),
};

export const REFUND_ENDPOINTS = {
  refund: endpoint({ ...REFUND_ROUTES.refund, body: refundBodySchema, data: refundSchema }),
  list: endpoint({ ...REFUND_ROUTES.list, query: refundListQuerySchema, data: z.array(refundSchema) }),
  ofOrder: endpoint({ ...REFUND_ROUTES.ofOrder, query: orderRefundsQuerySchema, data: z.array(refundSchema) }),
};
