import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAX_RATES_OFFERED, taxClassCodeRefusal, taxOfInclusiveFen, taxRateRefusal } from './tax-class.ts';

describe('tax classification of a line', () => {
  it('the code is 19 digits', () => {
    // 1090511030000000000: 视频监控设备 family in the catalogue's 109 (机器设备) branch.
    expect(taxClassCodeRefusal('1090511030000000000')).toBeNull();
    expect(taxClassCodeRefusal('109051103000000000')?.reason).toBe('TAX_CLASS.codeLength');
    expect(taxClassCodeRefusal('10905110300000000000')?.reason).toBe('TAX_CLASS.codeLength');
    expect(taxClassCodeRefusal('109051103000000000A')?.msg).toBe('税收分类编码应为19位数字');
  });
  it('the rate is one offered; the refusal names them', () => {
    for (const r of TAX_RATES_OFFERED) expect(taxRateRefusal(r)).toBeNull();
    const r = taxRateRefusal(1700);
    expect(r?.reason).toBe('TAX_CLASS.rateNotOffered');
    expect(r?.msg).toBe('税率只能为 13%、9%、6%、3%、1%、0% 之一');
  });
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
