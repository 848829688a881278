/**
 * The boards' derived figures (issue 60 §1, §2): when a model runs out at the pace of the last 30 Beijing days, and
 * which after-sale requests wait on the seller (derived from the after-sale transition table, never listed twice).
 */
import { AFTER_SALE_AUTOMATIC_EVENTS, AFTER_SALE_STATES, AFTER_SALE_TRANSITIONS } from '../buying/index.ts';
import type { AfterSaleEvent, AfterSaleState } from '../buying/index.ts';

/** The pace is measured over this many days before today (Beijing), today excluded. */
export const RUN_OUT_WINDOW_DAYS = 30;
/** A model is listed when its stock lasts at most this many days at that pace. */
export const RUN_OUT_HORIZON_DAYS = 30;
/** How many models the run-out list holds at most. */
export const RUN_OUT_TOP = 20;

/**
 * Whole days the stock lasts when the units sold in the window keep selling at the same pace: floor(stock ÷ daily
 * pace). Null when nothing sold in the window (no pace: it never runs out by it); 0 when nothing is in stock.
 */
export function runOutDays(stock: number, unitsInWindow: number): number | null {
  if (unitsInWindow <= 0) return null;
  if (stock <= 0) return 0;
  return Math.floor((stock * RUN_OUT_WINDOW_DAYS) / unitsInWindow);
}

/** The after-sale states in which the seller has a move to make by hand (待商家处理, 买家已寄回, 商家已收货, 退款失败). */
export const AFTER_SALE_SELLER_TURN: readonly AfterSaleState[] = AFTER_SALE_STATES.filter((s) =>
  Object.entries(AFTER_SALE_TRANSITIONS[s]).some(
    ([e, m]) => m?.by === 'seller' && !AFTER_SALE_AUTOMATIC_EVENTS.includes(e as AfterSaleEvent),
  ),
);

/** How many models the after-sale rate list holds (the highest rates first). */
export const AFTER_SALE_RATE_TOP = 10;

/**
 * A model's after-sale rate over a period: the units asked back (return, exchange, repair; not refused or cancelled)
 * ÷ the units sold, in percent with one decimal; null when none sold in the period.
 */
export function afterSaleRate(afterSaleUnits: number, soldUnits: number): number | null {
  if (soldUnits <= 0) return null;
  return Math.round((afterSaleUnits * 1000) / soldUnits) / 10;
}

/** How many flash sales (started in the period, the latest first) the provider's board lists. */
export const FLASH_SALE_TOP = 20;

/** A flash sale's conversion: buyers ÷ followers (开抢提醒), in percent with one decimal; null without followers. */
export function flashConversion(buyers: number, followers: number): number | null {
  if (followers <= 0) return null;
  return Math.round((buyers * 1000) / followers) / 10;
}

/** How long a flash sale took to sell out, in words ('未售罄' when it did not). */
export function sellOutText(seconds: number | null): string {
  if (seconds === null) return '未售罄';
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}秒`;
  if (s < 3600) return `${Math.floor(s / 60)}分${s % 60 ? `${s % 60}秒` : ''}`;
  const h = Math.floor(s / 3600);
  if (h < 48) return `${h}小时${Math.floor((s % 3600) / 60) ? `${Math.floor((s % 3600) / 60)}分` : ''}`;
  return `${Math.floor(h / 24)}天${h % 24 ? `${h % 24}小时` : ''}`;
}

/**
 * How many design orders turned into orders: those with at least one mall order placed from them that was paid and
 * not wholly refunded (the refunds that succeeded, per order number). An order placed from several design orders
 * counts for each.
 */
export function designOrdersOrdered(
  orders: readonly { designOrderNo: string; orderNo: string; payFen: number }[],
  refundedFen: ReadonlyMap<string, number>,
): Set<string> {
  const ordered = new Set<string>();
  for (const o of orders) if ((refundedFen.get(o.orderNo) ?? 0) < o.payFen) ordered.add(o.designOrderNo);
  return ordered;
}

/** What a model cost per unit over some purchases: the amount paid ÷ units, fen, rounded; null when none were bought. */
export const unitPriceFen = (paidFen: number, units: number): number | null =>
  units > 0 ? Math.round(paidFen / units) : null;

/** How many months a buyer's price trend covers (ending with the period's month), and how many models it follows. */
export const PRICE_TREND_MONTHS = 12;
export const PRICE_TREND_TOP = 5;
/** How many of its design orders a second-level dealer's board lists. */
export const BOARD_DESIGN_ORDERS_TOP = 20;
