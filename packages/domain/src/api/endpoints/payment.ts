/**
 * Endpoints of the payment module: the pay page, the wallet, refunds. The channels' own notifications (raw
 * signed bodies, no envelope) stay outside the table.
 */
import { z } from 'zod';
import {
  PAYMENT_API,
  PAYMENT_MESSAGES,
  payableRefSchema,
  payStatusSchema,
  paySummarySchema,
  paymentNoSchema,
  qrPayBodySchema,
  qrPaymentSchema,
  walletBalanceSchema,
  walletDetailSchema,
  walletPaidSchema,
  walletUrlBodySchema,
  walletUrlSchema,
  payChannelsSchema,
  orderRefundsQuerySchema,
  REFUND_API,
  REFUND_MESSAGES,
  refundBodySchema,
  refundSchema,
} from '../../payment/index.ts';
import { endpoint, reasonOf } from '../../core/index.ts';
import { MALL_ORDER_MESSAGES } from '../../buying/index.ts';
import { SERVICE_ORDER_MESSAGES } from '../../service-order/index.ts';

const user = 'user' as const;

const payRefusals = [
  reasonOf(PAYMENT_MESSAGES, 'notFound'),
  reasonOf(PAYMENT_MESSAGES, 'notPayable'),
  reasonOf(PAYMENT_MESSAGES, 'alreadyPaid'),
  reasonOf(PAYMENT_MESSAGES, 'closed'),
  reasonOf(PAYMENT_MESSAGES, 'expired'),
];

export const PAYMENT_ENDPOINTS = {
  /** Which channels are on: not a secret (a shop shows how it takes money), asked by the pay page and deploy checks. */
  channels: endpoint({ method: 'GET', path: PAYMENT_API.channels, auth: 'none', data: payChannelsSchema }),
  summary: endpoint({
    method: 'GET',
    path: PAYMENT_API.summary,
    auth: user,
    query: payableRefSchema,
    data: paySummarySchema,
    refusals: payRefusals,
  }),
  qrcode: endpoint({
    method: 'POST',
    path: PAYMENT_API.qrcode,
    auth: user,
    body: qrPayBodySchema,
    data: qrPaymentSchema,
    refusals: [
      ...payRefusals,
      reasonOf(PAYMENT_MESSAGES, 'channelUnavailable'),
      reasonOf(PAYMENT_MESSAGES, 'channelOff'),
      reasonOf(MALL_ORDER_MESSAGES, 'alreadyPaid'),
      reasonOf(MALL_ORDER_MESSAGES, 'expiredUnpaid'),
      reasonOf(PAYMENT_MESSAGES, 'unknownKind'),
      reasonOf(SERVICE_ORDER_MESSAGES, 'payExpired'),
      reasonOf(SERVICE_ORDER_MESSAGES, 'alreadyPaid'),
    ],
  }),
  status: endpoint({
    method: 'GET',
    path: PAYMENT_API.status,
    auth: user,
    query: payableRefSchema,
    data: payStatusSchema,
  }),
  walletUrl: endpoint({
    method: 'POST',
    path: PAYMENT_API.walletUrl,
    auth: user,
    body: walletUrlBodySchema,
    data: walletUrlSchema,
    refusals: [
      ...payRefusals,
      reasonOf(PAYMENT_MESSAGES, 'walletTerminal'),
      reasonOf(PAYMENT_MESSAGES, 'channelOff'),
      reasonOf(MALL_ORDER_MESSAGES, 'alreadyPaid'),
      reasonOf(SERVICE_ORDER_MESSAGES, 'alreadyPaid'),
    ],
  }),
  walletBalance: endpoint({ method: 'GET', path: PAYMENT_API.walletBalance, auth: user, data: walletBalanceSchema }),
  walletDetail: endpoint({
    method: 'GET',
    path: PAYMENT_API.walletDetail,
    auth: user,
    query: paymentNoSchema,
    data: walletDetailSchema,
    refusals: [reasonOf(PAYMENT_MESSAGES, 'paymentNotFound')],
  }),
  walletPay: endpoint({
    method: 'POST',
    path: PAYMENT_API.walletPay,
    auth: user,
    body: paymentNoSchema,
    data: walletPaidSchema,
    refusals: [
      ...payRefusals,
      reasonOf(PAYMENT_MESSAGES, 'walletShort'),
      reasonOf(PAYMENT_MESSAGES, 'walletNoAccount'),
      reasonOf(PAYMENT_MESSAGES, 'channelOff'),
    ],
  }),
};

export const REFUND_ENDPOINTS = {
  refund: endpoint({
    method: 'POST',
    path: REFUND_API.refund,
    auth: user,
    policy: 'staff',
    body: refundBodySchema,
    data: refundSchema,
    refusals: [
      reasonOf(REFUND_MESSAGES, 'paymentNotFound'),
      reasonOf(REFUND_MESSAGES, 'notPaid'),
      reasonOf(REFUND_MESSAGES, 'walletNotSupported'),
      reasonOf(REFUND_MESSAGES, 'tooMuch'),
      reasonOf(REFUND_MESSAGES, 'channelFailed'),
    ],
  }),
  list: endpoint({
    method: 'GET',
    path: REFUND_API.list,
    auth: user,
    policy: 'staff',
    data: z.array(refundSchema),
  }),
  ofOrder: endpoint({
    method: 'GET',
    path: REFUND_API.ofOrder,
    auth: user,
    query: orderRefundsQuerySchema,
    data: z.array(refundSchema),
  }),
};
