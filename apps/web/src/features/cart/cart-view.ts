/** What the cart drawer derives from the server's view (pure: the totals themselves come from the server). */
import type { CartItem } from '@portal/domain';

/** Lines that can never be settled (delisted, no price, out of stock). */
export function unbuyableSkuNos(items: readonly CartItem[]): string[] {
  return items.filter((i) => !i.buyable).map((i) => i.skuNo);
}

/** The check-all box: checked when every buyable line is, indeterminate when some are. */
export function checkAllState(items: readonly CartItem[]): { checked: boolean; indeterminate: boolean } {
  const buyable = items.filter((i) => i.buyable);
  const on = buyable.filter((i) => i.checked).length;
  return { checked: buyable.length > 0 && on === buyable.length, indeterminate: on > 0 && on < buyable.length };
}

/** The stepper's bounds: 1..maxQuantity (min(stock, 9999)); a line with no stock stays at 1. */
export function quantityBounds(item: Pick<CartItem, 'maxQuantity'>): { min: number; max: number } {
  return { min: 1, max: Math.max(1, item.maxQuantity) };
}

/** A typed quantity clamped into the bounds; null when it is not a number. */
export function clampQuantity(value: number | null | undefined, item: Pick<CartItem, 'maxQuantity'>): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const { min, max } = quantityBounds(item);
  return Math.min(max, Math.max(min, Math.floor(value)));
}
