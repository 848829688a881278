import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateWirelessBridge, WIRELESS_BRIDGE_DEFAULTS, type WirelessBridgeInput } from './wireless-bridge.ts';

const base: WirelessBridgeInput = { ...WIRELESS_BRIDGE_DEFAULTS };

describe('jWirelessIntelligent 无线网桥', () => {
  it('2 km at 5.8 GHz', () => {
    const r = calculateWirelessBridge(base);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    // FSPL = 32.44 + 20 lg 2 + 20 lg 5800 = 32.44 + 6.0206 + 75.2686 = 113.7292
    expect(r.fsplDb).toBe(113.73);
    expect(r.fsplDb).toBeCloseTo(32.44 + 20 * Math.log10(2) + 20 * Math.log10(5800), 2);
    // Pr = 27 − 1 + 23 − 113.7292 + 23 − 1 = −42.7292; margin −42.7292 − (−80) = 37.27
    expect(r.receivedPowerDbm).toBe(-42.73);
    expect(r.fadeMarginDb).toBe(37.27);
    expect(r.fadeMarginOk).toBe(true);
    // mid-path r = 17.32 √(1 × 1 ÷ (5.8 × 2)) = 17.32 × 0.29361 = 5.0853; 60 % = 3.0512
    expect(r.fresnelRadiusM).toBe(5.09);
    expect(r.fresnelClearance60M).toBe(3.05);
    // bulge = 2² ÷ (8 × 4/3 × 6378) × 1000 = 4 ÷ 68032 × 1000 = 0.0588 m
    expect(r.earthBulgeM).toBe(0.06);
    expect(r.midPathClearanceM).toBe(3.11); // 0.0588 + 3.0512
    // ⌊100 × 0.7 ÷ 4⌋ = ⌊17.5⌋ = 17
    expect(r.camerasPerBridge).toBe(17);
  });

  it('Fresnel radius at an obstacle off mid-path; long link bulge; weak margin warns', () => {
    const r = calculateWirelessBridge({ ...base, obstacleDistanceKm: 0.5 });
    if (!r.ok) throw new Error('expected ok');
    // 17.32 √(0.5 × 1.5 ÷ (5.8 × 2)) = 17.32 × 0.25427 = 4.404
    expect(r.fresnelRadiusM).toBe(4.4);
    expect(r.midFresnelRadiusM).toBe(5.09);
    const far = calculateWirelessBridge({ ...base, distanceKm: 20 });
    if (!far.ok) throw new Error('expected ok');
    // 400 ÷ 68032 × 1000 = 5.8796 m
    expect(far.earthBulgeM).toBe(5.88);
    // FSPL 32.44 + 26.0206 + 75.2686 = 133.7292; Pr = −62.73; margin 17.27
    expect(far.fadeMarginDb).toBe(17.27);
    const weak = calculateWirelessBridge({ ...base, distanceKm: 20, requiredFadeMarginDb: 20 });
    if (!weak.ok) throw new Error('expected ok');
    expect(weak.fadeMarginOk).toBe(false);
    expect(weak.warnings).toHaveLength(1);
  });

  it('field errors', () => {
    const r = calculateWirelessBridge({ ...base, obstacleDistanceKm: 2, utilisation: 0, distanceKm: 2 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.field)).toEqual(['obstacleDistanceKm', 'utilisation']);
    expect(calculateWirelessBridge({ ...base, distanceKm: 0 }).ok).toBe(false);
  });

  it('properties: loss grows with distance and frequency; cameras monotonic in throughput, integers ≥ 0', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        fc.double({ min: 900, max: 60000, noNaN: true }),
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (distanceKm, frequencyMHz, realThroughputMbps, extra) => {
          const input = { ...base, distanceKm, frequencyMHz, realThroughputMbps };
          const a = calculateWirelessBridge(input);
          const farther = calculateWirelessBridge({ ...input, distanceKm: distanceKm + extra });
          const higher = calculateWirelessBridge({ ...input, frequencyMHz: frequencyMHz + extra * 100 });
          const faster = calculateWirelessBridge({ ...input, realThroughputMbps: realThroughputMbps + extra });
          if (!a.ok || !farther.ok || !higher.ok || !faster.ok) throw new Error('expected ok');
          expect(farther.fsplDb).toBeGreaterThanOrEqual(a.fsplDb);
          expect(farther.receivedPowerDbm).toBeLessThanOrEqual(a.receivedPowerDbm);
          expect(farther.earthBulgeM).toBeGreaterThanOrEqual(a.earthBulgeM);
          expect(higher.fsplDb).toBeGreaterThanOrEqual(a.fsplDb);
          expect(higher.fresnelRadiusM).toBeLessThanOrEqual(a.fresnelRadiusM);
          expect(Number.isInteger(a.camerasPerBridge) && a.camerasPerBridge >= 0).toBe(true);
          expect(faster.camerasPerBridge).toBeGreaterThanOrEqual(a.camerasPerBridge);
        },
      ),
    );
  });
});
