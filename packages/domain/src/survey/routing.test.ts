import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyPlan, type PlanDocument } from './document.ts';
import { imagePoint, mm, type ImagePoint } from './units.ts';
import { planWiring, type WiringDevice } from './wiring.ts';

type Xy = { x: number; y: number };
const dist = (a: Xy, b: Xy) => Math.hypot(b.x - a.x, b.y - a.y);

/** A plan on a 1000 × 1000 image at `mmPerPx` millimetres a pixel. */
function planOf(
  trays: { points: Xy[]; heightMm: number }[],
  wells: Xy[],
  mmPerPx = 50,
  image = { width: 2000, height: 1000 },
): PlanDocument {
  return {
    ...emptyPlan(image),
    calibration: { a: imagePoint(0, 0), b: imagePoint(100, 0), realMm: mm(100 * mmPerPx) },
    trunking: trays.map((t, i) => ({ id: `t${i}`, points: t.points as ImagePoint[], heightMm: t.heightMm })),
    wells: wells.map((at, i) => ({ id: `w${i}`, at: at as ImagePoint, label: `弱电井${i}`, cabinetHeightMm: 1000 })),
  };
}

/** The trays' segments; a zero-length one (a double click) carries no cable. */
function segOf(plan: PlanDocument) {
  return plan.trunking
    .flatMap((t) => t.points.slice(1).map((b, i) => ({ a: t.points[i]!, b, h: t.heightMm })))
    .filter((s) => s.a.x !== s.b.x || s.a.y !== s.b.y);
}
function foot(p: Xy, a: Xy, b: Xy): { t: number; q: Xy } {
  const dx = b.x - a.x, dy = b.y - a.y, l2 = dx * dx + dy * dy; // prettier-ignore
  const t = l2 ? Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2)) : 0;
  return { t, q: { x: a.x + t * dx, y: a.y + t * dy } };
}
function cross(a: Xy, b: Xy, c: Xy, d: Xy): Xy | null {
  const rx = b.x - a.x, ry = b.y - a.y, sx = d.x - c.x, sy = d.y - c.y, den = rx * sy - ry * sx; // prettier-ignore
  if (Math.abs(den) < 1e-12) return null;
  const t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / den;
  const u = ((c.x - a.x) * ry - (c.y - a.y) * rx) / den;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? { x: a.x + t * rx, y: a.y + t * ry } : null;
}

/**
 * The oracle, written apart from the router: every tray point that matters (ends, crossings, where the closets and
 * devices meet their nearest tray) linked along each tray, all-pairs shortest paths (Floyd–Warshall). Pixels, or
 * Infinity when no tray path joins the device to any closet.
 */
function bestTrayPathPx(plan: PlanDocument, device: Xy): number {
  const segs = segOf(plan);
  const nearest = (p: Xy) =>
    segs.map((s) => foot(p, s.a, s.b).q).reduce((m, q) => (dist(p, q) < dist(p, m) ? q : m), { x: 1e9, y: 1e9 });
  const pts: Xy[] = segs.flatMap((s) => [s.a, s.b]);
  segs.forEach((s, i) => segs.slice(i + 1).forEach((o) => pts.push(cross(s.a, s.b, o.a, o.b) ?? s.a)));
  const wellPts = plan.wells.map((w) => nearest(w.at));
  const devPt = nearest(device);
  pts.push(...wellPts, devPt);
  const n = pts.length;
  const D = pts.map((_, i) => pts.map((__, j) => (i === j ? 0 : Infinity)));
  for (const s of segs) {
    const on = pts
      .map((p, i) => ({ i, f: foot(p, s.a, s.b), p }))
      .filter((o) => dist(o.f.q, o.p) < 1e-6)
      .sort((x, y) => x.f.t - y.f.t);
    for (let k = 1; k < on.length; k++) {
      const w = dist(on[k - 1]!.p, on[k]!.p);
      const [a, b] = [on[k - 1]!.i, on[k]!.i];
      D[a]![b] = Math.min(D[a]![b]!, w);
      D[b]![a] = Math.min(D[b]![a]!, w);
    }
  }
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) D[i]![j] = Math.min(D[i]![j]!, D[i]![k]! + D[k]![j]!);
  const di = n - 1;
  return Math.min(
    ...plan.wells.map((w, wi) => dist(device, devPt) + D[di]![n - 1 - plan.wells.length + wi]! + dist(wellPts[wi]!, w.at)), // prettier-ignore
  );
}

describe('routing on the tray graph', () => {
  it('a closet in the middle of a straight tray: a camera 3 m along and 0.5 m off it is ≈ 3.5 m away', () => {
    // 1 px = 50 mm: a 100 m tray along y = 500, the closet at its middle, the camera 60 px along and 10 px off.
    const plan = planOf([{ points: [imagePoint(0, 500), imagePoint(2000, 500)], heightMm: 3000 }], [imagePoint(1000, 500)]); // prettier-ignore
    const r = planWiring(plan, [{ id: 'c', label: 'C', at: imagePoint(1060, 510), mountHeightMm: 3000 }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.wiring.runs[0]!.horizontalM).toBeCloseTo(3.5, 2);
    // Vertical: the tray is at the camera's height; 2 m down to the cabinet.
    expect(r.wiring.runs[0]).toMatchObject({ verticalM: 2, installedM: 5.5, over90m: false });
    expect(r.wiring.runs[0]!.path).toEqual([imagePoint(1060, 510), imagePoint(1060, 500), imagePoint(1000, 500), imagePoint(1000, 500)]); // prettier-ignore
    // The other side too, and two closets: each camera to its nearer one along the tray.
    const two = planOf(plan.trunking, [imagePoint(1000, 500), imagePoint(1900, 480)]);
    const r2 = planWiring(two, [
      { id: 'a', label: 'A', at: imagePoint(900, 520), mountHeightMm: 3000 },
      { id: 'b', label: 'B', at: imagePoint(1700, 500), mountHeightMm: 3000 },
    ]);
    expect(r2.ok && r2.wiring.runs.map((x) => [x.wellId, x.horizontalM])).toEqual([['w0', 6], ['w1', 11]]); // prettier-ignore
  });

  it('a tray drawn 5 cm short of another is joined by a 5 cm jumper; nothing is moved', () => {
    // 1 px = 10 mm: tray A along y = 500; tray B comes down to (505, 505), 5 px above A. Closet at A's west end.
    const plan = planOf(
      [
        { points: [imagePoint(0, 500), imagePoint(1000, 500)], heightMm: 3000 },
        { points: [imagePoint(500, 900), imagePoint(505, 505)], heightMm: 3000 },
      ],
      [imagePoint(0, 500)],
      10,
      { width: 1001, height: 1001 },
    );
    const r = planWiring(plan, [{ id: 'c', label: 'C', at: imagePoint(500, 900), mountHeightMm: 3000 }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const run = r.wiring.runs[0]!;
    // B as drawn (395.03 px) + the jumper (5 px) + A from x = 505 to 0 (505 px) = 905.03 px = 9.05 m.
    expect(run.horizontalM).toBe(9.05);
    expect(run.path).toContainEqual(imagePoint(505, 505));
    expect(run.path).toContainEqual(imagePoint(505, 500));
    // 11 px short is a gap, not a joint: the camera cannot reach the closet.
    const apart = planOf([plan.trunking[0]!, { ...plan.trunking[1]!, points: [imagePoint(500, 900), imagePoint(505, 511)] }], [imagePoint(0, 500)], 10, { width: 1001, height: 1001 }); // prettier-ignore
    const r2 = planWiring(apart, [{ id: 'c', label: 'C', at: imagePoint(500, 900), mountHeightMm: 3000 }]);
    expect(r2.ok && r2.wiring.unreachable.map((u) => u.deviceId)).toEqual(['c']);
  });

  const pt = fc.record({ x: fc.integer({ min: 0, max: 100 }), y: fc.integer({ min: 0, max: 100 }) }).map((p) => ({ x: p.x * 10, y: p.y * 10 })); // prettier-ignore
  const tray = fc.record({
    points: fc.array(pt, { minLength: 2, maxLength: 4 }),
    heightMm: fc.integer({ min: 2500, max: 4000 }),
  });
  const device = fc.record({ at: pt, mountHeightMm: fc.integer({ min: 2000, max: 4000 }) });

  it('on random plans: every run is at least the straight line, at most the best tray path, and adds its drops', () => {
    fc.assert(
      fc.property(
        fc.array(tray, { minLength: 1, maxLength: 5 }),
        fc.array(pt, { minLength: 1, maxLength: 2 }),
        fc.array(device, { minLength: 1, maxLength: 5 }),
        (trays, wells, devs) => {
          // 1 px = 10 mm: the router joins tray ends within 10 px (100 mm) of a tray, the oracle never does.
          const plan = planOf(trays, wells, 10, { width: 1001, height: 1001 });
          const devices: WiringDevice[] = devs.map((d, i) => ({ id: `d${i}`, label: `D${i}`, at: d.at as ImagePoint, mountHeightMm: d.mountHeightMm })); // prettier-ignore
          const r = planWiring(plan, devices);
          if (!r.ok) return; // only a > 305 m run refuses; these plans are ≤ 10 m × 10 m
          const reached = new Set(r.wiring.runs.map((x) => x.deviceId));
          for (const dev of devices) {
            const oracle = bestTrayPathPx(plan, dev.at) / 100; // metres
            const run = r.wiring.runs.find((x) => x.deviceId === dev.id);
            if (Number.isFinite(oracle)) expect(reached.has(dev.id)).toBe(true);
            if (!run) continue;
            const well = plan.wells.find((w) => w.id === run.wellId)!;
            expect(run.horizontalM).toBeGreaterThanOrEqual(dist(dev.at, well.at) / 100 - 0.01);
            // Jumpers may shorten a way by joining near ends, never lengthen it (no point moves); the run is
            // rounded half-up to the centimetre (+0.005).
            expect(run.horizontalM).toBeLessThanOrEqual(oracle + 0.005 + 1e-9);
            // The path it reports is as long as its horizontal length.
            const len = run.path.slice(1).reduce((s, p, i) => s + dist(run.path[i]!, p), 0) / 100;
            expect(len).toBeCloseTo(run.horizontalM, 1);
            expect(run.installedM).toBeCloseTo(run.horizontalM + run.verticalM, 1);
            const heights = plan.trunking.map((t) => t.heightMm);
            expect(run.verticalM).toBeLessThanOrEqual((Math.max(...heights, dev.mountHeightMm) - Math.min(...heights, dev.mountHeightMm, 1000)) / 500 + 0.01); // prettier-ignore
          }
        },
      ),
      {
        numRuns: 300,
        // Once drawn by CI: 954.63 px = 9.546 m against a 9.138 m oracle, reported as 9.55 m.
        examples: [
          [
            [
              {
                points: [
                  { x: 650, y: 380 },
                  { x: 210, y: 0 },
                ],
                heightMm: 2500,
              },
              {
                points: [
                  { x: 560, y: 290 },
                  { x: 0, y: 0 },
                ],
                heightMm: 2500,
              },
              {
                points: [
                  { x: 0, y: 0 },
                  { x: 0, y: 0 },
                ],
                heightMm: 2500,
              },
            ],
            [{ x: 770, y: 100 }],
            [{ at: { x: 0, y: 0 }, mountHeightMm: 2000 }],
          ],
        ],
      },
    );
  });
});

describe('a drop does not go through a wall (issue 58 §9)', () => {
  // A corridor tray along y = 1000 behind a wall at y = 850 (300 px below the camera); a second tray in the device's own room along y = 300
  // that turns down the room's open side (x = 1500) to the corridor tray (400 px above the camera).
  const wall = (a: Xy, b: Xy) => ({ id: `wall-${a.x}-${a.y}`, a: a as ImagePoint, b: b as ImagePoint, thicknessMm: 240, material: 'brick' as const }); // prettier-ignore
  const corridor = {
    points: [
      { x: 0, y: 1000 },
      { x: 2000, y: 1000 },
    ],
    heightMm: 3000,
  };
  const roomTray = {
    points: [
      { x: 200, y: 300 },
      { x: 1500, y: 300 },
      { x: 1500, y: 1000 },
    ],
    heightMm: 3000,
  };
  const camera: WiringDevice = { id: 'd1', label: '大办公区', at: imagePoint(800, 700), mountHeightMm: 3000 };

  it('takes the tray on its own side of the wall, though one behind the wall is nearer', () => {
    const plan = { ...planOf([corridor, roomTray], [{ x: 100, y: 1000 }]), walls: [wall({ x: 0, y: 850 }, { x: 1400, y: 850 })] }; // prettier-ignore
    const r = planWiring(plan, [camera]);
    if (!r.ok) throw new Error(r.refusal.msg);
    const run = r.wiring.runs[0]!;
    expect(run.wallCrossings).toBe(0);
    expect(run.path[1]).toEqual({ x: 800, y: 300 }); // up to the room's tray, not down through the wall to y = 1000
    for (let i = 1; i < run.path.length; i++)
      for (const w of plan.walls) {
        const hit = cross(run.path[i - 1]!, run.path[i]!, w.a, w.b);
        expect(hit, `segment ${i} crosses the wall`).toBeNull();
      }
    expect(r.wiring.wallCrossings).toBe(0);
    expect(r.wiring.warnings.join()).not.toContain('穿墙');
  });

  it('when every tray is behind a wall the run goes through it, counts the hole and says so', () => {
    const plan = { ...planOf([corridor], [{ x: 100, y: 1000 }]), walls: [wall({ x: 0, y: 850 }, { x: 2000, y: 850 })] }; // prettier-ignore
    const r = planWiring(plan, [camera]);
    if (!r.ok) throw new Error(r.refusal.msg);
    expect(r.wiring.runs[0]).toMatchObject({ wallCrossings: 1 });
    expect(r.wiring.runs[0]!.path[1]).toEqual({ x: 800, y: 1000 });
    expect(r.wiring.wallCrossings).toBe(1);
    expect(r.wiring.warnings).toContain('大办公区所在一侧没有线槽，线缆需穿墙1处（请预留穿墙孔或在该侧增设线槽）');
  });

  it('without walls nothing changes: the nearest tray, no holes', () => {
    const r = planWiring(planOf([corridor, roomTray], [{ x: 100, y: 1000 }]), [camera]);
    if (!r.ok) throw new Error(r.refusal.msg);
    expect(r.wiring.runs[0]!.path[1]).toEqual({ x: 800, y: 1000 }); // 300 px down is nearer than 400 px up
    expect(r.wiring.wallCrossings).toBe(0);
  });
});
