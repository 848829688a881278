import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateGenericCabling, GENERIC_CABLING_DEFAULTS, type GenericCablingInput } from './generic-cabling.ts';

const base: GenericCablingInput = { ...GENERIC_CABLING_DEFAULTS };

describe('fGenericCabling 综合布线', () => {
  it('60 m / 10 m, 40 outlets', () => {
    const r = calculateGenericCabling(base);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    // (60 + 10) ÷ 2 × 1.1 + 6 = 35 × 1.1 + 6 = 44.5 m; 44.5 × 40 = 1780 m
    expect(r.averageRunM).toBe(44.5);
    expect(r.perFloorCableM).toBe(1780);
    // ⌈1780 ÷ 305⌉ = ⌈5.84⌉ = 6; ⌊305 ÷ 44.5⌋ = ⌊6.85⌋ = 6 runs per box; ⌈40 ÷ 6⌉ = 7 → buy 7
    expect(r.boxesByLength).toBe(6);
    expect(r.runsPerBox).toBe(6);
    expect(r.boxesByRuns).toBe(7);
    expect(r.boxesToBuy).toBe(7);
    // RJ-45 4 × 40 × 1.15 = 184; modules 40 × 1.03 = 41.2 → 42
    expect(r.rj45Count).toBe(184);
    expect(r.moduleCount).toBe(42);
    expect(r.warnings).toEqual([]);
    expect(r.steps[0]?.substituted).toBe('(60 + 10) ÷ 2 × 1.1 + 6');
  });

  it('several floors, exact integer products, float-noise-free capacities', () => {
    const r = calculateGenericCabling({ farthestM: 100, nearestM: 0, outletsPerFloor: 50, floorCount: 2 });
    if (!r.ok) throw new Error('expected ok');
    // (100 + 0) ÷ 2 × 1.1 + 6 = 61 m (61.00000000000001 in binary); ⌊305 ÷ 61⌋ = 5
    expect(r.averageRunM).toBe(61);
    expect(r.runsPerBox).toBe(5);
    // n = 100; total 61 × 50 × 2 = 6100 m; ⌈6100 ÷ 305⌉ = 20; ⌈100 ÷ 5⌉ = 20
    expect(r.totalCableM).toBe(6100);
    expect(r.boxesToBuy).toBe(20);
    // 4 × 100 × 1.15 = 460; 100 × 1.03 = 103 (no spurious +1 from float noise)
    expect(r.rj45Count).toBe(460);
    expect(r.moduleCount).toBe(103);
    // farthest 100 m > 90 m
    expect(r.warnings).toHaveLength(1);
  });

  it('small counts round up', () => {
    const r = calculateGenericCabling({ farthestM: 30, nearestM: 30, outletsPerFloor: 20, floorCount: 1 });
    if (!r.ok) throw new Error('expected ok');
    // RJ-45 4 × 20 × 1.15 = 92; modules 20 × 1.03 = 20.6 → 21
    expect(r.rj45Count).toBe(92);
    expect(r.moduleCount).toBe(21);
  });

  it('field errors', () => {
    const r = calculateGenericCabling({ ...base, nearestM: 70 });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors[0]).toEqual({
        field: 'nearestM',
        refusal: { reason: 'CALC_SHARED.nearestBeyondFarthest', msg: '最近点距离不能大于最远点距离' },
      });
    // (600 + 0) ÷ 2 × 1.1 + 6 = 336 m > 305 m: a run cannot fit a box
    expect(calculateGenericCabling({ ...base, farthestM: 600, nearestM: 0 }).ok).toBe(false);
    expect(calculateGenericCabling({ ...base, outletsPerFloor: 2.5 }).ok).toBe(false);
  });

  it('properties: boxes monotonic in outlets and distance; counts integers ≥ 0', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        (farthestM, nearShare, outletsPerFloor, extra) => {
          const input = { farthestM, nearestM: farthestM * nearShare, outletsPerFloor, floorCount: 1 };
          const a = calculateGenericCabling(input);
          const moreOutlets = calculateGenericCabling({ ...input, outletsPerFloor: outletsPerFloor + extra });
          const farther = calculateGenericCabling({ ...input, farthestM: farthestM + extra });
          if (!a.ok || !moreOutlets.ok || !farther.ok) throw new Error('expected ok');
          for (const n of [a.boxesToBuy, a.boxesByLength, a.boxesByRuns, a.runsPerBox, a.rj45Count, a.moduleCount]) {
            expect(Number.isInteger(n) && n >= 0).toBe(true);
          }
          expect(a.boxesToBuy * 305).toBeGreaterThanOrEqual(a.totalCableM - 0.01);
          expect(moreOutlets.boxesToBuy).toBeGreaterThanOrEqual(a.boxesToBuy);
          expect(moreOutlets.rj45Count).toBeGreaterThanOrEqual(a.rj45Count);
          expect(farther.boxesToBuy).toBeGreaterThanOrEqual(a.boxesToBuy);
        },
      ),
    );
  });
});
