/** Refusals of placeorder the submit page reacts to, by their stable reason (never by the words). */
import { hasReason, ORDER_MESSAGES, ORDER_ROUTES } from '@portal/domain';

/** 'ORDER.amountChanged': the page re-reads the settlement so the buyer sees the new amount. */
export function isAmountChanged(err: unknown): boolean {
  return hasReason(err, ORDER_ROUTES.placeOrder, ORDER_MESSAGES, 'amountChanged');
}
