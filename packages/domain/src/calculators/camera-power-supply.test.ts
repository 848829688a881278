import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAMERA_POWER_SUPPLY_DEFAULTS,
  type CameraPowerSupplyInput,
  calculateCameraPowerSupply,
} from './camera-power-supply.ts';

const base: CameraPowerSupplyInput = { ...CAMERA_POWER_SUPPLY_DEFAULTS };

describe('gCameraPowerSupply 摄像机供电', () => {
  it('16 × 6 W cameras at 12 V over 50 m of 1 mm²', () => {
    const r = calculateCameraPowerSupply(base);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    // I = 6 ÷ 12 = 0.5 A; R = 2 × 0.0175 × 50 ÷ 1 = 1.75 Ω; ΔU = 0.5 × 1.75 = 0.875 V = 7.29 %
    expect(r.dc.currentA).toBe(0.5);
    expect(r.dc.loopResistanceOhm).toBe(1.75);
    expect(r.dc.voltageDropV).toBe(0.88);
    expect(r.dc.voltageDropPercent).toBe(7.29);
    expect(r.dc.voltageAtCameraV).toBe(11.13); // 12 − 0.875 = 11.125
    // allowed 12 × 10 % = 1.2 V; L = 1.2 × 1 ÷ (2 × 0.0175 × 0.5) = 68.571 m
    expect(r.dc.allowedDropV).toBe(1.2);
    expect(r.dc.maxRunM).toBe(68.57);
    expect(r.dc.dropWithinLimit).toBe(true);
    // supply 16 × 6 = 96 W × 1.3 × 1.3 × 1.3 = 96 × 2.197 = 210.912 W; ÷ 12 = 17.576 A
    expect(r.supply.totalRatedW).toBe(96);
    expect(r.supply.supplyW).toBe(210.91);
    expect(r.supply.supplyCurrentA).toBe(17.58);
    // PoE af: 6 W ≤ 12.95 W; 96 W ≤ 120 W; by class 16 × 15.4 = 246.4 W > 120 W
    expect(r.poe).toEqual({
      deviceLimitW: 12.95,
      withinStandard: true,
      totalDrawW: 96,
      drawWithinBudget: true,
      classReservationW: 15.4,
      totalReservationW: 246.4,
      reservationWithinBudget: false,
    });
    expect(r.steps.find((s) => s.label === '回路电阻')?.substituted).toBe('2 × 0.0175 × 50 ÷ 1');
  });

  it('warns when the drop or PoE limits are exceeded; factors are editable', () => {
    const r = calculateCameraPowerSupply({
      ...base,
      cableLengthM: 100,
      conductorCrossSectionMm2: 0.5,
      cameraPowerW: 15,
      marginFactor: 1,
      lineLossFactor: 1.2,
      surgeFactor: 1,
    });
    if (!r.ok) throw new Error('expected ok');
    // I = 1.25 A; R = 2 × 0.0175 × 100 ÷ 0.5 = 7 Ω; ΔU = 8.75 V > 1.2 V
    expect(r.dc.voltageDropV).toBe(8.75);
    expect(r.dc.dropWithinLimit).toBe(false);
    // 15 W > af 12.95 W; 16 × 15 = 240 W > 120 W
    expect(r.poe.withinStandard).toBe(false);
    expect(r.poe.drawWithinBudget).toBe(false);
    expect(r.warnings).toHaveLength(3);
    // 240 × 1 × 1.2 × 1 = 288 W
    expect(r.supply.supplyW).toBe(288);
  });

  it('field errors', () => {
    const r = calculateCameraPowerSupply({
      ...base,
      conductorCrossSectionMm2: 0,
      supplyVoltageV: -12,
      marginFactor: 0.5,
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors.map((e) => e.field)).toEqual(['supplyVoltageV', 'conductorCrossSectionMm2', 'marginFactor']);
  });

  it('properties: drop grows with length and power, falls with cross-section; supply ≥ rated', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 30, noNaN: true }),
        fc.double({ min: 1, max: 500, noNaN: true }),
        fc.double({ min: 0.3, max: 4, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (cameraPowerW, cableLengthM, conductorCrossSectionMm2, extra) => {
          const input = { ...base, cameraPowerW, cableLengthM, conductorCrossSectionMm2 };
          const a = calculateCameraPowerSupply(input);
          const longer = calculateCameraPowerSupply({ ...input, cableLengthM: cableLengthM + extra });
          const thicker = calculateCameraPowerSupply({
            ...input,
            conductorCrossSectionMm2: conductorCrossSectionMm2 + extra,
          });
          const hungrier = calculateCameraPowerSupply({ ...input, cameraPowerW: cameraPowerW + extra });
          if (!a.ok || !longer.ok || !thicker.ok || !hungrier.ok) throw new Error('expected ok');
          expect(longer.dc.voltageDropV).toBeGreaterThanOrEqual(a.dc.voltageDropV);
          expect(thicker.dc.voltageDropV).toBeLessThanOrEqual(a.dc.voltageDropV);
          expect(hungrier.dc.maxRunM).toBeLessThanOrEqual(a.dc.maxRunM);
          expect(hungrier.supply.supplyW).toBeGreaterThanOrEqual(a.supply.supplyW);
          expect(a.supply.supplyW).toBeGreaterThanOrEqual(a.supply.totalRatedW);
        },
      ),
    );
  });
});
