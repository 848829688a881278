import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUPON_KIND,
  COUPON_MESSAGES,
  COUPON_SCOPE,
  allocateCouponDiscount,
  claimRefusal,
  couponScopeText,
  heldCouponState,
  compareCouponOptions,
  couponConditionText,
  couponDiscountFen,
  couponFaceText,
  couponWindowState,
  eligibleAmountFen,
  evaluateCoupon,
  formatZhe,
  lineInScope,
  thresholdShortMessage,
  yuanText,
  type CouponRule,
} from './coupon.ts';
import { allocateDiscount } from '../core/index.ts';
import type { CouponLine } from '../promotion/index.ts';

const from = new Date('2026-11-01T00:00:00Z');
const to = new Date('2026-11-30T23:59:59Z');
const now = new Date('2026-11-22T08:00:00Z');

const rule = (r: Partial<CouponRule>): CouponRule => ({
  kind: COUPON_KIND.amountOff,
  amountOffFen: 5000,
  rate: null,
  maxOffFen: null,
  thresholdFen: 0,
  scopeType: COUPON_SCOPE.all,
  scopeIds: [],
  validFrom: from,
  validTo: to,
  ...r,
});
const line = (skuNo: string, amountFen: number, l: Partial<CouponLine> = {}): CouponLine => ({
  skuNo,
  spuNo: `SPU-${skuNo}`,
  firstCategoryId: 1,
  secondCategoryId: 101,
  amountFen,
  ...l,
});

describe('window', () => {
  it('includes both ends', () => {
    expect(couponWindowState(rule({}), from)).toBe('active');
    expect(couponWindowState(rule({}), to)).toBe('active');
    expect(couponWindowState(rule({}), new Date(from.getTime() - 1))).toBe('notStarted');
    expect(couponWindowState(rule({}), new Date(to.getTime() + 1))).toBe('expired');
  });
  it('refuses outside it with the reason', () => {
    const lines = [line('A', 100000)];
    expect(evaluateCoupon(rule({}), lines, new Date('2026-10-01'))).toMatchObject({
      usable: false,
      refusal: { reason: 'COUPON.notStarted', msg: COUPON_MESSAGES.notStarted },
      discountFen: 0,
    });
    expect(evaluateCoupon(rule({}), lines, new Date('2026-12-01')).refusal?.reason).toBe('COUPON.expired');
  });
});

describe('scope', () => {
  const cam = line('CAM', 30000, { spuNo: 'SPU-CAM', firstCategoryId: 1, secondCategoryId: 101 });
  const disk = line('HD', 20000, { spuNo: 'SPU-HD', firstCategoryId: 3, secondCategoryId: 301 });
  const nocat = line('X', 10000, { spuNo: 'SPU-X', firstCategoryId: null, secondCategoryId: null });
  it('all, categories (first or second level), products', () => {
    expect([cam, disk, nocat].every((l) => lineInScope(rule({}), l))).toBe(true);
    const byCat = rule({ scopeType: COUPON_SCOPE.categories, scopeIds: ['301'] });
    expect([cam, disk, nocat].map((l) => lineInScope(byCat, l))).toEqual([false, true, false]);
    const byFirst = rule({ scopeType: COUPON_SCOPE.categories, scopeIds: ['1'] });
    expect([cam, disk, nocat].map((l) => lineInScope(byFirst, l))).toEqual([true, false, false]);
    const bySpu = rule({ scopeType: COUPON_SCOPE.products, scopeIds: ['SPU-X', 'SPU-CAM'] });
    expect([cam, disk, nocat].map((l) => lineInScope(bySpu, l))).toEqual([true, false, true]);
    expect(eligibleAmountFen(bySpu, [cam, disk, nocat])).toBe(40000);
  });
  it('the threshold is reached by the eligible lines only', () => {
    const r = rule({ scopeType: COUPON_SCOPE.categories, scopeIds: ['101'], thresholdFen: 40000 });
    const e = evaluateCoupon(r, [cam, disk], now);
    expect(e).toMatchObject({
      usable: false,
      eligibleFen: 30000,
      refusal: { reason: 'COUPON.thresholdShort', msg: '还差100元可用' },
    });
    expect(evaluateCoupon(r, [{ ...cam, amountFen: 40000 }, disk], now)).toMatchObject({
      usable: true,
      discountFen: 5000,
    });
    expect(evaluateCoupon(r, [disk], now).refusal?.msg).toBe(COUPON_MESSAGES.noEligibleLines);
    expect(thresholdShortMessage(1)).toBe('还差0.01元可用');
  });
});

describe('discount', () => {
  it('amount off, never above the eligible amount', () => {
    expect(couponDiscountFen(rule({ amountOffFen: 5000 }), 30000)).toBe(5000);
    expect(couponDiscountFen(rule({ amountOffFen: 5000 }), 3000)).toBe(3000);
    expect(couponDiscountFen(rule({ amountOffFen: 5000 }), 0)).toBe(0);
  });
  it('percent off = eligible × (10000 − rate) / 10000 half-up, capped', () => {
    const zhe = rule({ kind: COUPON_KIND.percentOff, amountOffFen: null, rate: 8500, maxOffFen: 10000 });
    expect(couponDiscountFen(zhe, 10000)).toBe(1500);
    // 333 × 0.15 = 49.95 → 50
    expect(couponDiscountFen(zhe, 333)).toBe(50);
    // 331 × 0.15 = 49.65 → 50; 330 × 0.15 = 49.5 → 50 (half-up); 329 × 0.15 = 49.35 → 49
    expect(couponDiscountFen(zhe, 330)).toBe(50);
    expect(couponDiscountFen(zhe, 329)).toBe(49);
    expect(couponDiscountFen(zhe, 1_000_000)).toBe(10000);
    expect(couponDiscountFen({ ...zhe, maxOffFen: null }, 1_000_000)).toBe(150000);
  });
  it('property: 0 ≤ discount ≤ eligible, percent ≤ cap, amount = min(off, eligible)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (eligible, rate, cap, off) => {
          const p = couponDiscountFen(rule({ kind: 2, amountOffFen: null, rate, maxOffFen: cap }), eligible);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(eligible);
          if (cap !== null) expect(p).toBeLessThanOrEqual(cap);
          const exact = (eligible * (10000 - rate)) / 10000;
          if (cap === null) expect(Math.abs(p - exact)).toBeLessThanOrEqual(0.5);
          expect(couponDiscountFen(rule({ amountOffFen: off }), eligible)).toBe(Math.min(off, eligible));
        },
      ),
    );
  });
  it('property: a basket total after the coupon is never below zero', () => {
    const lineArb = fc.record({
      skuNo: fc.string({ minLength: 1, maxLength: 4 }),
      spuNo: fc.constantFrom('S1', 'S2', 'S3'),
      firstCategoryId: fc.constantFrom(1, 3, null),
      secondCategoryId: fc.constantFrom(101, 301, null),
      amountFen: fc.integer({ min: 0, max: 5_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.constantFrom(0, 1, 2),
        (lines, off, threshold, scopeType) => {
          const r = rule({ amountOffFen: off, thresholdFen: threshold, scopeType, scopeIds: ['1', 'S2'] });
          const e = evaluateCoupon(r, lines, now);
          const goods = lines.reduce((s, l) => s + l.amountFen, 0);
          expect(goods - e.discountFen).toBeGreaterThanOrEqual(0);
          expect(e.discountFen).toBeLessThanOrEqual(e.eligibleFen);
          expect(e.usable).toBe(e.refusal === null);
          if (e.usable) expect(e.eligibleFen).toBeGreaterThanOrEqual(threshold);
        },
      ),
    );
  });
});

describe('allocation', () => {
  it('proportional, remainder on the largest line', () => {
    expect(allocateDiscount(100, [100, 200, 300])).toEqual([16, 33, 51]);
    expect(allocateDiscount(0, [100, 200])).toEqual([0, 0]);
    expect(allocateDiscount(500, [100, 200])).toEqual([100, 200]);
    expect(allocateDiscount(10, [])).toEqual([]);
    // The largest line has no room for the whole remainder: the rest goes to the next largest.
    expect(allocateDiscount(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });
  it('by sku for the eligible lines only', () => {
    const r = rule({ scopeType: COUPON_SCOPE.products, scopeIds: ['SPU-A', 'SPU-B'] });
    const m = allocateCouponDiscount(r, 1001, [line('A', 10000), line('B', 30000), line('C', 99999)]);
    expect([...m.entries()]).toEqual([
      ['A', 250],
      ['B', 751],
    ]);
  });
  it('property: parts sum to the discount exactly, each within its line and proportional to within a line count', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 3_000_000_000 }),
        (amounts, discount) => {
          const total = amounts.reduce((s, a) => s + a, 0);
          const parts = allocateDiscount(discount, amounts);
          expect(parts).toHaveLength(amounts.length);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(Math.min(discount, total));
          parts.forEach((p, i) => {
            expect(Number.isInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(amounts[i]!);
          });
          if (total > 0) {
            const d = Math.min(discount, total);
            const largest = amounts.indexOf(Math.max(...amounts));
            parts.forEach((p, i) => {
              const share = (d * amounts[i]!) / total;
              if (i !== largest) expect(p).toBeGreaterThanOrEqual(Math.floor(share));
              expect(Math.abs(p - share)).toBeLessThan(amounts.length + 1);
            });
          }
        },
      ),
    );
  });
});

describe('display', () => {
  it('zhe: ratio × 10 to one decimal', () => {
    expect(formatZhe(8500)).toBe('8.5折');
    expect(formatZhe(9000)).toBe('9.0折');
    expect(formatZhe(8850)).toBe('8.9折');
    expect(formatZhe(8840)).toBe('8.8折');
    expect(formatZhe(500)).toBe('0.5折');
  });
  it('faces and conditions', () => {
    expect(yuanText(5000)).toBe('50');
    expect(yuanText(5050)).toBe('50.5');
    expect(yuanText(5005)).toBe('50.05');
    expect(couponFaceText(rule({ amountOffFen: 5000 }))).toBe('减50元');
    expect(couponFaceText(rule({ kind: 2, rate: 8500 }))).toBe('8.5折');
    expect(couponConditionText(rule({ thresholdFen: 30000 }))).toBe('满300元可用');
    expect(couponConditionText(rule({ kind: 2, thresholdFen: 0, maxOffFen: 10000 }))).toBe('无门槛，最高减100元');
  });
  it('options sort best first', () => {
    const o = (no: string, usable: boolean, discountFen: number, validTo: string) => ({
      userCouponNo: no,
      usable,
      discountFen,
      validTo,
    });
    const sorted = [
      o('a', false, 0, '2026-11-01'),
      o('b', true, 100, '2026-12-01'),
      o('c', true, 500, '2026-12-31'),
      o('d', true, 100, '2026-11-25'),
    ].sort(compareCouponOptions);
    expect(sorted.map((x) => x.userCouponNo)).toEqual(['c', 'd', 'b', 'a']);
  });
});

describe('claiming and held states', () => {
  const c = { validFrom: from, validTo: to, remaining: 5, claimedByMe: 0, perUserLimit: 2, now };
  it('window first, then remaining, then the per-user limit', () => {
    expect(claimRefusal(c)).toBeNull();
    expect(claimRefusal({ ...c, now: new Date('2026-10-01') })?.reason).toBe('COUPON.notInClaimWindow');
    expect(claimRefusal({ ...c, now: new Date('2026-12-01') })?.reason).toBe('COUPON.notInClaimWindow');
    expect(claimRefusal({ ...c, remaining: 0 })?.reason).toBe('COUPON.soldOut');
    expect(claimRefusal({ ...c, claimedByMe: 2 })?.reason).toBe('COUPON.limitReached');
  });
  it('used wins over the window', () => {
    expect(heldCouponState({ used: true, validFrom: from, validTo: to }, new Date('2027-01-01'))).toBe('used');
    expect(heldCouponState({ used: false, validFrom: from, validTo: to }, new Date('2027-01-01'))).toBe('expired');
    expect(heldCouponState({ used: false, validFrom: from, validTo: to }, now)).toBe('active');
  });
  it('scope line', () => {
    expect(couponScopeText(0, [])).toBe('全场通用');
    expect(couponScopeText(1, ['网络摄像机'])).toBe('限网络摄像机可用');
    expect(couponScopeText(2, ['A', 'B', 'C', 'D'])).toBe('限A、B、C等可用');
    expect(couponScopeText(2, [])).toBe('指定商品可用');
  });
});
