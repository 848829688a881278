/** Refusals of placeorder the submit page reacts to, by their stable reason (never by the words). */
import { hasReason, MALL_ORDER_MESSAGES, MALL_ORDER_ROUTES } from '@portal/domain';

/** 'MALL_ORDER.amountChanged': the page re-reads the settlement so the buyer sees the new amount. */
export function isAmountChanged(err: unknown): boolean {
  return hasReason(err, MALL_ORDER_ROUTES.placeOrder, MALL_ORDER_MESSAGES, 'amountChanged');
}
