import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROMOTION_KIND,
  PROMOTION_MESSAGES,
  PROMOTION_STATUS,
  applyPromotions,
  couponLinesAfterPromotions,
  lineDiscountsOf,
  promotionDefinitionProblems,
  promotionDiscountText,
  promotionEditRefusal,
  promotionRuleText,
  promotionStatus,
  type PromotionDefinition,
  type PromotionOffer,
} from './index.ts';

const start = new Date('2026-11-01T00:00:00Z');
const end = new Date('2026-12-01T00:00:00Z');
const now = new Date('2026-11-20T00:00:00Z');

const offer = (o: Partial<PromotionOffer> & Pick<PromotionOffer, 'activityNo' | 'kind' | 'items'>): PromotionOffer => ({
  title: o.activityNo,
  startAt: start,
  endAt: end,
  abandoned: false,
  totalLimit: 100,
  used: 0,
  perUserLimit: 10,
  boughtByMe: 0,
  shops: [],
  couponStackable: true,
  thresholdFen: null,
  offFen: null,
  gift: null,
  ...o,
});

/** The words of the definition's problems, in order. */
const wordsOf = (d: Parameters<typeof promotionDefinitionProblems>[0]) =>
  promotionDefinitionProblems(d).map((p) => p.msg);

describe('promotion status', () => {
  const w = { startAt: start, endAt: end, abandoned: false, totalLimit: 10, used: 0 };
  it('follows the clock, the pool and abandonment', () => {
    expect(promotionStatus(w, new Date('2026-10-31T23:59:59Z'))).toBe(PROMOTION_STATUS.NOT_START);
    expect(promotionStatus(w, start)).toBe(PROMOTION_STATUS.RUNNING);
    expect(promotionStatus({ ...w, used: 10 }, now)).toBe(PROMOTION_STATUS.SOLD_OUT);
    expect(promotionStatus(w, end)).toBe(PROMOTION_STATUS.FINISHED);
    expect(promotionStatus({ ...w, abandoned: true }, now)).toBe(PROMOTION_STATUS.ABANDON);
  });
  it('lets staff edit only before the end and while not abandoned', () => {
    expect(promotionEditRefusal(PROMOTION_STATUS.RUNNING)).toBeNull();
    expect(promotionEditRefusal(PROMOTION_STATUS.FINISHED)?.reason).toBe('PROMOTION.editFinished');
    expect(promotionEditRefusal(PROMOTION_STATUS.ABANDON)?.reason).toBe('PROMOTION.editAbandoned');
  });
});

describe('discount display (part 1 §9)', () => {
  it('is the ratio × 10 to one decimal in 折, or 赠品 when a price is missing', () => {
    expect(promotionDiscountText(1000, 850)).toBe('8.5折');
    expect(promotionDiscountText(1000, 900)).toBe('9.0折');
    expect(promotionDiscountText(3000, 1999)).toBe('6.7折');
    expect(promotionDiscountText(1000, 0)).toBe('0.0折');
    expect(promotionDiscountText(1000, null)).toBe('赠品');
    expect(promotionDiscountText(null, 500)).toBe('赠品');
  });
  it('names the rule', () => {
    expect(promotionRuleText({ kind: PROMOTION_KIND.spendAndSave, thresholdFen: 30000, offFen: 5050 })).toBe(
      '满300减50.5',
    );
    expect(promotionRuleText({ kind: PROMOTION_KIND.gift, buyQuantity: 2, giftQuantity: 1 })).toBe('买2赠1');
  });
});

describe('definition problems', () => {
  const base: PromotionDefinition = {
    title: '双十二',
    kind: PROMOTION_KIND.priceDiscount,
    startAt: start,
    endAt: end,
    perUserLimit: 2,
    totalLimit: 10,
    used: 0,
    items: [{ skuNo: 'A', originFen: 1000, promoFen: 800 }],
  };
  it('accepts a sound activity', () => expect(wordsOf(base)).toEqual([]));
  it('refuses a price below zero, above the original, or a model twice', () => {
    expect(wordsOf({ ...base, items: [{ skuNo: 'A', originFen: 1000, promoFen: -1 }] })).toEqual([
      PROMOTION_MESSAGES.priceBelowZero,
    ]);
    expect(wordsOf({ ...base, items: [{ skuNo: 'A', originFen: 1000, promoFen: 1001 }] })).toEqual([
      PROMOTION_MESSAGES.priceAboveOrigin,
    ]);
    expect(wordsOf({ ...base, items: [...base.items, ...base.items] })).toContain(PROMOTION_MESSAGES.modelTwice);
  });
  it('refuses a spend-and-save over 100 %', () => {
    const s = { ...base, kind: PROMOTION_KIND.spendAndSave, thresholdFen: 100, offFen: 101 } as const;
    expect(wordsOf(s)).toEqual([PROMOTION_MESSAGES.offOverThreshold]);
    expect(wordsOf({ ...s, offFen: 100 })).toEqual([]);
  });
  it('refuses a bad window, limits below what was sold, and a gift without its model', () => {
    expect(wordsOf({ ...base, endAt: start })).toEqual([PROMOTION_MESSAGES.windowOrder]);
    expect(wordsOf({ ...base, used: 11 })).toEqual([PROMOTION_MESSAGES.limitBelowUsed]);
    expect(wordsOf({ ...base, kind: PROMOTION_KIND.gift, gift: null })).toEqual([PROMOTION_MESSAGES.giftRequired]);
  });
});

describe('applyPromotions', () => {
  const discount = offer({ activityNo: 'P1', kind: 1, items: [{ skuNo: 'A', promoFen: 800 }] });
  const deeper = offer({ activityNo: 'P2', kind: 1, items: [{ skuNo: 'A', promoFen: 700 }], endAt: end });
  const fullCut = offer({
    activityNo: 'P3',
    kind: 2,
    items: [
      { skuNo: 'A', promoFen: null },
      { skuNo: 'B', promoFen: null },
    ],
    thresholdFen: 3000,
    offFen: 500,
  });

  it('gives a line the promotion that saves the most, and says which', () => {
    const r = applyPromotions([{ skuNo: 'A', priceFen: 1000, quantity: 2 }], [discount, deeper], 'S', now);
    expect(r.lines[0]).toMatchObject({ priceFen: 700, originFen: 1000, amountFen: 1400 });
    expect(r.lines[0]!.promotion).toMatchObject({ activityNo: 'P2', text: '7.0折' });
    expect(r.uses).toEqual([{ activityNo: 'P2', quantity: 2 }]);
  });

  it('shares a spend-and-save over its lines and drops it when the threshold is missed', () => {
    const lines = [
      { skuNo: 'A', priceFen: 1000, quantity: 2 },
      { skuNo: 'B', priceFen: 1000, quantity: 1 },
    ];
    const r = applyPromotions(lines, [fullCut], 'S', now);
    expect(r.lines.map((l) => l.promotionDiscountFen)).toEqual([334, 166]);
    // With the discount on A (saves 400 > its 334 share), B alone misses the threshold: B gets nothing.
    const r2 = applyPromotions(lines, [fullCut, discount], 'S', now);
    expect(r2.lines[0]!.promotion?.activityNo).toBe('P1');
    expect(r2.lines[1]!.promotion).toBeNull();
  });

  it('skips activities not running or of another shop; a limit with no room left is said, not silent', () => {
    const line = [{ skuNo: 'A', priceFen: 1000, quantity: 3 }];
    expect(applyPromotions(line, [{ ...discount, endAt: now }], 'S', now).lines[0]!.promotion).toBeNull();
    expect(applyPromotions(line, [{ ...discount, shops: ['T'] }], 'S', now).lines[0]!.promotion).toBeNull();
    const full = applyPromotions(line, [{ ...discount, perUserLimit: 2, boughtByMe: 2 }], 'S', now).lines[0]!;
    expect(full).toMatchObject({ promotion: null, priceFen: 1000, amountFen: 3000, promoQuantity: 0 });
    expect(full.limitNote).toBe('「P1」每人限购2件（您已购2件）：本单3件按原价¥10.00');
    const gone = applyPromotions(line, [{ ...discount, used: 100 }], 'S', now).lines[0]!;
    expect(gone.promotion).toBeNull();
  });

  describe('a per-person limit: units within it at the promotional price, the rest at the normal price, said', () => {
    // ¥25 a unit, ¥10 on the promotion, 2 a person.
    const limited = offer({
      activityNo: 'L',
      title: '限时特价',
      kind: 1,
      perUserLimit: 2,
      items: [{ skuNo: 'A', promoFen: 1000 }],
    });
    const buy = (quantity: number, o = limited) =>
      applyPromotions([{ skuNo: 'A', priceFen: 2500, quantity }], [o], 'S', now);
    const paid = (r: ReturnType<typeof buy>) => r.lines[0]!.amountFen - r.lines[0]!.promotionDiscountFen;

    it('1 unit: the promotional price', () => {
      const r = buy(1);
      expect(r.lines[0]).toMatchObject({ priceFen: 1000, amountFen: 1000, promoQuantity: 1, limitNote: null });
      expect(paid(r)).toBe(1000);
      expect(r.uses).toEqual([{ activityNo: 'L', quantity: 1 }]);
    });

    it('at the limit: every unit at the promotional price', () => {
      const r = buy(2);
      expect(paid(r)).toBe(2000);
      expect(r.lines[0]).toMatchObject({ promoQuantity: 2, limitNote: null });
      expect(r.uses).toEqual([{ activityNo: 'L', quantity: 2 }]);
    });

    it('over it: 2 at ¥10 and 1 at ¥25, the split in words; only 2 taken from the limit', () => {
      const r = buy(3);
      expect(r.lines[0]).toMatchObject({
        priceFen: 2500,
        amountFen: 7500,
        promotionDiscountFen: 3000,
        promoQuantity: 2,
      });
      expect(paid(r)).toBe(2 * 1000 + 2500);
      expect(r.lines[0]!.limitNote).toBe('「限时特价」每人限购2件：2件享促销，其余1件按原价¥25.00');
      expect(r.lines[0]!.promotion?.text).toBe('4.0折；「限时特价」每人限购2件：2件享促销，其余1件按原价¥25.00');
      expect(r.uses).toEqual([{ activityNo: 'L', quantity: 2 }]);
    });

    it('what was bought before counts: 1 bought, 3 more → 1 promoted', () => {
      const r = buy(3, { ...limited, boughtByMe: 1 });
      expect(paid(r)).toBe(1000 + 2 * 2500);
      expect(r.lines[0]!.limitNote).toBe('「限时特价」每人限购2件（您已购1件）：1件享促销，其余2件按原价¥25.00');
    });

    it('the activity’s own remaining units cap it too, said as such', () => {
      const r = buy(3, { ...limited, perUserLimit: 10, totalLimit: 100, used: 99 });
      expect(paid(r)).toBe(1000 + 2 * 2500);
      expect(r.lines[0]!.limitNote).toBe('「限时特价」仅剩1件活动名额：1件享促销，其余2件按原价¥25.00');
    });

    it('gifts count on the promoted units only', () => {
      const gift = offer({
        activityNo: 'G2',
        kind: 3,
        perUserLimit: 2,
        items: [{ skuNo: 'A', promoFen: null }],
        gift: { skuNo: 'Z', name: '支架', priceFen: 100, buyQuantity: 2, giftQuantity: 1, left: 10 },
      });
      const r = applyPromotions([{ skuNo: 'A', priceFen: 1000, quantity: 6 }], [gift], 'S', now);
      expect(r.gifts).toEqual([{ activityNo: 'G2', skuNo: 'Z', name: '支架', quantity: 1 }]);
      expect(r.lines[0]!.promoQuantity).toBe(2);
    });
  });

  it('counts gifts by the units bought and only while the pool lasts', () => {
    const gift = offer({
      activityNo: 'G',
      kind: 3,
      items: [{ skuNo: 'A', promoFen: null }],
      gift: { skuNo: 'Z', name: '支架', priceFen: 100, buyQuantity: 2, giftQuantity: 1, left: 2 },
    });
    const r = applyPromotions([{ skuNo: 'A', priceFen: 1000, quantity: 5 }], [gift], 'S', now);
    expect(r.gifts).toEqual([{ activityNo: 'G', skuNo: 'Z', name: '支架', quantity: 2 }]);
    expect(r.lines[0]!.promotion?.text).toBe('买2赠1');
    const none = applyPromotions([{ skuNo: 'A', priceFen: 1000, quantity: 6 }], [gift], 'S', now);
    expect(none.gifts).toEqual([]);
  });

  it('combines with coupons by one rule', () => {
    const r = applyPromotions(
      [
        { skuNo: 'A', priceFen: 1000, quantity: 2 },
        { skuNo: 'B', priceFen: 1000, quantity: 1 },
      ],
      [fullCut],
      'S',
      now,
    );
    const couponLines = [
      { skuNo: 'A', spuNo: 'a', firstCategoryId: 1, secondCategoryId: 2, amountFen: 2000 },
      { skuNo: 'B', spuNo: 'b', firstCategoryId: 1, secondCategoryId: 2, amountFen: 1000 },
    ];
    expect(couponLinesAfterPromotions(couponLines, r.lines).map((l) => l.amountFen)).toEqual([1666, 834]);
    const noStack = r.lines.map((l) => ({
      ...l,
      promotion: l.promotion && { ...l.promotion, couponStackable: false },
    }));
    expect(couponLinesAfterPromotions(couponLines, noStack)).toEqual([]);
    expect(lineDiscountsOf(r.lines, new Map([['A', 10]]))).toEqual(
      new Map([
        ['A', 344],
        ['B', 166],
      ]),
    );
  });

  it('never raises a price, never goes below zero, keeps one promotion per line within the limits', () => {
    const arbLine = fc.record({
      skuNo: fc.constantFrom('A', 'B', 'C', 'D'),
      priceFen: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 1, max: 20 }),
    });
    const arbOffer = fc
      .record({
        n: fc.integer({ min: 0, max: 9 }),
        kind: fc.constantFrom(1, 2, 3) as fc.Arbitrary<1 | 2 | 3>,
        skus: fc.subarray(['A', 'B', 'C', 'D'], { minLength: 1 }),
        promo: fc.integer({ min: 0, max: 100_000 }),
        threshold: fc.integer({ min: 1, max: 200_000 }),
        offRatio: fc.double({ min: 0, max: 1, noNaN: true }),
        totalLimit: fc.integer({ min: 1, max: 40 }),
        used: fc.integer({ min: 0, max: 40 }),
        perUserLimit: fc.integer({ min: 1, max: 40 }),
      })
      .map((o) =>
        offer({
          activityNo: `P${o.n}`,
          kind: o.kind,
          items: o.skus.map((skuNo) => ({ skuNo, promoFen: o.kind === 1 ? o.promo : null })),
          thresholdFen: o.threshold,
          offFen: Math.max(1, Math.floor(o.threshold * o.offRatio)),
          totalLimit: o.totalLimit,
          used: o.used,
          perUserLimit: o.perUserLimit,
          gift: { skuNo: 'Z', name: 'z', priceFen: 50, buyQuantity: 2, giftQuantity: 1, left: 5 },
        }),
      );
    fc.assert(
      fc.property(
        fc.uniqueArray(arbLine, { selector: (l) => l.skuNo, minLength: 1 }),
        fc.uniqueArray(arbOffer, { selector: (o) => o.activityNo }),
        (lines, offers) => {
          const r = applyPromotions(lines, offers, 'S', now);
          r.lines.forEach((l, i) => {
            expect(l.priceFen).toBeLessThanOrEqual(lines[i]!.priceFen);
            expect(l.amountFen - l.promotionDiscountFen).toBeGreaterThanOrEqual(0);
          });
          for (const u of r.uses) {
            const o = offers.find((x) => x.activityNo === u.activityNo)!;
            expect(u.quantity).toBeLessThanOrEqual(Math.min(o.totalLimit - o.used, o.perUserLimit));
            const got = r.lines.filter((l) => l.promotion?.activityNo === o.activityNo);
            if (o.kind === 2) {
              expect(got.reduce((s, l) => s + l.originFen * l.quantity, 0)).toBeGreaterThanOrEqual(o.thresholdFen!);
              expect(got.reduce((s, l) => s + l.promotionDiscountFen, 0)).toBe(
                Math.min(
                  o.offFen!,
                  got.reduce((s, l) => s + l.amountFen, 0),
                ),
              );
            }
          }
        },
      ),
    );
  });
});
