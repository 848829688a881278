import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imagePoint, type Px } from './units.ts';
import { type Segment, segmentIntersection, visibilityPolygon, wallIndex } from './visibility.ts';

/**
 * The walls' index (crossings found once per plan) and the sector clipped with it, checked against brute force:
 * every pair of walls for the crossings, and a ray cast from the camera for the polygon.
 */
const coord = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100);
const ptArb = fc.record({ x: coord, y: coord }).map((p) => imagePoint(p.x, p.y));
const segArb = fc.record({ a: ptArb, b: ptArb }).filter((s) => Math.hypot(s.a.x - s.b.x, s.a.y - s.b.y) > 1);

const hit = (o: { x: number; y: number }, dx: number, dy: number, s: Segment<Px>): number => {
  const ex = s.b.x - s.a.x;
  const ey = s.b.y - s.a.y;
  const den = dx * ey - dy * ex;
  if (Math.abs(den) < 1e-12) return Infinity;
  const wx = s.a.x - o.x;
  const wy = s.a.y - o.y;
  const t = (wx * ey - wy * ex) / den;
  const u = (wx * dy - wy * dx) / den;
  return t < 0 || u < 0 || u > 1 ? Infinity : t;
};

/** How far the polygon reaches along a ray from its origin (it is star-shaped from there). */
function reach(poly: readonly { x: number; y: number }[], o: { x: number; y: number }, angle: number): number {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  let best = 0;
  for (let i = 0; i < poly.length; i++) {
    const t = hit(o, dx, dy, { a: poly[i]!, b: poly[(i + 1) % poly.length]! } as Segment<Px>);
    if (Number.isFinite(t) && t > best) best = t;
  }
  return best;
}

describe('wall index', () => {
  it('finds exactly the crossings every pair of walls has', () => {
    fc.assert(
      fc.property(fc.array(segArb, { maxLength: 40 }), (walls) => {
        let pairs = 0;
        for (let i = 0; i < walls.length; i++)
          for (let j = i + 1; j < walls.length; j++) if (segmentIntersection(walls[i]!, walls[j]!)) pairs++;
        expect(wallIndex(walls).crossings).toHaveLength(pairs);
      }),
    );
  });

  it('clips the sector exactly where a ray from the camera first meets a wall', () => {
    fc.assert(
      fc.property(
        fc.array(segArb, { maxLength: 25 }),
        ptArb,
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0.2, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 50, max: 800, noNaN: true }),
        fc.double({ min: 0.02, max: 0.98, noNaN: true }),
        (walls, origin, azimuth, fov, range, along) => {
          const spec = { origin, azimuth, fov, range: range as Px };
          const angle = azimuth - fov / 2 + fov * along;
          // Away from the walls' ends and crossings (where the nearest wall changes) and from walls at the camera.
          const critical = [...walls.flatMap((w) => [w.a, w.b]), ...wallIndex(walls).crossings];
          const off = (p: { x: number; y: number }) => {
            const d = Math.atan2(p.y - origin.y, p.x - origin.x) - angle;
            return Math.abs(Math.atan2(Math.sin(d), Math.cos(d)));
          };
          // …by an angle and by a distance: a wall's end 0.1 px from the camera is within 1e-4 px of a ray 1e-3 off it
          const dist = (p: { x: number; y: number }) => Math.hypot(p.x - origin.x, p.y - origin.y);
          fc.pre(
            critical.every((p) => (off(p) > 1e-3 && dist(p) * Math.sin(Math.min(off(p), 1)) > 0.05) || dist(p) > range),
          );
          const dx = Math.cos(angle);
          const dy = Math.sin(angle);
          const wall = Math.min(...walls.map((w) => hit(origin, dx, dy, w)));
          fc.pre(wall > 1e-2);
          const poly = visibilityPolygon(spec, wallIndex(walls));
          const got = reach(poly, origin, angle);
          if (wall < range) expect(got).toBeCloseTo(wall, 4);
          else {
            // The range's arc is drawn as chords every 2°: inside the circle, never beyond it.
            expect(got).toBeLessThanOrEqual(range + 1e-6);
            expect(got).toBeGreaterThanOrEqual(range * Math.cos(Math.PI / 180) - 1e-6);
          }
          // The index and a plain list of walls draw the same polygon.
          expect(visibilityPolygon(spec, walls)).toEqual(poly);
        },
      ),
      { numRuns: 400 },
    );
  });
});
