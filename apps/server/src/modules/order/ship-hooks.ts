/**
 * What other modules do when the shop ships an order, inside the shipping transaction (the service centre registers
 * the shipped units' serials in its device registry): the hook commits or rolls back with the move to 已发货.
 * Registered once at start (like the release hooks).
 */
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface ShippedOrder {
  orderNo: string;
  accountId: number;
  shippedAt: Date;
  lines: readonly {
    lineNo: number;
    skuNo: string;
    spuName: string;
    skuName: string;
    model: string;
    quantity: number;
  }[];
}
export type OrderShippedHook = (tx: Transaction<DB>, order: ShippedOrder) => Promise<void>;

const hooks = new Map<string, OrderShippedHook>();

/** One hook per name; registering the same name again replaces it (tests build several apps). */
export function registerOrderShipped(name: string, hook: OrderShippedHook): void {
  hooks.set(name, hook);
}

export async function runOrderShipped(tx: Transaction<DB>, order: ShippedOrder): Promise<void> {
  for (const h of hooks.values()) await h(tx, order);
}
