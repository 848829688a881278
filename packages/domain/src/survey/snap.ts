/**
 * Snapping and the device ruler, in image pixels with the calibration giving the real size.
 *
 * A click snaps first to the nearest wall or door end within the snap radius (so walls meet), else to the
 * grid (a square of GRID_MM on the site, drawn as pixels through the calibration). The ruler measures the real
 * distance between two points of a calibrated plan in metres. Pure functions: the editor calls them with what
 * the pointer is on; the server never needs them (it checks what was drawn, not how).
 */
import { type Calibration, lengthToMm, lengthToPx } from './calibration.ts';
import type { PlanDocument } from './document.ts';
import { distance, type ImagePoint, imagePoint, mm, mmToMetres, px } from './units.ts';

/** The grid's spacing on the site (0.5 m). */
export const GRID_MM = 500;
/** How near (screen pixels) a click must be to an end to land on it. */
export const SNAP_RADIUS_SCREEN_PX = 10;

export type SnapKind = 'end' | 'grid' | 'none';
export interface Snapped {
  point: ImagePoint;
  kind: SnapKind;
}

/** The grid's spacing in image pixels, or null when the plan is not calibrated (no real size, no grid). */
export function gridStepPx(cal: Calibration | null): number | null {
  if (!cal) return null;
  const step = lengthToPx(cal, mm(GRID_MM));
  return Number.isFinite(step) && step > 0 ? step : null;
}

/**
 * Where a click at `p` lands. `radiusPx` is the snap radius in image pixels (the screen radius divided by the
 * zoom); `grid` switches the grid on. Ends win over the grid; the grid is counted from the calibration's
 * first point (the plan's origin).
 */
export function snapPoint(
  p: ImagePoint,
  plan: Pick<PlanDocument, 'walls' | 'doors' | 'calibration'>,
  opts: { radiusPx: number; grid: boolean; exclude?: string },
): Snapped {
  let best: ImagePoint | null = null;
  let bestD = opts.radiusPx;
  for (const s of [...plan.walls, ...plan.doors]) {
    if (s.id === opts.exclude) continue;
    for (const end of [s.a, s.b]) {
      const d = distance(p, end);
      if (d <= bestD) {
        bestD = d;
        best = end;
      }
    }
  }
  if (best) return { point: imagePoint(best.x, best.y), kind: 'end' };
  const step = opts.grid ? gridStepPx(plan.calibration) : null;
  if (step && plan.calibration) {
    const o = plan.calibration.a;
    return {
      point: imagePoint(o.x + Math.round((p.x - o.x) / step) * step, o.y + Math.round((p.y - o.y) / step) * step),
      kind: 'grid',
    };
  }
  return { point: p, kind: 'none' };
}

/** The device ruler: the real distance between two points in metres, or null when the plan is not calibrated. */
export function measureMetres(cal: Calibration | null, a: ImagePoint, b: ImagePoint): number | null {
  if (!cal) return null;
  return mmToMetres(lengthToMm(cal, px(distance(a, b))));
}

/** The ruler's text, e.g. 「12.35 米」 (two decimals: a centimetre). */
export const rulerLabel = (metres: number): string => `${metres.toFixed(2)} 米`;
