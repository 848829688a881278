import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateVerticalBinocular,
  VERTICAL_BINOCULAR_DEFAULTS,
  type VerticalBinocularInput,
} from './vertical-binocular.ts';

const base: VerticalBinocularInput = { ...VERTICAL_BINOCULAR_DEFAULTS };

describe('iVerticalBinocular 垂直双目', () => {
  it('90° × 60° at 3 m, heads at 1.6 m, 6 m entrance', () => {
    const r = calculateVerticalBinocular(base);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    // L = 2·tan45° × (3 − 1.6) = 2 × 1 × 1.4 = 2.8; W = 2·tan30° × 1.4 = 1.6166
    expect(r.coverLengthM).toBe(2.8);
    expect(r.coverWidthM).toBe(1.62);
    expect(r.headAreaM2).toBe(4.53); // 2.8 × 1.6166 = 4.5264
    // floor: 2 × 1 × 3 = 6; 2 × tan30° × 3 = 3.4641; area 6 × 3.4641 = 20.78
    expect(r.floorLengthM).toBe(6);
    expect(r.floorWidthM).toBe(3.46);
    expect(r.floorAreaM2).toBe(20.78);
    // units ⌈6 ÷ 2.8⌉ = ⌈2.14⌉ = 3; single unit needs 1.6 + 6 ÷ 2 = 4.6 m > product max 4.5 m
    expect(r.unitsNeeded).toBe(3);
    expect(r.minMountHeightForSingleUnitM).toBe(4.6);
    expect(r.singleUnitPossible).toBe(false);
    expect(r.warnings).toHaveLength(1);
  });

  it('exact fits do not buy an extra unit (float noise)', () => {
    const r = calculateVerticalBinocular({ ...base, entranceWidthM: 5.6 });
    if (!r.ok) throw new Error('expected ok');
    // 5.6 ÷ 2.8 = 2 (binary: 2.0000000000000004)
    expect(r.unitsNeeded).toBe(2);
  });

  it('mount height limits come from the product', () => {
    const high = calculateVerticalBinocular({ ...base, mountHeightM: 5 });
    expect(high.ok).toBe(false);
    if (!high.ok)
      expect(high.errors[0]).toEqual({
        field: 'mountHeightM',
        refusal: { reason: 'VERTICAL_BINOCULAR.mountOutsideProduct', msg: '安装高度须在产品允许的2.2-4.5米之间' },
      });
    const low = calculateVerticalBinocular({ ...base, mountHeightM: 2.4, headHeightM: 2.4 });
    expect(low.ok).toBe(false);
    expect(calculateVerticalBinocular({ ...base, product: { ...base.product, fovHorizontalDeg: 180 } }).ok).toBe(false);
  });

  it('properties: coverage grows and units fall with mount height; units integers ≥ 1', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 2.2, max: 4.4, noNaN: true }),
        fc.double({ min: 0.01, max: 0.1, noNaN: true }),
        fc.double({ min: 20, max: 150, noNaN: true }),
        fc.double({ min: 0.5, max: 50, noNaN: true }),
        (mountHeightM, extra, fov, entranceWidthM) => {
          const input = { ...base, mountHeightM, entranceWidthM, product: { ...base.product, fovHorizontalDeg: fov } };
          const a = calculateVerticalBinocular(input);
          const higher = calculateVerticalBinocular({ ...input, mountHeightM: mountHeightM + extra });
          const wider = calculateVerticalBinocular({ ...input, entranceWidthM: entranceWidthM + extra });
          if (!a.ok || !higher.ok || !wider.ok) throw new Error('expected ok');
          expect(Number.isInteger(a.unitsNeeded) && a.unitsNeeded >= 1).toBe(true);
          expect(higher.coverLengthM).toBeGreaterThanOrEqual(a.coverLengthM);
          expect(higher.unitsNeeded).toBeLessThanOrEqual(a.unitsNeeded);
          expect(wider.unitsNeeded).toBeGreaterThanOrEqual(a.unitsNeeded);
        },
      ),
    );
  });
});
