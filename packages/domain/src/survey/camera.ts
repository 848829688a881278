/**
 * A camera on the plan: its optics read from the model's catalogue attributes (sensor, lens, resolution), its
 * field of view and DORI ranges through the focal-length calculator's own formulas (calculators/
 * camera-focal-length.ts), never a second copy of them.
 */
import {
  DORI_LABELS,
  DORI_LEVELS,
  DORI_PX_PER_M,
  type DoriLevel,
  fieldOfViewRad,
  maxDistanceForDensity,
  pixelsPerMetre,
  SENSOR_FORMATS,
  type SensorFormatKey,
  sceneWidthAt,
} from '../calculators/index.ts';

export interface CameraOptics {
  sensorWidthMm: number;
  focalMm: number;
  horizontalPixels: number;
}

/** A 1/2.8" sensor, a 4 mm lens, 1920 px: what a camera whose model lacks attributes is drawn with. */
export const DEFAULT_OPTICS: CameraOptics = { sensorWidthMm: 5.6, focalMm: 4, horizontalPixels: 1920 };

/** Horizontal pixels of the common security resolutions (megapixels → width). */
const WIDTH_BY_MP: Record<string, number> = {
  '1': 1280,
  '1.3': 1280,
  '2': 1920,
  '3': 2304,
  '4': 2560,
  '5': 2592,
  '6': 3072,
  '8': 3840,
  '12': 4000,
};

export function horizontalPixelsOf(megapixels: number): number {
  const known = WIDTH_BY_MP[String(megapixels)];
  if (known) return known;
  // A 16:9 frame of that many pixels.
  return Math.round(Math.sqrt((megapixels * 1e6 * 16) / 9));
}

/** The sensor width of a catalogue sensor text such as `1/2.7"`, or null when unknown. */
export function sensorWidthOf(sensor: string): number | null {
  const key = sensor.replace(/["″\s]|CMOS/g, '') as SensorFormatKey;
  return SENSOR_FORMATS[key]?.widthMm ?? null;
}

/**
 * Optics from a model's attributes (sensor, lensMm, lensMaxMm, resolutionMP): what is missing falls back to
 * DEFAULT_OPTICS; `lensMm` set by the user on the point (a varifocal model's chosen focal length) wins.
 */
export function opticsFromAttrs(attrs: Record<string, unknown>, lensMm?: number | null): CameraOptics {
  const num = (v: unknown): number | null => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    return Number.isFinite(n) && n > 0 ? n : null;
  };
  const sensor = typeof attrs.sensor === 'string' ? sensorWidthOf(attrs.sensor) : null;
  const mp = num(attrs.resolutionMP);
  const minLens = num(attrs.lensMm);
  const maxLens = num(attrs.lensMaxMm) ?? minLens;
  let focal = minLens ?? DEFAULT_OPTICS.focalMm;
  if (lensMm && lensMm > 0) focal = minLens && maxLens ? Math.min(Math.max(lensMm, minLens), maxLens) : lensMm;
  return {
    sensorWidthMm: sensor ?? DEFAULT_OPTICS.sensorWidthMm,
    focalMm: focal,
    horizontalPixels: mp ? horizontalPixelsOf(mp) : DEFAULT_OPTICS.horizontalPixels,
  };
}

/** Horizontal field of view in radians. */
export const horizontalFov = (o: CameraOptics): number => fieldOfViewRad(o.sensorWidthMm, o.focalMm);

/** The farthest distance (m) at which the camera still reaches a DORI level. */
export const doriRangeM = (o: CameraOptics, level: DoriLevel): number =>
  maxDistanceForDensity(o.horizontalPixels, DORI_PX_PER_M[level], o.focalMm, o.sensorWidthMm);

/** The four DORI ranges, farthest (detection) first. */
export function doriBands(o: CameraOptics): { level: DoriLevel; label: string; pxPerM: number; rangeM: number }[] {
  return DORI_LEVELS.map((level) => ({
    level,
    label: DORI_LABELS[level],
    pxPerM: DORI_PX_PER_M[level],
    rangeM: doriRangeM(o, level),
  }));
}

/** Pixel density (px/m) at a distance in metres (on the optical axis's plane). */
export function pixelDensityAt(o: CameraOptics, distanceM: number): number {
  if (distanceM <= 0) return Infinity;
  return pixelsPerMetre(o.horizontalPixels, sceneWidthAt(o.sensorWidthMm, distanceM, o.focalMm));
}
