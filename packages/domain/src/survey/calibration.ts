/**
 * Two-point scale calibration (part 2 §3 ruleScale): the user clicks two points of the plan image and types
 * the real distance between them; the plan then knows how many millimetres one image pixel is. Rotation
 * (horizontalAngle) is kept beside it for the compass; it does not change lengths.
 */
import { messages, refusal, type Refusal } from '../core/index.ts';
import { distance, type ImagePoint, type Mm, mm, type PlanPoint, type Px, px } from './units.ts';

export const CALIBRATION_MESSAGES = messages('CALIBRATION', {
  lengthPositive: '实际距离必须大于0',
  lengthTooLong: '实际距离不能超过100000米',
  pointsTooClose: '两个标定点距离太近，请重新选择',
});

/** The longest real distance accepted (100 km, in millimetres). */
export const CALIBRATION_MAX_MM = 100_000_000;
/** Two clicks closer than this (image pixels) cannot fix a scale. */
export const CALIBRATION_MIN_PX = 5;

export interface Calibration {
  a: ImagePoint;
  b: ImagePoint;
  /** The real distance between a and b. */
  realMm: Mm;
}

/** Why a calibration is refused (what an entry that checks one lists). */
export type CalibrationRefusal = Refusal<
  'CALIBRATION.lengthPositive' | 'CALIBRATION.lengthTooLong' | 'CALIBRATION.pointsTooClose'
>;
export type CalibrationCheck = { ok: true; calibration: Calibration } | { ok: false; refusal: CalibrationRefusal };

export function calibrate(a: ImagePoint, b: ImagePoint, realMm: number): CalibrationCheck {
  if (!Number.isFinite(realMm) || realMm <= 0)
    return { ok: false, refusal: refusal(CALIBRATION_MESSAGES, 'lengthPositive') };
  if (realMm > CALIBRATION_MAX_MM) return { ok: false, refusal: refusal(CALIBRATION_MESSAGES, 'lengthTooLong') };
  if (!(distance(a, b) >= CALIBRATION_MIN_PX))
    return { ok: false, refusal: refusal(CALIBRATION_MESSAGES, 'pointsTooClose') };
  return { ok: true, calibration: { a, b, realMm: mm(realMm) } };
}

/** Millimetres per image pixel (the ruleScale). */
export function mmPerPx(c: Calibration): number {
  return c.realMm / distance(c.a, c.b);
}

export const lengthToMm = (c: Calibration, v: Px): Mm => mm(v * mmPerPx(c));
export const lengthToPx = (c: Calibration, v: Mm): Px => px(v / mmPerPx(c));
/** Image point → plan point, with the calibration's first point as the plan origin. */
export const toPlan = (c: Calibration, p: ImagePoint): PlanPoint => ({
  x: lengthToMm(c, px(p.x - c.a.x)),
  y: lengthToMm(c, px(p.y - c.a.y)),
});
export const toImage = (c: Calibration, p: PlanPoint): ImagePoint => ({
  x: px(c.a.x + lengthToPx(c, p.x)),
  y: px(c.a.y + lengthToPx(c, p.y)),
});
