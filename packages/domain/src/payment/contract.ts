/**
 * The payment API contract (issue "Buying" §5; part 1 §7 "wallet URL", "payment QR and order-status"): QR payments
 * by two channels (a WeChat Pay API v3 style Native order and an Alipay style precreate), the wallet channel, and the
 * status the pay page polls. One payment module serves every payable business (mall orders now, service and credits
 * orders later), named by its `kind`. Money in integer fen.
 */
import { z } from 'zod';
import { QR_PAY_CHANNELS, WALLET_TERMINAL_PC, PAYMENT_MESSAGES } from './payment-api.ts';

/** Where the pay page goes once the payable is paid. */
export function paidReturnPath(kind: string, no: string): string {
  const q = `orderNo=${encodeURIComponent(no)}`;
  if (kind === 'service_order' || kind === 'service_supplement') return `/member/serveOrder/details?${q}`;
  if (kind === 'credits_order') return `/memberStore/creditsExchange/record?${q}`;
  return `/memberStore/purchaseOrders/detail?${q}`;
}

// ---------- schemas ----------

const kind = z.string().trim().min(1).max(32);

const orderNo = z.string().trim().min(1, '请提供订单号').max(64);

const paymentNo = z
  .string()
  .trim()
  .regex(/^P[0-9A-Za-z]{8,40}$/, PAYMENT_MESSAGES.paymentNotFound);

export const payableRefSchema = z.object({ kind: kind.default('mall_order'), orderNo });

export type PayableRef = z.infer<typeof payableRefSchema>;

export const qrPayBodySchema = payableRefSchema.extend({
  channel: z.enum(QR_PAY_CHANNELS, { error: '请选择支付方式' }),
});

export type QrPayBody = z.input<typeof qrPayBodySchema>;

export const paySummarySchema = z.object({
  kind: z.string(),
  orderNo: z.string(),
  subject: z.string(),
  amountFen: z.number().int(),
  expiresAt: z.string(),
  payable: z.boolean(),
  reason: z.string().nullable(),
  paid: z.boolean(),
  closed: z.boolean(),
  returnPath: z.string(),
});

export type PaySummary = z.infer<typeof paySummarySchema>;

export const qrPaymentSchema = z.object({
  paymentNo: z.string(),
  channel: z.enum(QR_PAY_CHANNELS),
  amountFen: z.number().int(),
  subject: z.string(),
  expiresAt: z.string(),
  /** What the QR code carries: the channel's code_url / qr_code. */
  codeUrl: z.string(),
  /** The QR code as an SVG data URL. */
  qrImage: z.string(),
});

export type QrPayment = z.infer<typeof qrPaymentSchema>;

/** A phone payment: the body is a QR payment's (the channel, the payable). */
export const h5PayBodySchema = qrPayBodySchema;

export type H5PayBody = z.input<typeof h5PayBodySchema>;

export const h5PaymentSchema = z.object({
  paymentNo: z.string(),
  channel: z.enum(QR_PAY_CHANNELS),
  amountFen: z.number().int(),
  expiresAt: z.string(),
  /**
   * The address the phone opens: WeChat's h5_url with our redirect_url, or the signed alipay.trade.wap.pay request
   * to Alipay's gateway; both return the payer to the pay page.
   */
  payUrl: z.string(),
});

export type H5Payment = z.infer<typeof h5PaymentSchema>;

export const payStatusSchema = z.object({ paid: z.boolean(), closed: z.boolean(), returnPath: z.string() });

export type PayStatus = z.infer<typeof payStatusSchema>;

export const walletUrlBodySchema = z.object({
  terminal: z.literal(WALLET_TERMINAL_PC, { error: PAYMENT_MESSAGES.walletTerminal }),
  /** Which business the wallet pays: the payable kind. */
  walletChannel: kind.default('mall_order'),
  orderNo,
});

export const walletUrlSchema = z.object({ url: z.string(), paymentNo: z.string() });

export const walletBalanceSchema = z.object({ balanceFen: z.number().int() });

export const paymentNoSchema = z.object({ paymentNo });

export const walletDetailSchema = z.object({
  paymentNo: z.string(),
  kind: z.string(),
  orderNo: z.string(),
  subject: z.string(),
  amountFen: z.number().int(),
  expiresAt: z.string(),
  status: z.number().int(),
  balanceFen: z.number().int(),
  returnPath: z.string(),
});

export type WalletDetail = z.infer<typeof walletDetailSchema>;

export const walletPaidSchema = z.object({
  paid: z.literal(true),
  balanceFen: z.number().int(),
  returnPath: z.string(),
});
