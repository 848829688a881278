/** What the canvas draws for each camera: the domain's coverage per DORI band, and whether a wall cuts it. */
import {
  type Calibration,
  cameraCoverage,
  densityAt,
  type ImagePoint,
  imagePoint,
  opticsFromAttrs,
  type PlanDocument,
  planWallIndex,
  type SurveyPoint,
} from '@portal/domain';

export type Band = ReturnType<typeof cameraCoverage>[number];

/** A product whose model has optics attributes is drawn as a camera with its view. */
export const isCamera = (p: SurveyPoint): boolean =>
  p.attrs.resolutionMP !== undefined || p.attrs.lensMm !== undefined || p.attrs.sensor !== undefined;

const placeOf = (p: SurveyPoint) => ({
  at: imagePoint(p.x, p.y),
  azimuthDeg: p.azimuthDeg,
  mountHeightMm: p.mountHeightMm,
});

function area(poly: readonly ImagePoint[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    s += a.x * b.y - b.x * a.y;
  }
  return Math.abs(s) / 2;
}

export interface CameraView {
  point: SurveyPoint;
  bands: Band[];
  /** Whether a wall cuts the detection band short. */
  occluded: boolean;
}

/**
 * Views already computed, per walls index (a new plan's walls start afresh): moving one camera recomputes that
 * camera's view only, the others are found by what they depend on (place, optics, the calibration).
 */
const computed = new WeakMap<object, Map<string, Omit<CameraView, 'point'>>>();
const VIEWS_KEPT = 5000;

export function cameraViews(plan: PlanDocument, points: readonly SurveyPoint[]): CameraView[] {
  const cal = plan.calibration;
  if (!cal) return [];
  const walls = planWallIndex(plan);
  let known = computed.get(walls);
  if (!known || known.size > VIEWS_KEPT) computed.set(walls, (known = new Map()));
  const scale = `${cal.a.x},${cal.a.y},${cal.b.x},${cal.b.y},${cal.realMm}`;
  return points.filter(isCamera).map((p) => {
    const key = `${scale}|${p.x},${p.y},${p.azimuthDeg},${p.mountHeightMm},${p.lensMm}|${JSON.stringify(p.attrs)}`;
    let view = known.get(key);
    if (!view) {
      const optics = opticsFromAttrs(p.attrs, p.lensMm);
      const bands = cameraCoverage(cal, optics, placeOf(p), walls);
      const open = cameraCoverage(cal, optics, placeOf(p), [])[0]!;
      const occluded = walls.segments.length > 0 && area(bands[0]!.polygon) < area(open.polygon) * 0.999;
      known.set(key, (view = { bands, occluded }));
    }
    return { point: p, ...view };
  });
}

/** The best pixel density any camera gives at a point of the plan (null when none sees it). */
export function bestDensity(
  cal: Calibration | null,
  plan: PlanDocument,
  points: readonly SurveyPoint[],
  at: ImagePoint,
): number | null {
  if (!cal) return null;
  const walls = planWallIndex(plan);
  let best: number | null = null;
  for (const p of points.filter(isCamera)) {
    const d = densityAt(cal, opticsFromAttrs(p.attrs, p.lensMm), placeOf(p), walls, at);
    if (d !== null && (best === null || d > best)) best = d;
  }
  return best;
}

/** DORI band colours, detection (widest) first. */
export const BAND_COLOURS = [
  'rgba(22,119,255,0.12)',
  'rgba(82,196,26,0.18)',
  'rgba(250,173,20,0.22)',
  'rgba(245,34,45,0.26)',
];
