/**
 * Order rules beyond the shared buying contract: the extra order endpoints (the shop side, receipt, tab
 * counts), the messages, the Idempotency-Key rule, the canonical form of a placeorder body (what "the same
 * request" means), the order number, the totals, why a model cannot be bought, and what each side may do with an
 * order in each state. Server and web import these; nothing here does I/O.
 */
import { BUY_QUANTITY_MAX, BUY_QUANTITY_MESSAGES } from './buying-api.ts';
import { chinaStamp, refusal, type Refusal } from '../core/index.ts';
import { type Shop } from '../dealer/index.ts';
import { type CartSkuState } from './cart.ts';
import { aboutModel, cartLineReason, type LineRefusal } from './buyable.ts';
import { takeRefusal } from './take-refusal.ts';
import { ORDER_MESSAGES, ORDER_TOTAL_MAX_FEN } from './order-words.ts';
import { type ShopBrief } from './contract.ts';
import {
  ORDER_STATUS,
  ORDER_STATUS_LABEL,
  nextOrderStatus,
  type OrderEvent,
  type OrderStatus,
} from './order-status.ts';
import { type ParsedPlaceOrderBody, type OrderActions, type OrderTab } from './order-contract.ts';

/** What the catalogue tells about one model, as far as buying it goes. */
export interface BuyableSku extends CartSkuState {
  skuName: string;
  model: string;
}

/** The model a message is about: 商品“HY-IPC-…”. */
const named = (name: string, reason: string) => `商品“${name}”：${reason}`;

/**
 * Null when `quantity` of the model can be bought now, else why, naming the model (the cart's rule:
 * listed, priced, 1..9999 and within the stock). The first such line refuses a settlement.
 */
export function lineProblem(sku: BuyableSku | undefined, label: string, quantity: number): LineRefusal | null {
  const why = cartLineReason(sku ?? null, quantity);
  return why === null ? null : aboutModel(sku ? sku.model || sku.skuName : label, why);
}

/** The stock went to someone else between the check and the order's conditional update. */
export function stockTakenMessage(name: string): string {
  return named(name, ORDER_MESSAGES.stockTaken);
}

/**
 * Why the order's conditional stock update refused a model, from what that write saw (the buying paths' one rule,
 * takeRefusal): the quantity limit when the order asked more of one model than one may buy, sold out only when the
 * model had none left, else 「库存不足，最多可购买N件」 with what it still held. Names the model.
 */
export function orderTakeRefusal(name: string, wanted: number, left: number) {
  const r = takeRefusal({ wanted, left, limit: { max: BUY_QUANTITY_MAX, had: 0 } });
  if (r?.kind === 'overLimit') return refusal(ORDER_MESSAGES, 'quantityMax', named(name, BUY_QUANTITY_MESSAGES.max));
  if (r?.kind === 'soldOut') return refusal(ORDER_MESSAGES, 'soldOut', named(name, ORDER_MESSAGES.soldOut));
  if (r?.kind === 'short' && r.canTake > 0)
    return refusal(ORDER_MESSAGES, 'stockShort', named(name, ORDER_MESSAGES.stockShort(r.canTake)));
  // the stock it saw would have done: a moment that has passed (the caller may try again)
  return refusal(ORDER_MESSAGES, 'stockTaken', stockTakenMessage(name));
}

// ---------- Idempotency-Key and the canonical request ----------

export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9_-]{8,64}$/;

/** Null when the header is acceptable, else the message (a missing header is refused: placeorder must be retryable). */
export function idempotencyKeyProblem(
  key: string | string[] | undefined,
): Refusal<'ORDER.idempotencyKeyRequired' | 'ORDER.idempotencyKeyInvalid'> | null {
  if (key === undefined || key === '') return refusal(ORDER_MESSAGES, 'idempotencyKeyRequired');
  if (Array.isArray(key) || !IDEMPOTENCY_KEY_RE.test(key)) return refusal(ORDER_MESSAGES, 'idempotencyKeyInvalid');
  return null;
}

/**
 * The one text two placeorder bodies share when they ask for the same thing: fixed key order, direct items
 * sorted by model, the remark trimmed, an absent coupon choice kept apart from an explicit "none" (they can
 * differ: absent = the best one). The server stores a hash of it as the order's request_hash.
 */
export function canonicalPlaceOrderBody(b: ParsedPlaceOrderBody): string {
  const items =
    b.source === 'direct'
      ? [...b.items]
          .map((i) => [i.skuNo.trim(), i.quantity] as const)
          .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : x[1] - y[1]))
      : null;
  return JSON.stringify([
    'placeorder/v1',
    b.source,
    items,
    b.addressId,
    b.userCouponNo === undefined ? '<best>' : b.userCouponNo,
    b.remark.trim(),
    b.expectedPayFen,
  ]);
}

/** The shop a settlement names (shop-status-check): one of the buyer's bound first-level dealers. */
export const shopBriefOf = (s: Shop): ShopBrief => ({
  merchantNo: s.parentMerchantNo,
  name: s.parentMerchantName,
  status: s.status,
  msg: s.msg,
});

// ---------- order numbers ----------

/**
 * A readable order number: the China-time second it was placed (yyyyMMddHHmmss) and six random digits, 20 digits
 * in all, e.g. 20261122153012048213. The database's unique constraint is the guard; a collision is retried.
 */
export function orderNoOf(at: Date, random6: number): string {
  return `${chinaStamp(at)}${String(Math.abs(Math.trunc(random6)) % 1_000_000).padStart(6, '0')}`;
}

export const ORDER_NO_RE = /^\d{20}$/;

// ---------- totals ----------

export interface OrderTotals {
  goodsFen: number;
  freightFen: number;
  discountFen: number;
  payFen: number;
}

/**
 * goods = Σ price × quantity; pay = goods + freight − discount. The discount applies to goods only and never
 * exceeds them, so the amount to pay is never below the freight (and never negative).
 */
export function orderTotals(
  lines: readonly { priceFen: number; quantity: number }[],
  freightFen: number,
  discountFen: number,
): OrderTotals {
  const goodsFen = lines.reduce((s, l) => s + l.priceFen * l.quantity, 0);
  const discount = Math.max(0, Math.min(discountFen, goodsFen));
  return { goodsFen, freightFen, discountFen: discount, payFen: goodsFen + freightFen - discount };
}

/** Whether an amount in fen (goods + freight, before discount) is over the one order total limit. */
export function overOrderTotalMax(fen: number): boolean {
  return !Number.isSafeInteger(fen) || fen > ORDER_TOTAL_MAX_FEN;
}

// ---------- expiry ----------

export function orderExpiresAt(placedAt: Date, expireMinutes: number): Date {
  return new Date(placedAt.getTime() + expireMinutes * 60_000);
}

/** An unpaid order can be paid while now is before its expiry. */
export function isPayable(o: { status: number; expiresAt: Date }, now: Date): boolean {
  return o.status === ORDER_STATUS.UNPAID && now.getTime() < o.expiresAt.getTime();
}

// ---------- who may do what ----------

export type OrderSide = 'buyer' | 'shop';

/** The moves each side makes (payment comes from the payment module, expiry from the sweeper). */
const SIDE_EVENTS: Record<OrderSide, readonly OrderEvent[]> = {
  buyer: ['cancel', 'complete'],
  shop: ['ship'],
};

export function mayDo(side: OrderSide, status: OrderStatus, event: OrderEvent): boolean {
  return SIDE_EVENTS[side].includes(event) && nextOrderStatus(status, event) !== null;
}

export function orderActions(side: OrderSide, o: { status: OrderStatus; expiresAt: Date }, now: Date): OrderActions {
  return {
    pay: side === 'buyer' && isPayable(o, now),
    cancel: mayDo(side, o.status, 'cancel'),
    confirmReceipt: mayDo(side, o.status, 'complete'),
    ship: mayDo(side, o.status, 'ship'),
  };
}

/** The tabs of the order list, in order: all, then each state. */
export const ORDER_TABS: readonly { status: OrderStatus | null; label: string }[] = [
  { status: null, label: '全部订单' },
  ...([1, 2, 3, 4, 5] as const).map((s) => ({ status: s, label: ORDER_STATUS_LABEL[s] })),
];

export function orderTabs(counts: ReadonlyMap<number, number>): OrderTab[] {
  const all = [...counts.values()].reduce((a, b) => a + b, 0);
  return ORDER_TABS.map((t) => ({ ...t, count: t.status === null ? all : (counts.get(t.status) ?? 0) }));
}
