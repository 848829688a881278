import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freightFeesFor, freightFenOf, freightOf, type FreightTemplate } from './freight.ts';

const t: FreightTemplate = {
  baseFen: 1000,
  extraFen: 200,
  freeOverFen: 50000,
  regions: [{ provinceCode: '540000', baseFen: 3000, extraFen: 1000 }],
};

describe('freight', () => {
  it('first item base, each further extra, free from the threshold', () => {
    expect(freightFenOf(t, { provinceCode: '330000', quantity: 1, goodsFen: 100 })).toBe(1000);
    expect(freightFenOf(t, { provinceCode: '330000', quantity: 3, goodsFen: 100 })).toBe(1400);
    expect(freightFenOf(t, { provinceCode: '330000', quantity: 3, goodsFen: 49999 })).toBe(1400);
    expect(freightFenOf(t, { provinceCode: '330000', quantity: 3, goodsFen: 50000 })).toBe(0);
    expect(freightFenOf(t, { provinceCode: '330000', quantity: 0, goodsFen: 0 })).toBe(0);
  });
  it('a province row overrides the fees, not the threshold', () => {
    expect(freightFeesFor(t, '540000')).toEqual({ baseFen: 3000, extraFen: 1000, freeOverFen: 50000 });
    expect(freightFenOf(t, { provinceCode: '540000', quantity: 2, goodsFen: 100 })).toBe(4000);
    expect(freightFenOf(t, { provinceCode: '540000', quantity: 2, goodsFen: 60000 })).toBe(0);
  });
  it('no template ships free; a template without threshold is never free', () => {
    expect(freightFenOf(null, { provinceCode: '330000', quantity: 5, goodsFen: 100 })).toBe(0);
    expect(freightOf({ baseFen: 800, extraFen: 0, freeOverFen: null }, { quantity: 9, goodsFen: 9e9 })).toBe(800);
  });
  it('property: never negative, grows with quantity below the threshold', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (baseFen, extraFen, freeOverFen, quantity, goodsFen) => {
          const fees = { baseFen, extraFen, freeOverFen };
          const f = freightOf(fees, { quantity, goodsFen });
          expect(f).toBeGreaterThanOrEqual(0);
          const free = freeOverFen !== null && goodsFen >= freeOverFen;
          expect(f).toBe(free ? 0 : baseFen + extraFen * (quantity - 1));
          if (!free) expect(freightOf(fees, { quantity: quantity + 1, goodsFen })).toBeGreaterThanOrEqual(f);
        },
      ),
    );
  });
});
