/** What the canvas draws for each camera: the domain's coverage per DORI band, and whether a wall cuts it. */
import {
  type Calibration,
  cameraCoverage,
  densityAt,
  type ImagePoint,
  imagePoint,
  opticsFromAttrs,
  type PlanDocument,
  type SurveyPoint,
  wallSegments,
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

export function cameraViews(plan: PlanDocument, points: readonly SurveyPoint[]): CameraView[] {
  const cal = plan.calibration;
  if (!cal) return [];
  const walls = wallSegments(plan);
  return points.filter(isCamera).map((p) => {
    const optics = opticsFromAttrs(p.attrs, p.lensMm);
    const bands = cameraCoverage(cal, optics, placeOf(p), walls);
    const open = cameraCoverage(cal, optics, placeOf(p), [])[0]!;
    const occluded = walls.length > 0 && area(bands[0]!.polygon) < area(open.polygon) * 0.999;
    return { point: p, bands, occluded };
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
  const walls = wallSegments(plan);
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
