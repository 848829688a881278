import type { DrawnWall } from '../../src/modules/survey-system/floor-plan-drawing.ts';

type Pt = { x: number; y: number };

/**
 * The share of drawn walls recovered: a drawn wall counts when found segments (within 3° of it) lie along at least
 * 80 % of its length, no farther from its centre line than its thickness (at least `tol` pixels). Also how many found
 * segments match no drawn wall.
 */
export function wallRecall(drawn: readonly DrawnWall[], found: readonly { a: Pt; b: Pt }[], tol = 6) {
  const parallel = (p: { a: Pt; b: Pt }, q: { a: Pt; b: Pt }) => {
    const [px, py, qx, qy] = [p.b.x - p.a.x, p.b.y - p.a.y, q.b.x - q.a.x, q.b.y - q.a.y];
    const l = Math.hypot(px, py) * Math.hypot(qx, qy);
    return l > 0 && Math.abs(px * qy - py * qx) / l <= Math.sin((3 * Math.PI) / 180);
  };
  /** Whether p lies on segment s (within the drawn wall w's thickness). */
  const near = (w: DrawnWall, s: { a: Pt; b: Pt }, p: Pt) => {
    const dx = s.b.x - s.a.x;
    const dy = s.b.y - s.a.y;
    const len = Math.hypot(dx, dy);
    if (!parallel(w, s)) return false;
    const u = ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / len;
    const d = Math.abs((p.x - s.a.x) * -dy + (p.y - s.a.y) * dx) / len;
    const t = Math.max(tol, w.thickness);
    return u >= -t && u <= len + t && d <= t;
  };
  const covered = (w: DrawnWall) => {
    let n = 0;
    for (let k = 0; k < 20; k++) {
      const p = { x: w.a.x + ((k + 0.5) / 20) * (w.b.x - w.a.x), y: w.a.y + ((k + 0.5) / 20) * (w.b.y - w.a.y) };
      if (found.some((s) => near(w, s, p))) n++;
    }
    return n / 20;
  };
  const recovered = drawn.filter((w) => covered(w) >= 0.8).length;
  const mid = (s: { a: Pt; b: Pt }) => ({ x: (s.a.x + s.b.x) / 2, y: (s.a.y + s.b.y) / 2 });
  const extra = found.filter((s) => !drawn.some((w) => parallel(w, s) && near(w, w, mid(s)))).length;
  return { recovered, total: drawn.length, share: recovered / drawn.length, extra };
}
