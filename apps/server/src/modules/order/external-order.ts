/**
 * Mall orders another module places at prices it decides (a flash-sale buy at the seckill price), in the same
 * statement as the caller's own conditional writes (the activity's pool), so that they commit or roll back with
 * the order. Everything else is the order module's own behaviour: the same one-statement write as placeorder
 * (order, lines, stock movements and the model stock's conditional updates; one order per (account,
 * Idempotency-Key)), the same expiry, payable (kind mall_order) and cancel. order_type tells closeUnpaid whose
 * release hook (release-hooks.ts) gives back what the caller held when the order is cancelled or expires.
 */
import { orderExpiresAt, type Address, type PlacedOrder } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as q from './queries.ts';
import type { WithOrder } from './queries.ts';

export type { WithOrder } from './queries.ts';
import { batchedRead } from '../../cache/batched.ts';
import { buyerContacts } from '../account/index.ts';
import { takeStockSql } from '../catalogue/index.ts';
import { nextOrderNo } from './order-numbers.ts';
import { insertOrderTakingStock } from './stock-write.ts';

export interface ExternalOrderLine {
  skuNo: string;
  spuNo: string;
  skuName: string;
  spuName: string;
  model: string;
  picUrl: string | null;
  priceFen: number;
  quantity: number;
  amountFen: number;
  /** Reduction on this line (pay = Σ(amount − discount) + freight). */
  discountFen: number;
}

export interface ExternalOrder {
  accountId: number;
  buyerMerchantNo: string | null;
  shop: { merchantNo: string; name: string };
  address: Address;
  lines: readonly ExternalOrderLine[];
  freightFen: number;
  remark: string;
  idempotencyKey: string;
  requestHash: string;
  /** mall_order.order_type (not 1). */
  orderType: number;
  /** ORDER_EXPIRE_MINUTES. */
  expireMinutes: number;
}

/**
 * Places the order in one statement (in `db`, or in the caller's transaction): answers it, or null when this account
 * already has an order under the key (the caller answers that one). `also` is what the caller writes in the same
 * statement (its CTEs see the new order as `o`; its guard raises to undo everything, and its value is `held`).
 * Throws the business refusal '库存不足' when a model's stock is gone; a unique violation on order_no or a deadlock
 * (isRetryablePlacement) means the caller should run it again.
 */
export async function placeExternalOrder(
  db: Kysely<DB> | Transaction<DB>,
  o: ExternalOrder,
  now: Date,
  also?: WithOrder,
): Promise<(PlacedOrder & { held: number | null }) | null> {
  const write = orderWrite(o, now);
  const { id, held } = await insertOrderTakingStock(db, write, o.lines, also);
  if (id === null) return null;
  return { orderNo: write.orderNo, payFen: write.payFen, expiresAt: write.expiresAt.toISOString(), held };
}

/** The row an external order writes: its number of `now` (nextOrderNo), its amounts and expiry. */
function orderWrite(o: ExternalOrder, now: Date): q.OrderWrite {
  const goodsFen = o.lines.reduce((s, l) => s + l.amountFen, 0);
  const discountFen = o.lines.reduce((s, l) => s + l.discountFen, 0);
  const { id: _id, isDefault: _d, ...address } = o.address;
  return {
    orderNo: nextOrderNo(now),
    accountId: o.accountId,
    buyerMerchantNo: o.buyerMerchantNo,
    shopMerchantNo: o.shop.merchantNo,
    shopName: o.shop.name,
    goodsFen,
    freightFen: o.freightFen,
    discountFen,
    payFen: goodsFen + o.freightFen - discountFen,
    userCouponNo: null,
    address: { ...address, streetCode: address.streetCode ?? null, streetName: address.streetName ?? null },
    remark: o.remark,
    idempotencyKey: o.idempotencyKey,
    requestHash: o.requestHash,
    expiresAt: orderExpiresAt(now, o.expireMinutes),
    orderType: o.orderType,
  };
}

/**
 * Several external orders in one statement (a batch of flash-sale buys), with the stock of all of them taken at
 * once and the caller's writes (`also`, seeing the new orders as `o` with id, order_no and account_id; its guard
 * must refuse the batch when fewer orders were written than given: an account already had one under its key). Each
 * order is placed at its own time. Answers the placed orders in the order given and the guard's value. A model without enough stock for all of them, a taken order number or a deadlock throws (nothing written).
 */
export async function placeExternalOrders(
  db: Kysely<DB> | Transaction<DB>,
  orders: readonly { order: ExternalOrder; now: Date }[],
  also: WithOrder,
): Promise<{ orders: PlacedOrder[]; held: number | null }> {
  const writes = orders.map(({ order, now }) => ({ order: orderWrite(order, now), lines: order.lines }));
  const { held } = await q.insertOrders(db, writes, takeStockSql(writes.flatMap((w) => w.lines)), also);
  return {
    orders: writes.map(({ order }) => ({
      orderNo: order.orderNo,
      payFen: order.payFen,
      expiresAt: order.expiresAt.toISOString(),
    })),
    held,
  };
}

/** The order this account placed under the key (a replay's answer), if any. */
export function orderUnderKey(db: Kysely<DB>, accountId: number, key: string) {
  return keyReads(db).load({ accountId, key });
}

/** Orders under keys asked for in this turn of the event loop (a crowd hearing 'sold out'), in one query. */
const keyReads = batchedRead((db, keys: readonly { accountId: number; key: string }[]) => q.findByKeys(db, keys));

export { isRetryablePlacement } from './stock-write.ts';

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
