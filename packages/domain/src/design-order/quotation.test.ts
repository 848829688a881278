import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeCell } from './sheet.ts';
import { amountInWords, quotationTotals, validUntil } from './quotation.ts';

/** Reads capitals back to fen: the inverse the property test checks amountInWords against. */
function wordsToFen(words: string): number {
  const D: Record<string, number> = { 零: 0, 壹: 1, 贰: 2, 叁: 3, 肆: 4, 伍: 5, 陆: 6, 柒: 7, 捌: 8, 玖: 9 };
  const S: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };
  let s = words.replace(/整$/, '');
  let fen = 0;
  const jiao = /(.)角/.exec(s);
  if (jiao) fen += D[jiao[1]!]! * 10;
  const cents = /(.)分/.exec(s);
  if (cents) fen += D[cents[1]!]!;
  s = s.includes('元') ? s.split('元')[0]! : '';
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const ch of s) {
    if (ch in D) digit = D[ch]!;
    else if (ch in S) {
      section += digit * S[ch]!;
      digit = 0;
    } else if (ch === '万' || ch === '亿') {
      section += digit;
      digit = 0;
      total = ch === '亿' ? (total + section) * 100_000_000 : total + section * 10_000;
      section = 0;
    }
  }
  return (total + section + digit) * 100 + fen;
}

describe('amountInWords (大写)', () => {
  it.each([
    [0, '零元整'],
    [1, '壹分'],
    [10, '壹角'],
    [100, '壹元整'],
    [1005, '壹拾元零伍分'],
    [1050, '壹拾元伍角'],
    [10_000, '壹佰元整'],
    [100_005, '壹仟元零伍分'],
    [1_234_567, '壹万贰仟叁佰肆拾伍元陆角柒分'],
    [1_000_100, '壹万零壹元整'],
    [10_050_000, '壹拾万零伍佰元整'],
    [100_000_000, '壹佰万元整'],
    [10_000_000_000, '壹亿元整'],
    [10_000_500_000, '壹亿零伍仟元整'],
    [123_456_789_01, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元零壹分'],
    [-250, '负贰元伍角'],
  ])('%i fen → %s', (fen, words) => expect(amountInWords(fen)).toBe(words));

  it('reads back to the same amount, never two 零 in a row, never a 零 before 元 or at the end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_99 }), (fen) => {
        const w = amountInWords(fen);
        expect(wordsToFen(w)).toBe(fen);
        if (fen > 0) expect(w).not.toMatch(/零零|零元|零万|零亿|零整$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a fraction of a fen', () => expect(() => amountInWords(1.5)).toThrow(RangeError));
});

describe('quotationTotals', () => {
  it('adds the tax half-up to the fen', () => {
    expect(quotationTotals(10_000, 1300)).toEqual({ subtotal: 10_000, tax: 1300, total: 11_300, taxRate: 1300 });
    expect(quotationTotals(5, 1000)).toMatchObject({ tax: 1, total: 6 }); // 0.5 fen → 1
    expect(quotationTotals(4, 1000)).toMatchObject({ tax: 0, total: 4 });
    expect(quotationTotals(123_456, 0)).toMatchObject({ tax: 0, total: 123_456 });
  });
  it('total = subtotal + tax and the tax is within half a fen of the exact one', () =>
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), fc.integer({ min: 0, max: 3000 }), (s, r) => {
        const t = quotationTotals(s, r);
        expect(t.total).toBe(s + t.tax);
        expect(Math.abs(t.tax - (s * r) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    ));
});

describe('validUntil', () => {
  it('counts the quotation day as the first', () => {
    expect(validUntil('2026-11-28', 30)).toBe('2026-12-27');
    expect(validUntil('2026-11-28', 1)).toBe('2026-11-28');
    expect(validUntil('2028-02-28', 2)).toBe('2028-02-29');
  });
});

describe('escapeCell', () => {
  it('leaves a lone dash as it is and still guards formulas', () => {
    expect(escapeCell('-')).toBe('-');
    expect(escapeCell('-1+2')).toBe("'-1+2");
    expect(escapeCell('=1')).toBe("'=1");
  });
});
