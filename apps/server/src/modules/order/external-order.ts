/**
 * What other modules read of mall orders: the order under an Idempotency-Key (a replay's answer; a crowd's in one
 * query per turn) and order summaries by number (the seller's view of what a flash sale sold). Orders other modules
 * place (a flash-sale buy at the seckill price) are written by the kernel (kernel.ts `writeOrder`, with the caller's
 * companion writer): the same one-statement write as placeorder, the same expiry, payable (kind mall_order) and
 * cancel. order_type tells closeUnpaid whose release hook (release-hooks.ts) gives back what the caller held.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { batchedRead } from '../../cache/batched.ts';
import { buyerContacts } from '../account/index.ts';
import type { OrderDraft, OrderLine } from './kernel.ts';
import * as q from './queries.ts';

/** An order another module places (the kernel's draft). */
export type ExternalOrder = OrderDraft;
/** A line of it: its price and reduction decided by the caller. */
export type ExternalOrderLine = OrderLine;

/** The order this account placed under the key (a replay's answer), if any. */
export function orderUnderKey(db: Kysely<DB>, accountId: number, key: string) {
  return keyReads(db).load({ accountId, key });
}

/** Orders under keys asked for in this turn of the event loop (a crowd hearing 'sold out'), in one query. */
const keyReads = batchedRead((db, keys: readonly { accountId: number; key: string }[]) => q.findByKeys(db, keys));

export interface OrderSummary {
  orderNo: string;
  accountId: number;
  status: number;
  payFen: number;
  createdAt: Date;
  paidAt: Date | null;
  /** The buying merchant's company, else the account's nickname; the phone masked apart. */
  buyerName: string | null;
  buyerPhone: string;
}

/** Orders by number (the seller's view of what a flash sale sold); unknown numbers are absent. */
export async function orderSummaries(db: Kysely<DB>, orderNos: readonly string[]): Promise<Map<string, OrderSummary>> {
  if (!orderNos.length) return new Map();
  const rows = await db
    .selectFrom('mall_order as o')
    .select(['o.order_no', 'o.account_id', 'o.buyer_merchant_no', 'o.status', 'o.pay_fen', 'o.created_at', 'o.paid_at'])
    .where('o.order_no', 'in', [...orderNos])
    .execute();
  const buyers = await buyerContacts(
    db,
    rows.map((r) => ({ accountId: Number(r.account_id), merchantNo: r.buyer_merchant_no })),
  );
  return new Map(
    rows.map((r, i) => [
      r.order_no,
      {
        orderNo: r.order_no,
        accountId: Number(r.account_id),
        status: Number(r.status),
        payFen: Number(r.pay_fen),
        createdAt: new Date(r.created_at),
        paidAt: r.paid_at ? new Date(r.paid_at) : null,
        buyerName: buyers[i]!.name,
        buyerPhone: buyers[i]!.phone,
      },
    ]),
  );
}
