import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAMERA_FOCAL_LENGTH_DEFAULTS,
  type CameraFocalLengthInput,
  calculateCameraFocalLength,
  doriLevelFor,
  nearestStandardLens,
  SENSOR_FORMAT_KEYS,
  SENSOR_FORMATS,
} from './camera-focal-length.ts';

const base: CameraFocalLengthInput = { ...CAMERA_FOCAL_LENGTH_DEFAULTS };

describe('cCameraFocalLength 摄像机焦距', () => {
  it('1/2.7" sensor, 20 m, 10 m wide scene, 2560 px', () => {
    const r = calculateCameraFocalLength(base);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    // f = 5.27 × 20 ÷ 10 = 10.54 mm → nearest standard lens not longer: 8 mm
    expect(r.focalByWidthMm).toBe(10.54);
    expect(r.requiredFocalMm).toBe(10.54);
    expect(r.standardLensMm).toBe(8);
    expect(r.evaluatedFocalMm).toBe(8);
    // reverse: 5.27 × 20 ÷ 8 = 13.175 → 13.18 m; HFOV = 2·atan(5.27 ÷ 16)
    expect(r.sceneWidthAtLensM).toBe(13.18);
    expect(r.horizontalFovDeg).toBeCloseTo((2 * Math.atan(5.27 / 16) * 180) / Math.PI, 2);
    expect(r.horizontalFovDeg).toBe(36.46);
    // 2560 ÷ 10 = 256 px/m → identification; with the 8 mm lens 2560 ÷ 13.175 = 194.31 → recognition
    expect(r.pixelsPerMetre).toBe(256);
    expect(r.doriReached).toBe('identification');
    expect(r.lensPixelsPerMetre).toBe(194.31);
    expect(r.lensDoriReached).toBe('recognition');
    // recognition 125 px/m: (2560 ÷ 125) × 8 ÷ 5.27 = 163.84 ÷ 5.27 = 31.089
    expect(r.maxDistanceForLevelM).toBe(31.09);
    expect(r.steps[0]?.substituted).toBe('5.27 × 20 ÷ 10');
  });

  it('sizes by height too and keeps the shorter focal length', () => {
    const r = calculateCameraFocalLength({ ...base, sceneHeightM: 5, lensFocalLengthMm: 12 });
    if (!r.ok) throw new Error('expected ok');
    // by height 3.96 × 20 ÷ 5 = 15.84; min(10.54, 15.84) = 10.54
    expect(r.focalByHeightMm).toBe(15.84);
    expect(r.requiredFocalMm).toBe(10.54);
    // chosen 12 mm: 5.27 × 20 ÷ 12 = 8.783; 3.96 × 20 ÷ 12 = 6.6
    expect(r.sceneWidthAtLensM).toBe(8.78);
    expect(r.sceneHeightAtLensM).toBe(6.6);
  });

  it('warns when even the shortest standard lens is too long', () => {
    const r = calculateCameraFocalLength({ ...base, sensorFormat: '1/3', distanceM: 2, sceneWidthM: 10 });
    if (!r.ok) throw new Error('expected ok');
    // 4.8 × 2 ÷ 10 = 0.96 mm
    expect(r.requiredFocalMm).toBe(0.96);
    expect(r.standardLensMm).toBeNull();
    expect(r.warnings).toHaveLength(1);
  });

  it('custom sensor and input errors', () => {
    const r = calculateCameraFocalLength({ ...base, sensorFormat: 'custom', sensorWidthMm: 6, sensorHeightMm: 4 });
    if (!r.ok) throw new Error('expected ok');
    expect(r.focalByWidthMm).toBe(12); // 6 × 20 ÷ 10
    const bad = calculateCameraFocalLength({ ...base, sensorFormat: 'custom', sensorWidthMm: 0, sceneWidthM: -1 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((e) => e.field)).toEqual(['sensorWidthMm', 'sceneWidthM']);
  });

  it('tables: DORI thresholds, lenses, sensor formats', () => {
    expect(doriLevelFor(24.99)).toBeNull();
    expect(doriLevelFor(25)).toBe('detection');
    expect(doriLevelFor(62.5)).toBe('observation');
    expect(doriLevelFor(125)).toBe('recognition');
    expect(doriLevelFor(250)).toBe('identification');
    expect(nearestStandardLens(12)).toBe(12);
    expect(nearestStandardLens(11.99)).toBe(8);
    expect(SENSOR_FORMATS['1/3']).toMatchObject({ widthMm: 4.8, heightMm: 3.6 });
    expect(SENSOR_FORMATS['1/2.7']).toMatchObject({ widthMm: 5.27, heightMm: 3.96 });
    expect(SENSOR_FORMATS['2/3']).toMatchObject({ widthMm: 8.8, heightMm: 6.6 });
  });

  it('properties: focal length grows with distance, shrinks with scene width; reach grows with the lens', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 500, noNaN: true }),
        fc.double({ min: 1, max: 200, noNaN: true }),
        fc.double({ min: 1, max: 50, noNaN: true }),
        fc.double({ min: 1, max: 50, noNaN: true }),
        (distanceM, sceneWidthM, lens, extra) => {
          const a = calculateCameraFocalLength({ ...base, distanceM, sceneWidthM, lensFocalLengthMm: lens });
          const far = calculateCameraFocalLength({
            ...base,
            distanceM: distanceM + extra,
            sceneWidthM,
            lensFocalLengthMm: lens,
          });
          const wide = calculateCameraFocalLength({
            ...base,
            distanceM,
            sceneWidthM: sceneWidthM + extra,
            lensFocalLengthMm: lens,
          });
          const tele = calculateCameraFocalLength({ ...base, distanceM, sceneWidthM, lensFocalLengthMm: lens + extra });
          if (!a.ok || !far.ok || !wide.ok || !tele.ok) throw new Error('expected ok');
          expect(far.requiredFocalMm).toBeGreaterThanOrEqual(a.requiredFocalMm);
          expect(wide.requiredFocalMm).toBeLessThanOrEqual(a.requiredFocalMm);
          expect(tele.maxDistanceForLevelM).toBeGreaterThanOrEqual(a.maxDistanceForLevelM);
          expect(tele.horizontalFovDeg).toBeLessThanOrEqual(a.horizontalFovDeg);
          if (a.standardLensMm !== null) expect(a.standardLensMm).toBeLessThanOrEqual(a.requiredFocalMm + 0.01);
        },
      ),
    );
  });
});

describe('sensor format table order (regression: the key "1" sorted first)', () => {
  it('lists formats from the smallest to the largest sensor', () => {
    const widths = SENSOR_FORMAT_KEYS.map((k) => SENSOR_FORMATS[k].widthMm);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(SENSOR_FORMAT_KEYS[0]).toBe('1/4');
    expect(SENSOR_FORMAT_KEYS.at(-1)).toBe('1');
  });
});
