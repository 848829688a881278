import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCameraFocalLength, CAMERA_FOCAL_LENGTH_DEFAULTS } from '../calculators/index.ts';
import { calibrate, lengthToMm, lengthToPx, mmPerPx, toImage, toPlan } from './calibration.ts';
import { doriBands, horizontalFov, opticsFromAttrs, pixelDensityAt } from './camera.ts';
import { cameraCoverage, densityAt } from './coverage.ts';
import { imagePoint, mm, type Point, px, type Px } from './units.ts';
import { blocked, distanceToSegment, type Segment, visibilityPolygon } from './visibility.ts';

/** Image coordinates to a hundredth of a pixel. */
const coord = fc.integer({ min: -50_000, max: 50_000 }).map((n) => n / 100);
const ptArb = fc.record({ x: coord, y: coord }).map((p) => imagePoint(p.x, p.y));
const segArb = fc.record({ a: ptArb, b: ptArb }).filter((s) => Math.hypot(s.a.x - s.b.x, s.a.y - s.b.y) > 1);

describe('calibration', () => {
  it('refuses a zero or negative length and points too close', () => {
    const a = imagePoint(0, 0);
    expect(calibrate(a, imagePoint(100, 0), 0)).toMatchObject({
      ok: false,
      refusal: expect.objectContaining({ msg: '实际距离必须大于0' }),
    });
    expect(calibrate(a, imagePoint(100, 0), -5).ok).toBe(false);
    expect(calibrate(a, imagePoint(1, 1), 1000).ok).toBe(false);
    const c = calibrate(a, imagePoint(300, 400), 10_000);
    expect(c.ok && mmPerPx(c.calibration)).toBe(20);
  });

  it('round-trips image → plan → image and lengths both ways', () => {
    fc.assert(
      fc.property(ptArb, ptArb, fc.double({ min: 1, max: 1e7, noNaN: true }), ptArb, (a, b, real, p) => {
        fc.pre(Math.hypot(a.x - b.x, a.y - b.y) >= 5);
        const c = calibrate(a, b, real);
        expect(c.ok).toBe(true);
        if (!c.ok) return;
        const back = toImage(c.calibration, toPlan(c.calibration, p));
        expect(back.x).toBeCloseTo(p.x, 6);
        expect(back.y).toBeCloseTo(p.y, 6);
        // The two calibration points are exactly the real distance apart on the plan.
        const pa = toPlan(c.calibration, a);
        const pb = toPlan(c.calibration, b);
        expect(Math.hypot(pb.x - pa.x, pb.y - pa.y) / real).toBeCloseTo(1, 9);
        expect(lengthToPx(c.calibration, lengthToMm(c.calibration, px(123)))).toBeCloseTo(123, 6);
      }),
    );
  });
});

describe('camera optics', () => {
  it('uses the focal-length calculator’s figures', () => {
    const o = opticsFromAttrs({ sensor: '1/2.7"', lensMm: 4, resolutionMP: 4 });
    expect(o).toEqual({ sensorWidthMm: 5.27, focalMm: 4, horizontalPixels: 2560 });
    const calc = calculateCameraFocalLength({
      ...CAMERA_FOCAL_LENGTH_DEFAULTS,
      sensorFormat: '1/2.7',
      horizontalPixels: 2560,
      lensFocalLengthMm: 4,
      doriLevel: 'detection',
    });
    expect(calc.ok).toBe(true);
    if (!calc.ok) return;
    expect((horizontalFov(o) * 180) / Math.PI).toBeCloseTo(calc.horizontalFovDeg, 1);
    expect(doriBands(o)[0]!.rangeM).toBeCloseTo(calc.maxDistanceForLevelM, 1);
    expect(pixelDensityAt(o, 20)).toBeCloseTo(calc.lensPixelsPerMetre, 1);
  });

  it('names the bands by IEC 62676-4 and keeps a varifocal lens in its range', () => {
    const bands = doriBands(opticsFromAttrs({ resolutionMP: 2, lensMm: 4 }));
    expect(bands.map((b) => [b.label, b.pxPerM])).toEqual([
      ['监测', 25],
      ['观察', 62.5],
      ['识别', 125],
      ['辨认', 250],
    ]);
    expect(bands[0]!.rangeM).toBeGreaterThan(bands[3]!.rangeM);
    expect(opticsFromAttrs({ lensMm: 2.8, lensMaxMm: 12 }, 20).focalMm).toBe(12);
    expect(opticsFromAttrs({}).focalMm).toBe(4);
  });
});

/**
 * Whether the segment p→q passes through the wall: the two cross strictly inside both (grazing a wall's very
 * end, within a millionth of its length, is touching, not passing through).
 */
function crossesInterior(p: Point<Px>, q: Point<Px>, w: Segment<Px>): boolean {
  const rx = q.x - p.x;
  const ry = q.y - p.y;
  const sx = w.b.x - w.a.x;
  const sy = w.b.y - w.a.y;
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < 1e-12 * Math.hypot(rx, ry) * Math.hypot(sx, sy)) return false;
  const t = ((w.a.x - p.x) * sy - (w.a.y - p.y) * sx) / den;
  const u = ((w.a.x - p.x) * ry - (w.a.y - p.y) * rx) / den;
  const d = 1e-6;
  return t > d && t < 1 - d && u > d && u < 1 - d;
}

describe('visibility polygon', () => {
  it('a sector never passes through a wall', () => {
    fc.assert(
      fc.property(
        ptArb,
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0.1, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 10, max: 800, noNaN: true }),
        fc.array(segArb, { maxLength: 8 }),
        fc.array(fc.tuple(fc.double({ min: 0, max: 1 }), fc.double({ min: 0, max: 1 })), {
          minLength: 1,
          maxLength: 10,
        }),
        (origin, azimuth, fov, range, walls, samples) => {
          // A camera standing on a wall's centre line sees along it or not at all: not a placement.
          fc.pre(walls.every((w) => distanceToSegment(origin, w) > 0.01));
          const poly = visibilityPolygon({ origin, azimuth, fov, range: px(range) }, walls);
          expect(poly.length).toBeGreaterThan(1);
          const ring = fov < 2 * Math.PI ? poly.slice(1) : [...poly, poly[0]!];
          // Every point of every fan triangle (origin, v_i, v_i+1) is seen from the origin.
          for (let i = 0; i + 1 < ring.length; i++) {
            const v1 = ring[i]!;
            const v2 = ring[i + 1]!;
            for (const [s, t] of samples) {
              const u = Math.min(s, 1 - t) * 0.999;
              const w2 = t * 0.999;
              const p = imagePoint(
                origin.x + u * (v1.x - origin.x) + w2 * (v2.x - origin.x),
                origin.y + u * (v1.y - origin.y) + w2 * (v2.y - origin.y),
              );
              for (const w of walls) expect(crossesInterior(origin, p, w)).toBe(false);
            }
            // And no vertex lies beyond the range.
            expect(Math.hypot(v1.x - origin.x, v1.y - origin.y)).toBeLessThanOrEqual(range + 1e-6);
          }
        },
      ),
      { numRuns: 200 },
    );
  }, 60_000);

  it('a wall across the axis cuts the sector short; with no wall it reaches the range', () => {
    const o = imagePoint(0, 0);
    const free = visibilityPolygon({ origin: o, azimuth: 0, fov: Math.PI / 2, range: px(100) }, []);
    expect(Math.max(...free.map((p) => Math.hypot(p.x, p.y)))).toBeCloseTo(100, 5);
    const wall = { a: imagePoint(50, -200), b: imagePoint(50, 200) };
    const cut = visibilityPolygon({ origin: o, azimuth: 0, fov: Math.PI / 2, range: px(100) }, [wall]);
    expect(Math.max(...cut.map((p) => p.x))).toBeCloseTo(50, 5);
    expect(blocked(o, imagePoint(80, 0), [wall])).toBe(true);
  });
});

describe('coverage on a calibrated plan', () => {
  const c = calibrate(imagePoint(0, 0), imagePoint(100, 0), 10_000); // 100 mm per pixel
  if (!c.ok) throw new Error('calibration');
  const optics = opticsFromAttrs({ resolutionMP: 4, lensMm: 4, sensor: '1/2.7"' });
  const place = { at: imagePoint(0, 0), azimuthDeg: 0, mountHeightMm: 3000 };

  it('gives four bands, each cut by a wall 5 m ahead', () => {
    const wall = { a: imagePoint(50, -300), b: imagePoint(50, 300) };
    const bands = cameraCoverage(c.calibration, optics, place, [wall]);
    expect(bands).toHaveLength(4);
    const reach = (b: (typeof bands)[number]) => Math.max(...b.polygon.map((p) => p.x));
    // Detection reaches ~39 m without the wall; with it, 5 m (50 px).
    expect(reach(bands[0]!)).toBeCloseTo(50, 3);
    const open = cameraCoverage(c.calibration, optics, place, []);
    expect(reach(open[0]!)).toBeGreaterThan(300);
  });

  it('reports pixel density where the camera sees, none behind a wall or outside the angle', () => {
    const d = densityAt(c.calibration, optics, place, [], imagePoint(100, 0));
    const expected = pixelDensityAt(optics, Math.hypot(10_000, 3000) / 1000);
    expect(d).toBeCloseTo(expected, 6);
    expect(
      densityAt(c.calibration, optics, place, [{ a: imagePoint(50, -9), b: imagePoint(50, 9) }], imagePoint(100, 0)),
    ).toBeNull();
    expect(densityAt(c.calibration, optics, place, [], imagePoint(-100, 0))).toBeNull();
    expect(mm(1)).toBe(1);
  });
});
