import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAX_RATES_OFFERED } from '../catalogue/index.ts';
import { taxOfInclusiveFen } from './tax-class.ts';

describe('tax inside a line', () => {
  it('tax inside a tax-inclusive amount, half-up to the fen', () => {
    expect(taxOfInclusiveFen(11_300, 1300)).toBe(1_300);
    expect(taxOfInclusiveFen(100, 1300)).toBe(12); // 11.504… → 12
    expect(taxOfInclusiveFen(10_000, 0)).toBe(0);
  });
  it('property: the tax is the nearest fen to amount × rate / (1 + rate)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.constantFrom(...TAX_RATES_OFFERED), (amount, rate) => {
        const exact = (amount * rate) / (10_000 + rate);
        const t = taxOfInclusiveFen(amount, rate);
        return Math.abs(t - exact) <= 0.5 + 1e-9 && t >= 0 && t <= amount;
      }),
    );
  });
});
