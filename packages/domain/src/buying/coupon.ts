/**
 * The coupon rule (part 1 §1-§3 coupons, §9 discount display), pure and in integer fen:
 * - a coupon applies to the lines in its scope (all products, some categories, some products) while now is inside
 *   its validity window and the amount of those lines reaches its threshold;
 * - amount off takes amount_off_fen; percent off takes eligible × (10000 − rate) / 10000, half-up to the fen,
 *   capped by max_off_fen; never more than the eligible amount, so a total never falls below zero;
 * - the discount is shared across the eligible lines in proportion to their amounts (floored), and the fen left
 *   over goes to the largest line, so the parts always add up to the discount exactly.
 * The server reads the coupon tables and applies this rule; the web app shows its words.
 */
import { takeRefusal } from './take-refusal.ts';
import { allocateDiscount, divHalfUp, RATE_FULL, messages, refusal, type Refusal } from '../core/index.ts';
import type { CouponLine } from '../promotion/index.ts';

export const COUPON_KIND = { amountOff: 1, percentOff: 2 } as const;
export type CouponKind = (typeof COUPON_KIND)[keyof typeof COUPON_KIND];

/** 0 every product, 1 categories (scope ids are first or second category ids), 2 products (spu numbers). */
export const COUPON_SCOPE = { all: 0, categories: 1, products: 2 } as const;
export type CouponScope = (typeof COUPON_SCOPE)[keyof typeof COUPON_SCOPE];

export const COUPON_SCOPE_LABEL: Record<CouponScope, string> = {
  0: '全场通用',
  1: '指定品类可用',
  2: '指定商品可用',
};

export const COUPON_MESSAGES = messages('COUPON', {
  notFound: '优惠券不存在',
  soldOut: '已领完',
  limitReached: '已达领取上限',
  notInClaimWindow: '不在领取时间内',
  notStarted: '未到使用时间',
  expired: '已过期',
  used: '已使用',
  noEligibleLines: '没有适用的商品',
  /** redeem() when the coupon does not apply (any reason) or was used meanwhile. */
  unusable: '优惠券不可用',
  /** The threshold is not reached by the eligible lines (`thresholdShortMessage`). */
  thresholdShort: (yuan: string) => `还差${yuan}元可用`,
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const COUPON_WORDS = {
  claimed: '领取成功',
} as const;

/** 还差X元可用 (the threshold is not reached by the eligible lines). */
export function thresholdShortMessage(shortFen: number): string {
  return COUPON_MESSAGES.thresholdShort(yuanText(shortFen));
}

/** What the rule needs of a coupon definition. */
export interface CouponRule {
  kind: CouponKind | number;
  amountOffFen: number | null;
  /** Percent off: what is paid, hundredths of a percent (8500 = 8.5折). */
  rate: number | null;
  maxOffFen: number | null;
  thresholdFen: number;
  scopeType: CouponScope | number;
  /** Category ids (as strings) or spu numbers, by scopeType. */
  scopeIds: readonly string[];
  validFrom: Date;
  validTo: Date;
}

export type CouponWindowState = 'notStarted' | 'active' | 'expired';

/** Inside [validFrom, validTo] (both ends included). */
export function couponWindowState(rule: Pick<CouponRule, 'validFrom' | 'validTo'>, now: Date): CouponWindowState {
  const t = now.getTime();
  if (t < rule.validFrom.getTime()) return 'notStarted';
  if (t > rule.validTo.getTime()) return 'expired';
  return 'active';
}

export function lineInScope(rule: Pick<CouponRule, 'scopeType' | 'scopeIds'>, line: CouponLine): boolean {
  if (rule.scopeType === COUPON_SCOPE.all) return true;
  if (rule.scopeType === COUPON_SCOPE.categories) {
    return [line.firstCategoryId, line.secondCategoryId].some(
      (id) => id !== null && rule.scopeIds.includes(String(id)),
    );
  }
  if (rule.scopeType === COUPON_SCOPE.products) return rule.scopeIds.includes(line.spuNo);
  return false;
}

/** The amount of the lines the coupon applies to. */
export function eligibleAmountFen(
  rule: Pick<CouponRule, 'scopeType' | 'scopeIds'>,
  lines: readonly CouponLine[],
): number {
  return lines.reduce((s, l) => (lineInScope(rule, l) ? s + Math.max(0, l.amountFen) : s), 0);
}

/**
 * What the coupon takes off an eligible amount (the threshold is checked by evaluateCoupon): amount off, or
 * eligible × (10000 − rate) / 10000 half-up capped by maxOffFen; never more than the eligible amount.
 */
export function couponDiscountFen(
  rule: Pick<CouponRule, 'kind' | 'amountOffFen' | 'rate' | 'maxOffFen'>,
  eligibleFen: number,
): number {
  if (eligibleFen <= 0) return 0;
  let off: number;
  if (rule.kind === COUPON_KIND.amountOff) {
    off = rule.amountOffFen ?? 0;
  } else {
    const rate = Math.min(RATE_FULL, Math.max(0, rule.rate ?? RATE_FULL));
    off = divHalfUp(eligibleFen * (RATE_FULL - rate), RATE_FULL);
    if (rule.maxOffFen !== null && rule.maxOffFen > 0) off = Math.min(off, rule.maxOffFen);
  }
  return Math.max(0, Math.min(off, eligibleFen));
}

/** Why a held coupon does not apply to a basket now. */
export type CouponRefusal = Refusal<
  'COUPON.notStarted' | 'COUPON.expired' | 'COUPON.noEligibleLines' | 'COUPON.thresholdShort'
>;

export interface CouponEvaluation {
  usable: boolean;
  /** Why not usable, null when usable. */
  refusal: CouponRefusal | null;
  eligibleFen: number;
  /** 0 when not usable. */
  discountFen: number;
}

/** Whether the coupon applies to this basket now, and what it takes off. */
export function evaluateCoupon(rule: CouponRule, lines: readonly CouponLine[], now: Date): CouponEvaluation {
  const eligibleFen = eligibleAmountFen(rule, lines);
  const no = (why: CouponRefusal): CouponEvaluation => ({ usable: false, refusal: why, eligibleFen, discountFen: 0 });
  const window = couponWindowState(rule, now);
  if (window === 'notStarted') return no(refusal(COUPON_MESSAGES, 'notStarted'));
  if (window === 'expired') return no(refusal(COUPON_MESSAGES, 'expired'));
  if (eligibleFen <= 0) return no(refusal(COUPON_MESSAGES, 'noEligibleLines'));
  if (eligibleFen < rule.thresholdFen)
    return no(refusal(COUPON_MESSAGES, 'thresholdShort', thresholdShortMessage(rule.thresholdFen - eligibleFen)));
  const discountFen = couponDiscountFen(rule, eligibleFen);
  if (discountFen <= 0) return no(refusal(COUPON_MESSAGES, 'noEligibleLines'));
  return { usable: true, refusal: null, eligibleFen, discountFen };
}

/** The discount per eligible line, by skuNo (lines out of scope get nothing and are absent). */
export function allocateCouponDiscount(
  rule: Pick<CouponRule, 'scopeType' | 'scopeIds'>,
  discountFen: number,
  lines: readonly CouponLine[],
): Map<string, number> {
  const eligible = lines.filter((l) => lineInScope(rule, l));
  const parts = allocateDiscount(
    discountFen,
    eligible.map((l) => l.amountFen),
  );
  const out = new Map<string, number>();
  eligible.forEach((l, i) => out.set(l.skuNo, (out.get(l.skuNo) ?? 0) + parts[i]!));
  return out;
}

// ---------- claiming ----------

/** Why a coupon of the centre cannot be claimed now (Chinese), or null: window, remaining, per-user limit. */
export function claimRefusal(c: {
  validFrom: Date;
  validTo: Date;
  remaining: number;
  claimedByMe: number;
  perUserLimit: number;
  now: Date;
}): Refusal<'COUPON.notInClaimWindow' | 'COUPON.limitReached' | 'COUPON.soldOut'> | null {
  if (couponWindowState(c, c.now) !== 'active') return refusal(COUPON_MESSAGES, 'notInClaimWindow');
  // one coupon per claim: the person's limit first, then none left (takeRefusal, the buying paths' one rule)
  const r = takeRefusal({ wanted: 1, left: c.remaining, limit: { max: c.perUserLimit, had: c.claimedByMe } });
  if (!r) return null;
  return refusal(COUPON_MESSAGES, r.kind === 'overLimit' ? 'limitReached' : 'soldOut');
}

/** The state of a held coupon: used, expired, not started yet, or usable by its window. */
export function heldCouponState(
  c: { used: boolean; validFrom: Date; validTo: Date },
  now: Date,
): 'used' | 'expired' | 'notStarted' | 'active' {
  if (c.used) return 'used';
  return couponWindowState(c, now);
}

// ---------- display (part 1 §9) ----------

/** The scope line of a coupon card: '全场通用', or '限A、B、C等可用' (at most three names). */
export function couponScopeText(scopeType: number, names: readonly string[]): string {
  if (scopeType === COUPON_SCOPE.all) return COUPON_SCOPE_LABEL[0];
  if (!names.length) return COUPON_SCOPE_LABEL[scopeType as CouponScope] ?? '';
  return `限${names.slice(0, 3).join('、')}${names.length > 3 ? '等' : ''}可用`;
}

/** Discount shown as the ratio × 10 to one decimal in 折: rate 8500 → '8.5折', 9000 → '9.0折'. */
export function formatZhe(rate: number): string {
  const tenths = divHalfUp(Math.max(0, rate), 100);
  return `${Math.floor(tenths / 10)}.${tenths % 10}折`;
}

/** Yuan without trailing zeros: 5000 → '50', 5050 → '50.5', 5005 → '50.05'. */
export function yuanText(fen: number): string {
  const abs = Math.abs(Math.round(fen));
  const int = Math.floor(abs / 100);
  const dec = abs % 100;
  const s = dec === 0 ? String(int) : `${int}.${String(dec).padStart(2, '0').replace(/0$/, '')}`;
  return fen < 0 ? `-${s}` : s;
}

/** The face of a coupon: '减50元' / '8.5折'. */
export function couponFaceText(rule: Pick<CouponRule, 'kind' | 'amountOffFen' | 'rate'>): string {
  return rule.kind === COUPON_KIND.amountOff
    ? `减${yuanText(rule.amountOffFen ?? 0)}元`
    : formatZhe(rule.rate ?? RATE_FULL);
}

/** The condition line: '满300元可用' / '无门槛', plus '最高减100元' for a capped percent-off coupon. */
export function couponConditionText(rule: Pick<CouponRule, 'kind' | 'thresholdFen' | 'maxOffFen'>): string {
  const parts = [rule.thresholdFen > 0 ? `满${yuanText(rule.thresholdFen)}元可用` : '无门槛'];
  if (rule.kind === COUPON_KIND.percentOff && rule.maxOffFen) parts.push(`最高减${yuanText(rule.maxOffFen)}元`);
  return parts.join('，');
}

/** Best first: usable before unusable, then the larger discount, then the one that expires sooner. */
export function compareCouponOptions(
  a: { usable: boolean; discountFen: number; validTo: string | Date; userCouponNo: string },
  b: { usable: boolean; discountFen: number; validTo: string | Date; userCouponNo: string },
): number {
  if (a.usable !== b.usable) return a.usable ? -1 : 1;
  if (a.discountFen !== b.discountFen) return b.discountFen - a.discountFen;
  const ta = new Date(a.validTo).getTime();
  const tb = new Date(b.validTo).getTime();
  if (ta !== tb) return ta - tb;
  return a.userCouponNo < b.userCouponNo ? -1 : a.userCouponNo > b.userCouponNo ? 1 : 0;
}
