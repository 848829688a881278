/**
 * Mall orders (part 1 §1-§3, §7 "Cart and orders"): the buyer's and the shop's order lists and details, cancel,
 * ship, receipt. The shop that fulfils a basket and pre-settlement are in settle.ts, placing an order in place.ts
 * (through the order kernel, kernel.ts); they are answered from here too, the use cases routes.ts calls.
 *
 * Every status move is the domain's transition applied as `update … where status = from`.
 */
import {
  ORDER_MESSAGES,
  ORDER_ROUTES as E,
  listedBy,
  ORDER_WORDS,
  ORDER_STATUS,
  maskPhone,
  nextOrderStatus,
  orderTabs,
  refusal,
  type OrderEvent,
  type OrderPage,
  type OrderStatus,
  type OrderView,
  type PurchaseRow,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { bus } from '../../events/index.ts';
import { businessError, forbidden, notFound } from '../../http/errors.ts';
import { buyerContacts, currentBuyer } from '../account/index.ts';
import { giveBackStock } from '../catalogue/index.ts';
import * as coupons from '../coupon/index.ts';
import { sendMessages } from '../message/index.ts';
import * as promotions from '../promotion/index.ts';
import { linesByOrder, toOrderView, toPurchaseRow } from './presenter.ts';
import * as q from './queries.ts';
import { runOrderRelease } from './release-hooks.ts';
import { runOrderShipped } from './ship-hooks.ts';
import { insertParcels, type ParcelWrite } from './parcel-queries.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** What each use case may refuse: only what the entries that reach it list (the compiler checks). */
const ownNo = listedBy(E.detail, E.cancel, E.confirmReceipt);
const cancelNo = listedBy(E.cancel);
const confirmNo = listedBy(E.confirmReceipt);
const shopNo = listedBy(E.shopPage, E.shopDetail, E.ship);
const shopOrderNo = listedBy(E.shopDetail, E.ship);
const shipNo = listedBy(E.ship);

// ----------------------------------------------------------------------------------------------------
// Lists and detail

/** Buyer names as the shop sees them: the buying merchant's company, else the account's nickname or masked phone. */
async function buyerNames(db: Db, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (!orderIds.length) return new Map();
  const rows = await q.buyersOf(db, orderIds);
  const contacts = await buyerContacts(
    db,
    rows.map((r) => ({ accountId: Number(r.account_id), merchantNo: r.buyer_merchant_no })),
  );
  return new Map(rows.map((r, i) => [r.id, contacts[i]!.name ?? maskPhone(contacts[i]!.phone)]));
}

async function views(db: Db, rows: q.OrderRow[], side: 'buyer' | 'shop', now: Date): Promise<OrderView[]> {
  const ids = rows.map((r) => r.id);
  const [lines, names] = await Promise.all([
    q.linesOf(db, ids),
    side === 'shop' ? buyerNames(db, ids) : Promise.resolve(new Map<number, string>()),
  ]);
  const by = linesByOrder(lines);
  return rows.map((r) => toOrderView(r, by.get(r.id) ?? [], side, now, names.get(r.id) ?? null));
}

async function pageOf(
  db: Kysely<DB>,
  owner: q.OrderOwner,
  side: 'buyer' | 'shop',
  query: { status?: number; page: number; size: number },
  now: Date,
): Promise<{ page: OrderPage; total: number }> {
  const [rows, counts] = await Promise.all([
    q.pageOrders(db, owner, query.status, query.page, query.size),
    q.countByStatus(db, owner),
  ]);
  const tabs = orderTabs(counts);
  const total = tabs.find((t) => t.status === (query.status ?? null))?.count ?? 0;
  return { page: { list: await views(db, rows, side, now), tabs }, total };
}

/** order/page: the buyer's orders, newest first, one status tab or all, with every tab's count. */
export function page(db: Kysely<DB>, accountId: number, query: { status?: number; page: number; size: number }) {
  return pageOf(db, { accountId }, 'buyer', query, new Date());
}

async function ownOrder(db: Db, accountId: number, orderNo: string): Promise<q.OrderRow> {
  const o = await q.findOrder(db, orderNo);
  if (!o || o.account_id !== accountId) throw notFound(ownNo(refusal(ORDER_MESSAGES, 'notFound')));
  return o;
}

export async function detail(db: Kysely<DB>, accountId: number, orderNo: string): Promise<OrderView> {
  const o = await ownOrder(db, accountId, orderNo);
  const [view, promoted] = await Promise.all([views(db, [o], 'buyer', new Date()), promotions.ofOrders(db, [orderNo])]);
  return { ...view[0]!, promotions: promoted.get(orderNo) ?? [] };
}

/** order/purchase/list: data.rows, each an order with its models (skuDTOList). */
export async function purchaseList(
  db: Kysely<DB>,
  accountId: number,
  query: { status?: number; page: number; size: number },
): Promise<{ rows: PurchaseRow[]; total: number }> {
  const owner = { accountId };
  const [rows, counts] = await Promise.all([
    q.pageOrders(db, owner, query.status, query.page, query.size),
    q.countByStatus(db, owner),
  ]);
  const by = linesByOrder(
    await q.linesOf(
      db,
      rows.map((r) => r.id),
    ),
  );
  const total =
    query.status === undefined ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(query.status) ?? 0);
  return { rows: rows.map((r) => toPurchaseRow(r, by.get(r.id) ?? [])), total };
}

// ----------------------------------------------------------------------------------------------------
// Moves

/** The domain's next state of a move this module only attempts from that state. */
function transition(from: OrderStatus, event: OrderEvent): OrderStatus {
  const to = nextOrderStatus(from, event);
  if (to === null) throw new Error(`order move ${event} from ${from} is not in the transition table`);
  return to;
}

/**
 * Closes an unpaid order (by the buyer, or by expiry) and gives back what it held, all in the caller's
 * transaction: the conditional update decides; when it moves nothing (paid, cancelled or expired meanwhile) nothing
 * else happens and null is answered. Answers the closed order's type; the caller emits 'order.closedUnpaid' once
 * its transaction has committed (closedUnpaid).
 */
export async function closeUnpaid(
  tx: Transaction<DB>,
  orderNo: string,
  how: { event: 'cancel'; accountId: number } | { event: 'expire'; now: Date },
): Promise<{ orderType: number } | null> {
  const to = transition(ORDER_STATUS.UNPAID, how.event);
  const now = how.event === 'expire' ? how.now : new Date();
  const moved = await q.moveStatus(tx, orderNo, {
    from: ORDER_STATUS.UNPAID,
    to,
    ...(how.event === 'cancel' ? { where: { accountId: how.accountId } } : { expired: { at: now, past: true } }),
    set: {
      cancelled_at: now,
      cancel_reason: how.event === 'cancel' ? ORDER_WORDS.cancelledByBuyer : ORDER_MESSAGES.expired,
    },
  });
  if (!moved) return null;
  const lines = await q.linesOf(tx, [moved.id]);
  const sorted = [...lines].sort((a, b) => (a.sku_no < b.sku_no ? -1 : a.sku_no > b.sku_no ? 1 : 0));
  await q.insertMovements(
    tx,
    orderNo,
    how.event,
    sorted.map((l) => ({ skuNo: l.sku_no, delta: l.quantity })),
  );
  for (const l of sorted) await giveBackStock(tx, l.sku_no, l.quantity);
  await coupons.release(tx, orderNo);
  await promotions.release(tx, orderNo, now);
  // What another module holds for an order of its type (a flash sale's pool), after the model stock.
  await runOrderRelease(tx, Number(moved.order_type), orderNo, how.event, now);
  // Cancelled by time: the buyer is told, in this transaction (a buyer's own cancel needs no message).
  if (how.event === 'expire')
    await sendMessages(tx, [
      { accountId: Number(moved.account_id), kind: 'orderExpired', params: { orderNo }, key: orderNo },
    ]);
  return { orderType: Number(moved.order_type) };
}

/** Tells the modules that keep something a closed order gave back (a flash sale's pool), after the commit. */
export function closedUnpaid(db: Kysely<DB>, orderNo: string, orderType: number, event: 'cancel' | 'expire'): void {
  bus.emit(db, { type: 'order.closedUnpaid', orderNo, orderType, event });
}

/** The buyer cancels an unpaid order: stock and coupon come back in the same transaction. Answers the order now. */
export async function cancel(db: Kysely<DB>, accountId: number, orderNo: string): Promise<OrderView> {
  await ownOrder(db, accountId, orderNo);
  const done = await db.transaction().execute((tx) => closeUnpaid(tx, orderNo, { event: 'cancel', accountId }));
  if (!done) throw businessError(cancelNo(refusal(ORDER_MESSAGES, 'cannotCancel')));
  closedUnpaid(db, orderNo, done.orderType, 'cancel');
  return detail(db, accountId, orderNo);
}

/** The buyer confirms receipt: 已发货 -> 已完成. Answers the order now. */
export async function confirmReceipt(db: Kysely<DB>, accountId: number, orderNo: string): Promise<OrderView> {
  await ownOrder(db, accountId, orderNo);
  const moved = await q.moveStatus(db, orderNo, {
    from: ORDER_STATUS.SHIPPED,
    to: transition(ORDER_STATUS.SHIPPED, 'complete'),
    where: { accountId },
    set: { completed_at: new Date() },
  });
  if (!moved) throw businessError(confirmNo(refusal(ORDER_MESSAGES, 'cannotConfirm')));
  return detail(db, accountId, orderNo);
}

// ----------------------------------------------------------------------------------------------------
// The shop side: the first-level dealer (its owner or staff, acting for it) fulfils the orders placed with it

async function shopOf(db: Kysely<DB>, accountId: number): Promise<string> {
  const buyer = await currentBuyer(db, accountId);
  if (!buyer.merchantNo || buyer.enterpriseType !== 1) throw forbidden(shopNo(refusal(ORDER_MESSAGES, 'notShop')));
  return buyer.merchantNo;
}

export async function shopPage(
  db: Kysely<DB>,
  accountId: number,
  query: { status?: number; page: number; size: number },
) {
  return pageOf(db, { shopMerchantNo: await shopOf(db, accountId) }, 'shop', query, new Date());
}

async function shopOrder(db: Kysely<DB>, shopMerchantNo: string, orderNo: string): Promise<q.OrderRow> {
  const o = await q.findOrder(db, orderNo);
  if (!o || o.shop_merchant_no !== shopMerchantNo) throw notFound(shopOrderNo(refusal(ORDER_MESSAGES, 'notFound')));
  return o;
}

export async function shopDetail(db: Kysely<DB>, accountId: number, orderNo: string): Promise<OrderView> {
  const o = await shopOrder(db, await shopOf(db, accountId), orderNo);
  return (await views(db, [o], 'shop', new Date()))[0]!;
}

/**
 * The shop ships a paid order in its parcels (carrier and tracking number each, checked by the domain's schema):
 * 已付款 -> 已发货. Answers the order now. Only the call whose conditional move won writes the parcels, so a double
 * click or a crowd of calls writes one set; the others are refused (cannotShip).
 */
export async function ship(
  db: Kysely<DB>,
  accountId: number,
  body: { orderNo: string; parcels: readonly ParcelWrite[] },
): Promise<OrderView> {
  const { orderNo } = body;
  const shopMerchantNo = await shopOf(db, accountId);
  const o = await shopOrder(db, shopMerchantNo, orderNo);
  // The move, its parcels and the buyer's message in one transaction: all or none.
  const moved = await db.transaction().execute(async (tx) => {
    const shippedAt = new Date();
    const m = await q.moveStatus(tx, orderNo, {
      from: ORDER_STATUS.PAID,
      to: transition(ORDER_STATUS.PAID, 'ship'),
      where: { shopMerchantNo },
      set: { shipped_at: shippedAt },
    });
    if (m) {
      await insertParcels(tx, Number(o.id), body.parcels, shippedAt);
      const params = { orderNo, shopName: o.shop_name };
      await sendMessages(tx, [{ accountId: Number(m.account_id), kind: 'orderShipped', params, key: orderNo }]);
      const lines = (await q.linesOf(tx, [Number(o.id)])).map((l) => ({
        lineNo: l.line_no,
        skuNo: l.sku_no,
        spuName: l.spu_name,
        skuName: l.sku_name,
        model: l.model,
        quantity: l.quantity,
      }));
      await runOrderShipped(tx, { orderNo, accountId: Number(m.account_id), shippedAt, lines });
    }
    return m;
  });
  if (!moved) throw businessError(shipNo(refusal(ORDER_MESSAGES, 'cannotShip')));
  return shopDetail(db, accountId, orderNo);
}
