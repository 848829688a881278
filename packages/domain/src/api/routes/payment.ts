/**
 * Routes of the payment module: the pay page, the wallet, refunds. The channels' own notifications (raw
 * signed bodies, no envelope) stay outside the table.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, reasonsOf, route } from '../../core/index.ts';
import { PAYMENT_API, PAYMENT_MESSAGES, REFUND_API, REFUND_MESSAGES } from '../../payment/index.ts';
import { ORDER_MESSAGES } from '../../buying/index.ts';
import { SERVICE_ORDER_MESSAGES } from '../../service-order/index.ts';

const user = 'user' as const;

const payRefusals = [
  reasonOf(PAYMENT_MESSAGES, 'notFound'),
  reasonOf(PAYMENT_MESSAGES, 'notPayable'),
  reasonOf(PAYMENT_MESSAGES, 'alreadyPaid'),
  reasonOf(PAYMENT_MESSAGES, 'closed'),
  reasonOf(PAYMENT_MESSAGES, 'expired'),
  // the query's or body's kind names no business that can be paid
  reasonOf(PAYMENT_MESSAGES, 'unknownKind'),
];

/** Why the business itself cannot be paid now (each payable's describe: apps/server/src/modules/payment/payables.ts). */
const unpayableRefusals = [
  ...reasonsOf(ORDER_MESSAGES, 'alreadyPaid', 'closed', 'expiredUnpaid'),
  ...reasonsOf(SERVICE_ORDER_MESSAGES, 'alreadyPaid', 'cannotMove', 'payExpired'),
];

/** Opening a payment: besides the pay page's, a business that is due nothing (its amount is zero). */
const openRefusals = [...payRefusals, ...unpayableRefusals, reasonOf(PAYMENT_MESSAGES, 'zeroAmount')];

/** Creating a payment on a QR channel, by its code (desk) or in the phone's browser (H5). */
const channelPayRefusals = [
  ...openRefusals,
  reasonOf(PAYMENT_MESSAGES, 'channelUnavailable'),
  reasonOf(PAYMENT_MESSAGES, 'channelOff'),
];

export const PAYMENT_ROUTES = {
  /** Which channels are on: not a secret (a shop shows how it takes money), asked by the pay page and deploy checks. */
  channels: route({ id: 'PAYMENT.channels', method: 'GET', path: PAYMENT_API.channels, auth: 'none' }),
  summary: route({
    id: 'PAYMENT.summary',
    method: 'GET',
    path: PAYMENT_API.summary,
    auth: user,
    refusals: payRefusals,
  }),
  qrcode: route({
    id: 'PAYMENT.qrcode',
    method: 'POST',
    path: PAYMENT_API.qrcode,
    auth: user,
    refusals: channelPayRefusals,
  }),
  h5: route({
    id: 'PAYMENT.h5',
    method: 'POST',
    path: PAYMENT_API.h5,
    auth: user,
    refusals: channelPayRefusals,
  }),
  status: route({
    id: 'PAYMENT.status',
    method: 'GET',
    path: PAYMENT_API.status,
    auth: user,
    refusals: reasonsOf(PAYMENT_MESSAGES, 'notFound', 'unknownKind'),
  }),
  walletUrl: route({
    id: 'PAYMENT.walletUrl',
    method: 'POST',
    path: PAYMENT_API.walletUrl,
    auth: user,
    refusals: [...openRefusals, reasonOf(PAYMENT_MESSAGES, 'walletTerminal'), reasonOf(PAYMENT_MESSAGES, 'channelOff')],
  }),
  walletBalance: route({ id: 'PAYMENT.walletBalance', method: 'GET', path: PAYMENT_API.walletBalance, auth: user }),
  walletDetail: route({
    id: 'PAYMENT.walletDetail',
    method: 'GET',
    path: PAYMENT_API.walletDetail,
    auth: user,
    refusals: [reasonOf(PAYMENT_MESSAGES, 'paymentNotFound')],
  }),
  walletPay: route({
    id: 'PAYMENT.walletPay',
    method: 'POST',
    path: PAYMENT_API.walletPay,
    auth: user,
    refusals: [
      ...payRefusals,
      ...unpayableRefusals,
      // not the caller's wallet payment
      reasonOf(PAYMENT_MESSAGES, 'paymentNotFound'),
      reasonOf(PAYMENT_MESSAGES, 'walletShort'),
      reasonOf(PAYMENT_MESSAGES, 'walletNoAccount'),
      reasonOf(PAYMENT_MESSAGES, 'channelOff'),
    ],
  }),
};

export const REFUND_ROUTES = {
  refund: route({
    id: 'REFUND.refund',
    method: 'POST',
    path: REFUND_API.refund,
    auth: user,
    policy: 'staff',
    refusals: [
      reasonOf(REFUND_MESSAGES, 'paymentNotFound'),
      reasonOf(REFUND_MESSAGES, 'notPaid'),
      reasonOf(REFUND_MESSAGES, 'walletNotSupported'),
      reasonOf(REFUND_MESSAGES, 'tooMuch'),
      reasonOf(REFUND_MESSAGES, 'channelFailed'),
    ],
  }),
  list: route({ id: 'REFUND.list', method: 'GET', path: REFUND_API.list, auth: user, policy: 'staff', paged: true }),
  ofOrder: route({ id: 'REFUND.ofOrder', method: 'GET', path: REFUND_API.ofOrder, auth: user }),
};
