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
