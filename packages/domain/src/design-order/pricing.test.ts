import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LIST_RATE_CAP,
  PRICE_FEN_MAX,
  SELECTION_RATE_CAP,
  commitListRate,
  commitQuantity,
  commitRatePrice,
  commitSelectionRate,
  commitSelectionRatePrice,
  isFreeSoftware,
  listQuantityRule,
  pairFromRatePrice,
  priceLabel,
  rateOf,
  ratePriceOf,
  selectionQuantityRule,
  totalsOf,
} from './pricing.ts';
import { RATE_FULL, divHalfUp, formatFen, formatFenGrouped, parseYuan, sanitizeDecimalInput } from '../core/index.ts';
import { BUY_QUANTITY_MAX } from '../buying/index.ts';

const price = fc.integer({ min: 1, max: PRICE_FEN_MAX });
const anyPrice = fc.option(fc.integer({ min: 0, max: PRICE_FEN_MAX }), { nil: null });
const rate = fc.integer({ min: 0, max: LIST_RATE_CAP });
const qty = fc.integer({ min: 0, max: BUY_QUANTITY_MAX });

describe('half-up rounding', () => {
  it('matches exact rational rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = divHalfUp(n, d);
        // q is the nearest integer, ties upward: |n/d - q| <= 1/2 and a tie rounds up.
        expect(Math.abs(2 * n - 2 * q * d)).toBeLessThanOrEqual(d);
        if (2 * n - 2 * q * d === d) throw new Error('tie rounded down');
      }),
    );
    expect(divHalfUp(5, 10)).toBe(1);
    expect(divHalfUp(4, 10)).toBe(0);
    expect(divHalfUp(15, 10)).toBe(2);
  });
});

describe('rate price = price × rate / 100 (part 2 §5)', () => {
  it('worked examples', () => {
    expect(ratePriceOf(39900, 8500)).toBe(33915);
    expect(ratePriceOf(333, 3333)).toBe(111); // 110.9889 → 111
    expect(ratePriceOf(10001, 5)).toBe(5); // 5.0005 → 5
    expect(ratePriceOf(null, 5000)).toBe(0);
    expect(ratePriceOf(0, 5000)).toBe(0);
  });
  it('100.00% keeps the price; it grows with the rate and never exceeds price × cap', () => {
    fc.assert(
      fc.property(price, rate, rate, (p, r1, r2) => {
        expect(ratePriceOf(p, RATE_FULL)).toBe(p);
        const [lo, hi] = r1 <= r2 ? [r1, r2] : [r2, r1];
        expect(ratePriceOf(p, lo)).toBeLessThanOrEqual(ratePriceOf(p, hi));
        expect(Math.abs(ratePriceOf(p, r1) * RATE_FULL - p * r1)).toBeLessThanOrEqual(RATE_FULL / 2);
      }),
    );
  });
  it('without a price the rate is locked at 100.00', () => {
    fc.assert(fc.property(fc.constantFrom(null, 0), rate, (p, r) => rateOf(p, r) === RATE_FULL));
  });
});

describe('rate = rate price / price × 100', () => {
  it('round trip: the rate of the rate price is the rate again when the price has ≥ 1 fen per 0.01%', () => {
    fc.assert(
      fc.property(fc.integer({ min: RATE_FULL, max: PRICE_FEN_MAX }), rate, (p, r) => {
        expect(rateOf(p, ratePriceOf(p, r))).toBe(r);
      }),
    );
  });
  it('the rate price of a typed price’s rate is within half a rate step of it', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: PRICE_FEN_MAX }), (p, rp) => {
        const r = rateOf(p, rp);
        expect(Math.abs(r * p - rp * RATE_FULL)).toBeLessThanOrEqual(p / 2);
      }),
    );
  });
});

describe('the list rate input', () => {
  it('keeps digits and one dot, two decimals, max length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.integer({ min: 1, max: 12 }), (s, n) => {
        const out = sanitizeDecimalInput(s, n);
        expect(out.length).toBeLessThanOrEqual(n);
        expect(out).toMatch(/^(\d*|\d+\.\d{0,2})$/);
      }),
    );
    expect(sanitizeDecimalInput('12a.3.45', 6)).toBe('12.34');
    expect(sanitizeDecimalInput('.5', 6)).toBe('0.5');
    expect(sanitizeDecimalInput('1234567', 6)).toBe('123456');
    // Regression: a lone dot in a one-character box must not grow to '0.' (two characters).
    expect(sanitizeDecimalInput('.', 1)).toBe('');
  });
  it('on blur: two decimals, capped at 999.99, empty → 100.00, locked without price', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), price, (s, p) => {
        const r = commitListRate(s, p);
        expect(Number.isInteger(r)).toBe(true);
        expect(r).toBeGreaterThanOrEqual(0);
        expect(r).toBeLessThanOrEqual(LIST_RATE_CAP);
      }),
    );
    fc.assert(fc.property(fc.string(), fc.constantFrom(null, 0), (s, p) => commitListRate(s, p) === RATE_FULL));
    expect(commitListRate('', 100)).toBe(RATE_FULL);
    expect(commitListRate('85.5', 100)).toBe(8550);
    expect(commitListRate('1200', 100)).toBe(LIST_RATE_CAP);
  });
});

describe('the discounted price input', () => {
  it('empty becomes 0.00; the pair follows with the rate capped', () => {
    expect(commitRatePrice('')).toBe(0);
    expect(commitRatePrice('12.345')).toBe(1234);
    fc.assert(
      fc.property(price, fc.integer({ min: 0, max: 10 * PRICE_FEN_MAX }), (p, rp) => {
        const pair = pairFromRatePrice(p, rp);
        expect(pair.rateBp).toBeLessThanOrEqual(LIST_RATE_CAP);
        expect(pair.ratePriceFen).toBeLessThanOrEqual(ratePriceOf(p, LIST_RATE_CAP));
        if (rp <= ratePriceOf(p, LIST_RATE_CAP)) expect(pair.ratePriceFen).toBe(rp);
      }),
    );
    expect(pairFromRatePrice(0, 500)).toEqual({ rateBp: RATE_FULL, ratePriceFen: 0 });
    expect(pairFromRatePrice(null, 500)).toEqual({ rateBp: RATE_FULL, ratePriceFen: 0 });
  });
});

describe('the selection drawer (cap 300)', () => {
  it('rate: empty or negative → 100, above 300 → 300, else kept', () => {
    expect(commitSelectionRate('')).toBe(RATE_FULL);
    expect(commitSelectionRate(null)).toBe(RATE_FULL);
    expect(commitSelectionRate(-1)).toBe(RATE_FULL);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * SELECTION_RATE_CAP }), (r) => {
        expect(commitSelectionRate(r)).toBe(Math.min(r, SELECTION_RATE_CAP));
      }),
    );
  });
  it('rate price: empty or negative → price; above price × 3 → price × 3', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: -1000, max: 5 * PRICE_FEN_MAX }), (p, v) => {
        const out = commitSelectionRatePrice(v, p);
        if (v < 0) expect(out).toBe(p);
        else expect(out).toBe(Math.min(v, p * 3));
      }),
    );
    expect(commitSelectionRatePrice('', 1000)).toBe(1000);
  });
});

describe('quantities', () => {
  it('list: 1..9999 or maxNum; empty → 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100000, max: 100000 }),
        fc.option(fc.integer({ min: 1, max: 20000 }), { nil: null }),
        (n, maxNum) => {
          const rule = listQuantityRule({ maxNum, skuType: 0, priceFen: 100 });
          const { quantity } = commitQuantity(n, rule);
          expect(quantity).toBeGreaterThanOrEqual(1);
          expect(quantity).toBeLessThanOrEqual(Math.min(BUY_QUANTITY_MAX, maxNum ?? BUY_QUANTITY_MAX));
        },
      ),
    );
    expect(commitQuantity('', listQuantityRule({})).quantity).toBe(1);
  });
  it('selection: 0..9999; free software at most 1 with the message', () => {
    fc.assert(
      fc.property(qty, (n) => {
        expect(commitQuantity(n, selectionQuantityRule({ skuType: 0, priceFen: 100 })).quantity).toBe(n);
        const free = commitQuantity(n, selectionQuantityRule({ skuType: 2, priceFen: 0 }));
        expect(free.quantity).toBe(Math.min(n, 1));
        if (n > 1) expect(free.message).toBe('该产品数量不能大于1');
      }),
    );
    expect(isFreeSoftware(2, null)).toBe(true);
    expect(isFreeSoftware(2, 100)).toBe(false);
    expect(isFreeSoftware(0, 0)).toBe(false);
  });
});

describe('totals', () => {
  it('total = Σ amount, original = Σ price × quantity, discount = original − total', () => {
    const line = fc.record({ priceFen: anyPrice, quantity: qty, rate });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (ls) => {
        const lines = ls.map((l) => ({ ...l, amountFen: ratePriceOf(l.priceFen, l.rate) * l.quantity }));
        const t = totalsOf(lines);
        expect(t.totalFen).toBe(lines.reduce((s, l) => s + l.amountFen, 0));
        expect(t.originalFen).toBe(lines.reduce((s, l) => s + (l.priceFen ?? 0) * l.quantity, 0));
        expect(t.discountFen).toBe(t.originalFen - t.totalFen);
        if (ls.every((l) => l.rate <= RATE_FULL)) expect(t.discountFen).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('formatting at the edge', () => {
  it('fen ↔ yuan strings round-trip', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (f) => parseYuan(formatFen(f)) === f));
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(-1234)).toBe('-12.34');
    expect(formatFenGrouped(123456789)).toBe('1,234,567.89');
    expect(priceLabel(null)).toBe('暂无价格');
    expect(priceLabel(0, 2)).toBe('免费');
    expect(priceLabel(0, 0)).toBe('0.00');
  });
});

describe('spreadsheet cells', async () => {
  const { escapeCell, unescapeCell } = await import('./sheet.ts');
  it('text starting with = + - @ is escaped, everything round-trips', () => {
    expect(escapeCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(escapeCell('-1')).toBe("'-1");
    expect(escapeCell('@SUM')).toBe("'@SUM");
    expect(escapeCell('海康')).toBe('海康');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const e = escapeCell(s);
        // A lone sign is no formula and stays as it is (the '-' for "none").
        if (s === '-' || s === '+') {
          expect(e).toBe(s);
          return;
        }
        expect(/^[=+\-@\t\r]/.test(e)).toBe(false);
        expect(unescapeCell(e)).toBe(s.startsWith("'") && /^[=+\-@\t\r]/.test(s.slice(1)) ? s.slice(1) : s);
      }),
    );
  });
});
