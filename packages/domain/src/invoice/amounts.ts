/**
 * How much of an order is invoiced, in integer fen. The rules, written once here:
 * - The invoice is for what the buyer paid: the goods after every discount (coupons, promotions, member prices are
 *   already taken off the order's price, so no discount line appears), plus the freight the buyer paid, which is
 *   invoiced with the goods (a freight-free order has no freight line).
 * - Less what was refunded: invoiceable = paid − refunded, never below 0. Points or credits the buyer spent are not
 *   money paid and are not invoiced.
 * - Several paid orders of one seller may be merged into one invoice (合并开票): its amount is the sum of theirs.
 * - A refund after issue reverses the whole invoice (红冲) and a new one is issued for what still remains.
 */
import { refusal, type Refusal } from '../core/index.ts';
import { INVOICE_REQUEST_MESSAGES } from './messages.ts';

export const INVOICE_MERGE_MAX_ORDERS = 50;

export interface InvoiceableOrder {
  orderId: number;
  sellerId: number;
  /** The money the buyer paid for the order (goods after discounts + freight), fen. */
  paidFen: number;
  /** The freight inside paidFen, fen. */
  freightFen: number;
  /** Refunds completed so far, fen. */
  refundedFen: number;
  paid: boolean;
}

/** What one order may still be invoiced for: paid − refunded, at least 0. */
export function invoiceableFen(o: Pick<InvoiceableOrder, 'paidFen' | 'refundedFen'>): number {
  return Math.max(0, o.paidFen - o.refundedFen);
}

/** The goods and freight of what remains: a refund comes off the goods first, then off the freight. */
export function invoiceableSplit(o: Pick<InvoiceableOrder, 'paidFen' | 'refundedFen' | 'freightFen'>): {
  goodsFen: number;
  freightFen: number;
} {
  const total = invoiceableFen(o);
  const freightFen = Math.min(o.freightFen, total);
  return { goodsFen: total - freightFen, freightFen };
}

/** Null when these orders may go on one invoice (all paid, one seller, something left to invoice, ≤ 50), else why not. */
export function mergeRefusal(
  orders: readonly InvoiceableOrder[],
): Refusal<`INVOICE_REQUEST.${'noOrders' | 'tooManyOrders' | 'notPaid' | 'mixedSellers' | 'nothingToInvoice'}`> | null {
  if (orders.length === 0) return refusal(INVOICE_REQUEST_MESSAGES, 'noOrders');
  if (orders.length > INVOICE_MERGE_MAX_ORDERS) return refusal(INVOICE_REQUEST_MESSAGES, 'tooManyOrders');
  if (orders.some((o) => !o.paid)) return refusal(INVOICE_REQUEST_MESSAGES, 'notPaid');
  if (new Set(orders.map((o) => o.sellerId)).size > 1) return refusal(INVOICE_REQUEST_MESSAGES, 'mixedSellers');
  if (orders.some((o) => invoiceableFen(o) === 0)) return refusal(INVOICE_REQUEST_MESSAGES, 'nothingToInvoice');
  return null;
}

/** The merged invoice's amount: the sum of each order's invoiceable amount. */
export function mergedInvoiceableFen(orders: readonly Pick<InvoiceableOrder, 'paidFen' | 'refundedFen'>[]): number {
  return orders.reduce((s, o) => s + invoiceableFen(o), 0);
}

/** Whether a request made at `askedAt` for an order paid at `paidAt` is within the provider's window of `days`. */
export function withinRequestWindow(paidAt: Date, askedAt: Date, days: number): boolean {
  return askedAt.getTime() - paidAt.getTime() <= days * 86_400_000;
}
