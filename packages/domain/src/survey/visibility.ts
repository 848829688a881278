/**
 * What a camera sees on the plan: its field-of-view sector, cut off by the walls (a visibility polygon).
 *
 * The sector is swept by angle. Between two "critical" angles — the sector's edges, the walls' ends, the
 * points where two walls cross and where a wall crosses the range circle — the nearest wall in front of the
 * camera does not change, so the polygon follows that wall's line exactly there; arcs of the range circle
 * are drawn as chords (inside the circle, never beyond it). Occlusion is by the wall's centre line.
 * Pure geometry in one unit (the plan image's pixels in practice): no React, no canvas.
 */
import type { Point } from './units.ts';

export interface Segment<U extends number> {
  a: Point<U>;
  b: Point<U>;
}

export interface SectorSpec<U extends number> {
  origin: Point<U>;
  /** Direction of the optical axis, radians, 0 = +x, counter-clockwise toward +y. */
  azimuth: number;
  /** Full opening angle in radians (0 < fov ≤ 2π). */
  fov: number;
  range: U;
}

/**
 * A plan's walls made ready for many sectors: the segments and every point where two of them cross. The crossings
 * do not move with a camera, so they are found once per plan (a sweep over the walls sorted by x), not in every
 * recompute; a recompute then keeps the walls and crossings inside its sector.
 */
export interface WallIndex<U extends number> {
  readonly segments: readonly Segment<U>[];
  readonly crossings: readonly Point<U>[];
}

export function wallIndex<U extends number>(segments: readonly Segment<U>[]): WallIndex<U> {
  const boxes = segments
    .map((s) => ({
      s,
      x0: Math.min(s.a.x, s.b.x),
      x1: Math.max(s.a.x, s.b.x),
      y0: Math.min(s.a.y, s.b.y),
      y1: Math.max(s.a.y, s.b.y),
    }))
    .sort((p, q) => p.x0 - q.x0);
  const crossings: Point<U>[] = [];
  for (let i = 0; i < boxes.length; i++) {
    const p = boxes[i]!;
    for (let j = i + 1; j < boxes.length && boxes[j]!.x0 <= p.x1; j++) {
      const q = boxes[j]!;
      if (q.y0 > p.y1 || q.y1 < p.y0) continue;
      const c = segmentIntersection(p.s, q.s);
      if (c) crossings.push(c);
    }
  }
  return { segments, crossings };
}

const isIndex = <U extends number>(w: readonly Segment<U>[] | WallIndex<U>): w is WallIndex<U> => !Array.isArray(w);
/** The segments of either form. */
export const segmentsOf = <U extends number>(w: readonly Segment<U>[] | WallIndex<U>): readonly Segment<U>[] =>
  isIndex(w) ? w.segments : w;

const EPS_ANGLE = 1e-7;
/** Arc chords every this many radians at most. */
const ARC_STEP = Math.PI / 90;

/** Distance along the ray (origin, angle) to the segment, or Infinity when it misses. */
function rayHit<U extends number>(o: Point<U>, dx: number, dy: number, s: Segment<U>): number {
  const ex = s.b.x - s.a.x;
  const ey = s.b.y - s.a.y;
  const den = dx * ey - dy * ex;
  if (Math.abs(den) < 1e-12) return Infinity;
  const wx = s.a.x - o.x;
  const wy = s.a.y - o.y;
  const t = (wx * ey - wy * ex) / den;
  const u = (wx * dy - wy * dx) / den;
  if (t < 0 || u < -1e-9 || u > 1 + 1e-9) return Infinity;
  return t;
}

/** Distance along the ray to the infinite line through the segment (Infinity when parallel or behind). */
function rayLine<U extends number>(o: Point<U>, dx: number, dy: number, s: Segment<U>): number {
  const ex = s.b.x - s.a.x;
  const ey = s.b.y - s.a.y;
  const den = dx * ey - dy * ex;
  if (Math.abs(den) < 1e-12) return Infinity;
  const t = ((s.a.x - o.x) * ey - (s.a.y - o.y) * ex) / den;
  return t < 0 ? Infinity : t;
}

/**
 * The wall a ray meets first, or -1. `walls` are sorted by their distance from o (`near`): once the next wall is
 * farther than the best hit so far, none after it can be nearer, so the search stops there.
 */
function nearest<U extends number>(
  o: Point<U>,
  angle: number,
  walls: readonly Segment<U>[],
  near: readonly number[],
  range: number,
) {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  let best = range;
  let wall = -1;
  for (let i = 0; i < walls.length; i++) {
    if (near[i]! - 1e-7 > best) break;
    const t = rayHit(o, dx, dy, walls[i]!);
    if (t < best) {
      best = t;
      wall = i;
    }
  }
  return wall;
}

/** Crossing point of two segments, or null. */
export function segmentIntersection<U extends number>(p: Segment<U>, q: Segment<U>): Point<U> | null {
  const rx = p.b.x - p.a.x;
  const ry = p.b.y - p.a.y;
  const sx = q.b.x - q.a.x;
  const sy = q.b.y - q.a.y;
  const den = rx * sy - ry * sx;
  if (Math.abs(den) < 1e-12) return null;
  const t = ((q.a.x - p.a.x) * sy - (q.a.y - p.a.y) * sx) / den;
  const u = ((q.a.x - p.a.x) * ry - (q.a.y - p.a.y) * rx) / den;
  if (t < 0 || t > 1 || u < 0 || u > 1) return null;
  return { x: (p.a.x + t * rx) as U, y: (p.a.y + t * ry) as U };
}

/** Points where a segment crosses the circle (centre, radius). */
function circleCrossings<U extends number>(c: Point<U>, r: number, s: Segment<U>): Point<U>[] {
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  const fx = s.a.x - c.x;
  const fy = s.a.y - c.y;
  const A = dx * dx + dy * dy;
  const B = 2 * (fx * dx + fy * dy);
  const C = fx * fx + fy * fy - r * r;
  const disc = B * B - 4 * A * C;
  if (A === 0 || disc < 0) return [];
  const sq = Math.sqrt(disc);
  return [(-B - sq) / (2 * A), (-B + sq) / (2 * A)]
    .filter((t) => t >= 0 && t <= 1)
    .map((t) => ({ x: (s.a.x + t * dx) as U, y: (s.a.y + t * dy) as U }));
}

/** Angle of p seen from o, as an offset in [0, 2π) from `start`. */
function offsetFrom<U extends number>(o: Point<U>, p: Point<U>, start: number): number {
  const a = Math.atan2(p.y - o.y, p.x - o.x) - start;
  const two = 2 * Math.PI;
  return ((a % two) + two) % two;
}

/**
 * The visible part of the sector as a polygon: the origin first (unless the sector is a full circle), then
 * the boundary from the sector's right edge to its left edge.
 */
export function visibilityPolygon<U extends number>(
  spec: SectorSpec<U>,
  planWalls: readonly Segment<U>[] | WallIndex<U>,
): Point<U>[] {
  const { origin: o, range } = spec;
  const fov = Math.min(Math.max(spec.fov, 0), 2 * Math.PI);
  if (!(range > 0) || fov <= 0) return [];
  const start = spec.azimuth - fov / 2;
  const index = isIndex(planWalls) ? planWalls : wallIndex(planWalls);
  // Only walls that come within range and into the sector's angle matter.
  const inView: { w: Segment<U>; d: number }[] = [];
  for (const w of index.segments) {
    const d = distanceToSegment(o, w);
    if (d < range && withinAngle(o, w, start, fov)) inView.push({ w, d });
  }
  inView.sort((p, q) => p.d - q.d);
  const walls = inView.map((v) => v.w);
  const near = inView.map((v) => v.d);
  const offsets: number[] = [0, fov];
  const consider = (p: Point<U>) => {
    const off = offsetFrom(o, p, start);
    if (off > 0 && off < fov) offsets.push(off);
  };
  for (const w of walls) {
    consider(w.a);
    consider(w.b);
    for (const p of circleCrossings(o, range, w)) consider(p);
  }
  // Two walls crossing in range and inside the angle are both among `walls`; the rest are not seen.
  for (const p of index.crossings) if (Math.hypot(p.x - o.x, p.y - o.y) < range) consider(p);
  const steps = Math.ceil(fov / ARC_STEP);
  for (let k = 1; k < steps; k++) offsets.push((fov * k) / steps);
  offsets.sort((a, b) => a - b);

  const out: Point<U>[] = fov < 2 * Math.PI ? [{ ...o }] : [];
  const at = (angle: number, wall: number): Point<U> => {
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const t = wall < 0 ? range : Math.min(rayLine(o, dx, dy, walls[wall]!), range);
    const d = Number.isFinite(t) ? t : range;
    return { x: (o.x + dx * d) as U, y: (o.y + dy * d) as U };
  };
  let last = -1;
  for (const off of offsets) {
    if (off - last < 1e-12) continue;
    last = off;
    const angle = start + off;
    const before = nearest(o, angle - EPS_ANGLE, walls, near, range);
    const after = nearest(o, angle + EPS_ANGLE, walls, near, range);
    if (off > 0) out.push(at(angle, before));
    if (off < fov && (off === 0 || after !== before)) out.push(at(angle, after));
  }
  return out;
}

/**
 * Whether a segment reaches into the angle [start, start + fov] seen from o (conservatively: a segment through o,
 * or one touching an edge, counts). A segment not through o spans less than half a turn as seen from o.
 */
function withinAngle<U extends number>(o: Point<U>, s: Segment<U>, start: number, fov: number): boolean {
  if (fov >= 2 * Math.PI - 1e-9) return true;
  const two = 2 * Math.PI;
  const tol = 1e-9;
  const norm = (v: number) => (v > two - tol ? 0 : v);
  const a = norm(offsetFrom(o, s.a, start));
  const b = norm(offsetFrom(o, s.b, start));
  if (a <= fov + tol || b <= fov + tol) return true;
  // Both ends beyond the angle: the segment crosses it only by passing through offset 0 (the short way round).
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  if (hi - lo >= Math.PI - tol) return true;
  return distanceToSegment(o, s) < 1e-9;
}

export function distanceToSegment<U extends number>(p: Point<U>, s: Segment<U>): number {
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / len2));
  return Math.hypot(p.x - (s.a.x + t * dx), p.y - (s.a.y + t * dy));
}

/** Whether the straight line from a to b crosses a wall (touching an end counts). */
export function blocked<U extends number>(
  a: Point<U>,
  b: Point<U>,
  walls: readonly Segment<U>[] | WallIndex<U>,
): boolean {
  const seg = { a, b };
  return segmentsOf(walls).some((w) => segmentIntersection(seg, w) !== null);
}

/** Whether a point lies inside the sector (angle and range), ignoring walls. */
export function inSector<U extends number>(spec: SectorSpec<U>, p: Point<U>): boolean {
  const d = Math.hypot(p.x - spec.origin.x, p.y - spec.origin.y);
  if (d > spec.range) return false;
  if (spec.fov >= 2 * Math.PI || d === 0) return true;
  return offsetFrom(spec.origin, p, spec.azimuth - spec.fov / 2) <= spec.fov;
}
