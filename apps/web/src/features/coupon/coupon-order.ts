import type { CouponOption } from '@portal/domain';

/** Usable coupons before unusable ones, each group in the server's order (best first). */
export function usableFirst<T extends Pick<CouponOption, 'usable'>>(list: readonly T[]): T[] {
  return [...list.filter((c) => c.usable), ...list.filter((c) => !c.usable)];
}
