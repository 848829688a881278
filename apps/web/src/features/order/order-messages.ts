/** Refusals of placeorder the submit page reacts to (the server's words, MALL_ORDER_MESSAGES of the domain). */
import { MALL_ORDER_MESSAGES } from '@portal/domain';

/** '金额已变化，请刷新后重试': the page re-reads the settlement so the buyer sees the new amount. */
export function isAmountChanged(message: string): boolean {
  return message === MALL_ORDER_MESSAGES.amountChanged;
}
