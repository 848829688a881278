/**
 * What other modules hold for an order of their own order_type and give back when the order closes unpaid (a
 * flash-sale buy: the activity's pool and the buyer's per-user count). closeUnpaid calls the hook of the closed
 * order's type inside its transaction, after the conditional status move, so a hook runs at most once per order and
 * commits or rolls back with the close. Registered once at start (like the payment's payables).
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

export type OrderReleaseHook = (
  tx: Transaction<DB>,
  orderNo: string,
  event: 'cancel' | 'expire',
  at: Date,
) => Promise<void>;

const hooks = new Map<number, OrderReleaseHook>();

/** One hook per order_type; registering the same type again replaces it (tests build several apps). */
export function registerOrderRelease(orderType: number, hook: OrderReleaseHook): void {
  hooks.set(orderType, hook);
}

/** Runs the hook of this order_type, if any. */
export async function runOrderRelease(
  tx: Transaction<DB>,
  orderType: number,
  orderNo: string,
  event: 'cancel' | 'expire',
  at: Date,
): Promise<void> {
  await hooks.get(orderType)?.(tx, orderNo, event, at);
}
