import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SECKILL_KIND,
  SECKILL_MESSAGES,
  SECKILL_STATUS,
  SECKILL_STATUS_RANK,
  SECKILL_TABS,
  seckillBuyCheck,
  seckillCountdownLabel,
  seckillCountdownMs,
  seckillCountdownText,
  seckillDefinitionProblems,
  seckillDiscountText,
  seckillMaxQuantity,
  seckillOrderLines,
  seckillSoldPercent,
  seckillStatus,
  type SeckillItem,
  type SeckillStatus,
} from './seckill.ts';

const start = new Date('2026-11-22T10:00:00+08:00');
const end = new Date('2026-11-22T12:00:00+08:00');
const at = (ms: number) => new Date(start.getTime() + ms);
const act = { startAt: start, endAt: end, abandoned: false, remaining: 10, perUserLimit: 2 };

/** The words of the definition's problems, in order. */
const wordsOf = (d: Parameters<typeof seckillDefinitionProblems>[0]) => seckillDefinitionProblems(d).map((p) => p.msg);

describe('seckill status', () => {
  it('follows the clock: one second before the start, the start, running, one second after the end', () => {
    expect(seckillStatus(act, at(-1000))).toBe(SECKILL_STATUS.NOT_START);
    expect(seckillStatus(act, at(0))).toBe(SECKILL_STATUS.STARTED);
    expect(seckillStatus(act, new Date(end.getTime() - 1))).toBe(SECKILL_STATUS.STARTED);
    expect(seckillStatus(act, end)).toBe(SECKILL_STATUS.FINISHED);
    expect(seckillStatus(act, new Date(end.getTime() + 1000))).toBe(SECKILL_STATUS.FINISHED);
  });

  it('is sold out while running with nothing left, finished after the end, abandoned whatever the clock', () => {
    expect(seckillStatus({ ...act, remaining: 0 }, at(1))).toBe(SECKILL_STATUS.SOLD_OUT);
    expect(seckillStatus({ ...act, remaining: 0 }, end)).toBe(SECKILL_STATUS.FINISHED);
    expect(seckillStatus({ ...act, abandoned: true }, at(1))).toBe(SECKILL_STATUS.ABANDON);
    expect(seckillStatus({ ...act, abandoned: true }, at(-5))).toBe(SECKILL_STATUS.ABANDON);
  });

  // Over time, with the pool only ever shrinking, the status only moves forward: 1 -> 2 -> (5) -> 3.
  it('property: as time passes and stock only shrinks, the status never goes back', () => {
    const rank: Record<SeckillStatus, number> = { 1: 0, 2: 1, 5: 2, 3: 3, 4: 4 };
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 0, max: 3 })), { maxLength: 40 }),
        fc.integer({ min: 0, max: 20 }),
        (steps, initial) => {
          let t = start.getTime() - 120_000;
          let remaining = initial;
          let last = -1;
          for (const [dt, sold] of steps) {
            t += dt * 100;
            remaining = Math.max(0, remaining - sold);
            const s = seckillStatus({ ...act, remaining }, new Date(t));
            expect(rank[s]).toBeGreaterThanOrEqual(last);
            last = rank[s];
          }
        },
      ),
    );
  });

  it('property: buying is allowed exactly when running, within the limit and the pool', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -7_200_000, max: 14_400_000 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -1, max: 4 }),
        fc.boolean(),
        (offset, remaining, bought, quantity, abandoned) => {
          const a = { ...act, remaining, abandoned };
          const now = at(offset);
          const refusal = seckillBuyCheck(a, now, bought, quantity);
          const open = seckillStatus(a, now) === SECKILL_STATUS.STARTED;
          const fits = quantity >= 1 && bought + quantity <= a.perUserLimit && quantity <= remaining;
          expect(refusal === null).toBe(open && fits);
        },
      ),
    );
  });

  it('answers the status message first, then the limit', () => {
    expect(seckillBuyCheck(act, at(-1000), 0, 1)).toEqual({
      reason: 'SECKILL.notStarted',
      msg: SECKILL_MESSAGES.notStarted,
    });
    expect(seckillBuyCheck(act, new Date(end.getTime() + 1000), 0, 1)?.reason).toBe('SECKILL.finished');
    expect(seckillBuyCheck(act, at(1), 2, 1)).toEqual({ reason: 'SECKILL.overLimit', msg: '每人限购2件' });
    expect(seckillBuyCheck({ ...act, remaining: 1 }, at(1), 0, 2)).toEqual({
      reason: 'SECKILL.stockShort',
      msg: '库存不足，仅剩1件',
    });
    expect(seckillBuyCheck({ ...act, remaining: 0 }, at(1), 0, 1)?.reason).toBe('SECKILL.soldOut');
    expect(seckillBuyCheck(act, at(1), 1, 1)).toBeNull();
  });

  it('counts down to the start, then to the end, then nothing', () => {
    expect(seckillCountdownMs(act, at(-5000))).toBe(5000);
    expect(seckillCountdownMs(act, at(1000))).toBe(end.getTime() - start.getTime() - 1000);
    expect(seckillCountdownMs(act, end)).toBe(0);
  });

  it('checks a definition: start before end, price above zero, stock not below sold', () => {
    const ok = { startAt: start, endAt: end, seckillPriceFen: 100, stock: 10, sold: 3, perUserLimit: 1 };
    expect(wordsOf(ok)).toEqual([]);
    expect(wordsOf({ ...ok, startAt: end, endAt: start, seckillPriceFen: 0, stock: 2 })).toEqual([
      '秒杀开始时间须早于结束时间',
      '秒杀价须大于0',
      '活动库存不能少于已售数量',
    ]);
  });

  it('checks the original price and the limits of a definition', () => {
    const ok = { startAt: start, endAt: end, seckillPriceFen: 100, stock: 10, sold: 0, perUserLimit: 1 };
    expect(wordsOf({ ...ok, originPriceFen: 100 })).toEqual([]);
    expect(wordsOf({ ...ok, originPriceFen: 99 })).toEqual([SECKILL_MESSAGES.priceAboveOrigin]);
    expect(wordsOf({ ...ok, perUserLimit: 100 })).toEqual(['每人限购不能超过99件']);
    expect(wordsOf({ ...ok, stock: 100_001 })).toEqual(['活动库存不能超过100000']);
    expect(wordsOf({ ...ok, startAt: new Date(NaN) })).toEqual([SECKILL_MESSAGES.timeRequired]);
  });

  it('property: the most a buyer may take is exactly the largest quantity the buy check lets through', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -7_200_000, max: 14_400_000 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        (offset, remaining, bought, limit, abandoned) => {
          const a = { ...act, remaining, abandoned, perUserLimit: limit };
          const now = at(offset);
          const max = seckillMaxQuantity(a, now, bought);
          for (let qn = 1; qn <= 8; qn++) expect(seckillBuyCheck(a, now, bought, qn) === null).toBe(qn <= max);
        },
      ),
    );
  });

  it('tabs, ranks and countdown words cover every status', () => {
    expect(SECKILL_TABS).toEqual([null, 2, 1, 5, 3, 4]);
    expect(Object.keys(SECKILL_STATUS_RANK).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(seckillCountdownLabel(SECKILL_STATUS.NOT_START)).toBe('距开始');
    expect(seckillCountdownLabel(SECKILL_STATUS.STARTED)).toBe('距结束');
    expect(seckillCountdownLabel(SECKILL_STATUS.FINISHED)).toBeNull();
    expect(seckillCountdownText(0)).toBe('00:00:00');
    expect(seckillCountdownText(-5)).toBe('00:00:00');
    expect(seckillCountdownText(3_723_999)).toBe('01:02:03');
    expect(seckillCountdownText(2 * 86_400_000 + 5000)).toBe('2天 00:00:05');
  });

  it('sold percent never reads 100 while something is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (stock, left) => {
        const remaining = Math.min(stock, left);
        const p = seckillSoldPercent(stock, remaining);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        if (stock > 0) expect(p === 100).toBe(remaining === 0);
      }),
    );
    expect(seckillSoldPercent(0, 0)).toBe(0);
  });

  it('the discount text is in 折, only when the seckill price is lower', () => {
    expect(seckillDiscountText(59900, 39900)).toBe('6.7折');
    expect(seckillDiscountText(10000, 5000)).toBe('5折');
    expect(seckillDiscountText(10000, 10000)).toBeNull();
  });

  const item = (skuNo: string, quantity: number, priceFen: number): SeckillItem => ({
    skuNo,
    spuNo: `SPU-${skuNo}`,
    skuName: skuNo,
    spuName: skuNo,
    model: skuNo,
    picUrl: null,
    quantity,
    priceFen,
  });

  it('a model activity sells at the seckill price itself', () => {
    expect(seckillOrderLines(SECKILL_KIND.SKU, [item('A', 1, 59900)], 39900, 3)).toEqual([
      { skuNo: 'A', quantity: 3, priceFen: 39900, amountFen: 119700, discountFen: 0 },
    ]);
  });

  it('property: a suite keeps its models’ prices and pays exactly the seckill price, every line discount within its amount', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 500_000 })), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 1, max: 5 }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (spec, quantity, share) => {
          const items = spec.map(([qn, price], i) => item(`S${i}`, qn, price));
          const total = items.reduce((s, i) => s + i.priceFen * i.quantity, 0);
          const seckill = Math.max(1, Math.floor(total * share));
          const lines = seckillOrderLines(SECKILL_KIND.SUIT, items, seckill, quantity);
          expect(lines.map((l) => l.skuNo)).toEqual(items.map((i) => i.skuNo));
          let paid = 0;
          for (const [k, l] of lines.entries()) {
            expect(l.quantity).toBe(items[k]!.quantity * quantity);
            expect(l.priceFen).toBe(items[k]!.priceFen);
            expect(l.amountFen).toBe(l.priceFen * l.quantity);
            expect(l.discountFen).toBeGreaterThanOrEqual(0);
            expect(l.discountFen).toBeLessThanOrEqual(l.amountFen);
            paid += l.amountFen - l.discountFen;
          }
          expect(paid).toBe(seckill * quantity);
        },
      ),
    );
  });
});
