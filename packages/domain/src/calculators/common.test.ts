import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allFinite, ceil2, ceilCount, floorCapacity, fmt, round2 } from './common.ts';

describe('rounding helpers', () => {
  it('round2 rounds half away from zero despite binary representation', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(13.175)).toBe(13.18);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(1.004)).toBe(1);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
  it('ceil2 rounds up to 0.01 without float noise', () => {
    expect(ceil2(45.6192)).toBe(45.62);
    expect(ceil2(0.1 + 0.2)).toBe(0.3);
    expect(ceil2(12)).toBe(12);
  });
  it('ceilCount and floorCapacity absorb float noise', () => {
    expect(ceilCount(5.6 / (2 * Math.tan(Math.PI / 4) * 1.4))).toBe(2); // 2.0000000000000004
    expect(ceilCount(2.1)).toBe(3);
    expect(ceilCount(-3)).toBe(0);
    expect(floorCapacity((10 * 0.03) / 0.1)).toBe(3); // 2.9999999999999996
    expect(floorCapacity(2.9)).toBe(2);
    expect(floorCapacity(Number.NaN)).toBe(0);
  });
  it('fmt prints numbers without float noise', () => {
    expect(fmt(0.1 + 0.2)).toBe('0.3');
    expect(fmt(0.0175)).toBe('0.0175');
  });
  it('counts are integers ≥ 0 and bracket the value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => {
        const c = ceilCount(x);
        const f = floorCapacity(x);
        expect(Number.isInteger(c) && c >= 0).toBe(true);
        expect(Number.isInteger(f) && f >= 0).toBe(true);
        if (x > 0) {
          expect(c).toBeGreaterThanOrEqual(x - 1e-6 * Math.max(1, x));
          expect(f).toBeLessThanOrEqual(x + 1e-6 * Math.max(1, x));
        }
      }),
    );
  });
});

describe('allFinite', () => {
  it('allFinite looks through objects and arrays', () => {
    expect(allFinite({ a: [1, { b: 2 }], c: null, d: 'x' })).toBe(true);
    expect(allFinite({ a: [1, { b: Number.NaN }] })).toBe(false);
  });
});
