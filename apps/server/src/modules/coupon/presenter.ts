import {
  claimRefusal,
  couponWindowState,
  heldCouponState,
  type CouponCentreItem,
  type CouponRule,
  type MyCoupon,
} from '@portal/domain';
import type { CouponRow, HeldRow } from './queries.ts';

type FaceRow = Pick<
  CouponRow,
  | 'coupon_no'
  | 'name'
  | 'kind'
  | 'amount_off_fen'
  | 'rate'
  | 'max_off_fen'
  | 'threshold_fen'
  | 'scope_type'
  | 'scope_ids'
  | 'valid_from'
  | 'valid_to'
>;

const iso = (d: Date | string) => new Date(d).toISOString();

/** The pure rule's view of a coupon row. */
export function ruleOf(r: FaceRow): CouponRule {
  return {
    kind: r.kind,
    amountOffFen: r.amount_off_fen,
    rate: r.rate,
    maxOffFen: r.max_off_fen,
    thresholdFen: r.threshold_fen,
    scopeType: r.scope_type,
    scopeIds: r.scope_ids ?? [],
    validFrom: new Date(r.valid_from),
    validTo: new Date(r.valid_to),
  };
}

function face(r: FaceRow, scopeText: string) {
  return {
    couponNo: r.coupon_no,
    name: r.name,
    kind: r.kind,
    amountOffFen: r.amount_off_fen,
    rate: r.rate,
    maxOffFen: r.max_off_fen,
    thresholdFen: r.threshold_fen,
    scopeType: r.scope_type,
    scopeText,
    validFrom: iso(r.valid_from),
    validTo: iso(r.valid_to),
  };
}

export function toCentreItem(r: CouponRow, scopeText: string, claimedByMe: number, now: Date): CouponCentreItem {
  const remaining = Math.max(0, r.total_quantity - r.claimed_count);
  const rule = ruleOf(r);
  const why = claimRefusal({ ...rule, remaining, claimedByMe, perUserLimit: r.per_user_limit, now });
  return {
    ...face(r, scopeText),
    totalQuantity: r.total_quantity,
    remaining,
    perUserLimit: r.per_user_limit,
    claimedByMe,
    state: couponWindowState(rule, now) === 'notStarted' ? 'notStarted' : 'active',
    canClaim: why === null,
    reason: why?.msg ?? null,
  };
}

export function toMyCoupon(r: HeldRow, scopeText: string, now: Date): MyCoupon {
  const rule = ruleOf(r);
  return {
    ...face(r, scopeText),
    userCouponNo: r.user_coupon_no,
    state: heldCouponState({ used: r.status === 1, validFrom: rule.validFrom, validTo: rule.validTo }, now),
    claimedAt: iso(r.claimed_at),
    usedAt: r.used_at ? iso(r.used_at) : null,
    usedOrderNo: r.used_order_no,
  };
}
