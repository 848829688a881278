/**
 * A placed camera's coverage on the plan: the visible sector for each DORI band, and the pixel density at a
 * point. Works in image pixels (what is drawn), converting ranges through the calibration.
 */
import { type Calibration, lengthToMm, lengthToPx } from './calibration.ts';
import type { DoriLevel } from '../calculators/index.ts';
import { type CameraOptics, doriBands, horizontalFov, pixelDensityAt } from './camera.ts';
import type { PlanDocument } from './document.ts';
import { type ImagePoint, mm, type Px, px } from './units.ts';
import { blocked, inSector, type Segment, visibilityPolygon, type WallIndex, wallIndex } from './visibility.ts';

export interface CameraPlacement {
  at: ImagePoint;
  /** Optical axis on the plan, degrees clockwise from the image's +x axis (screen coordinates). */
  azimuthDeg: number;
  /** Mount height (mm): the slant distance to a floor point grows with it. */
  mountHeightMm: number;
}

export const wallSegments = (plan: Pick<PlanDocument, 'walls'>): Segment<Px>[] =>
  plan.walls.map((w) => ({ a: w.a, b: w.b }));

const indexes = new WeakMap<readonly unknown[], WallIndex<Px>>();
/**
 * The plan's walls indexed for sector recomputes, once per walls array (a plan's actions make a new array when the
 * walls change, so moving a camera reuses it).
 */
export function planWallIndex(plan: Pick<PlanDocument, 'walls'>): WallIndex<Px> {
  let index = indexes.get(plan.walls);
  if (!index) {
    index = wallIndex(wallSegments(plan));
    indexes.set(plan.walls, index);
  }
  return index;
}

/** Horizontal reach on the floor (mm) of a slant range (m) from a camera at a height. */
function floorReachMm(rangeM: number, heightMm: number): number {
  const r = rangeM * 1000;
  return r > heightMm ? Math.sqrt(r * r - heightMm * heightMm) : 0;
}

export interface Band {
  level: DoriLevel;
  label: string;
  pxPerM: number;
  rangeM: number;
  polygon: ImagePoint[];
}

/** The visible polygon of each DORI band, farthest (detection) first. Needs a calibration for the scale. */
export function cameraCoverage(
  cal: Calibration,
  optics: CameraOptics,
  place: CameraPlacement,
  walls: readonly Segment<Px>[] | WallIndex<Px>,
): Band[] {
  const fov = horizontalFov(optics);
  const azimuth = (place.azimuthDeg * Math.PI) / 180;
  // The bands share one index of the walls (built here when only segments were given).
  const index = 'crossings' in walls ? walls : wallIndex(walls);
  return doriBands(optics).map((b) => ({
    ...b,
    polygon: visibilityPolygon(
      { origin: place.at, azimuth, fov, range: lengthToPx(cal, mm(floorReachMm(b.rangeM, place.mountHeightMm))) },
      index,
    ),
  }));
}

/**
 * Pixel density (px/m) a camera gives at a point of the plan, or null when the point is outside its view
 * (beyond detection range, outside the angle, or behind a wall).
 */
export function densityAt(
  cal: Calibration,
  optics: CameraOptics,
  place: CameraPlacement,
  walls: readonly Segment<Px>[] | WallIndex<Px>,
  p: ImagePoint,
): number | null {
  const detection = doriBands(optics)[0]!;
  const spec = {
    origin: place.at,
    azimuth: (place.azimuthDeg * Math.PI) / 180,
    fov: horizontalFov(optics),
    range: lengthToPx(cal, mm(floorReachMm(detection.rangeM, place.mountHeightMm))),
  };
  if (!inSector(spec, p) || blocked(place.at, p, walls)) return null;
  const floor = lengthToMm(cal, px(Math.hypot(p.x - place.at.x, p.y - place.at.y)));
  return pixelDensityAt(optics, Math.hypot(floor, place.mountHeightMm) / 1000);
}
