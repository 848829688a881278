/**
 * c. cCameraFocalLength 摄像机焦距.
 * f(mm) = sensor width(mm) × distance(m) ÷ scene width(m) (and by height); scene width = sensor width × distance ÷ f;
 * HFOV = 2·atan(w ÷ 2f); pixels per metre = horizontal pixels ÷ scene width; DORI (EN 62676-4) thresholds
 * 25 / 62.5 / 125 / 250 px/m; farthest distance for a level = (pixels ÷ threshold) × f ÷ sensor width.
 */
import { z } from 'zod';
import { type CalcResult, type FieldError, type FormulaStep, fail, finalize, fmt, round2, step } from './common.ts';
import { fieldErrors, fieldsOf, numberField, oneOfField, refuseAll, valid, withRules } from './fields.ts';
import {
  DORI_LABELS,
  DORI_LEVELS,
  DORI_PX_PER_M,
  type DoriLevel,
  doriLevelFor,
  nearestStandardLens,
  SENSOR_FORMAT_KEYS,
  SENSOR_FORMATS,
  type SensorFormatKey,
  STANDARD_LENSES_MM,
} from './optics-tables.ts';

export * from './optics-tables.ts';

export interface CameraFocalLengthInput {
  sensorFormat: SensorFormatKey | 'custom';
  /** Used only when sensorFormat is 'custom'. */
  sensorWidthMm: number;
  sensorHeightMm: number;
  distanceM: number;
  sceneWidthM: number;
  /** Optional: also size the lens by the scene height. */
  sceneHeightM: number | null;
  horizontalPixels: number;
  /** Lens to evaluate (reverse calculation); null = the nearest standard lens not longer than the result. */
  lensFocalLengthMm: number | null;
  /** Level whose farthest distance is reported. */
  doriLevel: DoriLevel;
}

export const CAMERA_FOCAL_LENGTH_DEFAULTS: CameraFocalLengthInput = {
  sensorFormat: '1/2.7',
  sensorWidthMm: 5.27,
  sensorHeightMm: 3.96,
  distanceM: 20,
  sceneWidthM: 10,
  sceneHeightM: null,
  horizontalPixels: 2560,
  lensFocalLengthMm: null,
  doriLevel: 'recognition',
};

export interface CameraFocalLengthValues {
  sensorWidthMm: number;
  sensorHeightMm: number;
  focalByWidthMm: number;
  focalByHeightMm: number | null;
  /** The shorter of the two, so both width and height fit. */
  requiredFocalMm: number;
  /** Nearest standard lens ≤ requiredFocalMm; null when even the shortest is too long. */
  standardLensMm: number | null;
  /** Lens used for the reverse figures below. */
  evaluatedFocalMm: number;
  sceneWidthAtLensM: number;
  sceneHeightAtLensM: number;
  horizontalFovDeg: number;
  verticalFovDeg: number;
  /** Pixels per metre over the requested scene width, and the DORI level it reaches (null below detection). */
  pixelsPerMetre: number;
  doriReached: DoriLevel | null;
  /** Pixels per metre the evaluated lens gives at the distance. */
  lensPixelsPerMetre: number;
  lensDoriReached: DoriLevel | null;
  /** Farthest distance at which the evaluated lens still reaches input.doriLevel. */
  maxDistanceForLevelM: number;
}

export type CameraFocalLengthResult = CalcResult<CameraFocalLengthValues>;

export function sensorSize(input: Pick<CameraFocalLengthInput, 'sensorFormat' | 'sensorWidthMm' | 'sensorHeightMm'>): {
  widthMm: number;
  heightMm: number;
} {
  if (input.sensorFormat === 'custom') return { widthMm: input.sensorWidthMm, heightMm: input.sensorHeightMm };
  const f = SENSOR_FORMATS[input.sensorFormat];
  return { widthMm: f.widthMm, heightMm: f.heightMm };
}

const sensorFormatField = oneOfField<SensorFormatKey | 'custom'>([...SENSOR_FORMAT_KEYS, 'custom'], '传感器尺寸');

/** A custom sensor's size (checked only when the format is 'custom'). */
const customSensorSchema = fieldsOf({
  sensorWidthMm: numberField({ label: '传感器宽度', unit: 'mm', gt: 0, max: 50 }),
  sensorHeightMm: numberField({ label: '传感器高度', unit: 'mm', gt: 0, max: 50 }),
});

/** The sensor part: a listed format, or 'custom' with its own size. */
const sensorSchema = withRules(
  fieldsOf({
    sensorFormat: sensorFormatField,
    sensorWidthMm: z.unknown().optional(),
    sensorHeightMm: z.unknown().optional(),
  }),
  (v, ctx) => {
    if (valid(sensorFormatField, v.sensorFormat) && v.sensorFormat === 'custom') refuseAll(ctx, customSensorSchema, v);
  },
);

/** The camera focal length calculator's input contract; every refusal carries its reason (`fieldErrors`). */
export const cameraFocalLengthInputSchema = sensorSchema.and(
  fieldsOf({
    distanceM: numberField({ label: '监控距离', unit: 'm', gt: 0, max: 10000 }),
    sceneWidthM: numberField({ label: '场景宽度', unit: 'm', gt: 0, max: 10000 }),
    sceneHeightM: numberField({ label: '场景高度', unit: 'm', gt: 0, max: 10000 }).nullish(),
    horizontalPixels: numberField({ label: '水平像素', integer: true, min: 160, max: 30000 }),
    lensFocalLengthMm: numberField({ label: '镜头焦距', unit: 'mm', gt: 0, max: 3000 }).nullish(),
    doriLevel: oneOfField(DORI_LEVELS, 'DORI等级'),
  }),
);

export function validateCameraFocalLength(input: CameraFocalLengthInput): FieldError[] {
  return fieldErrors(cameraFocalLengthInputSchema, input);
}

const deg = (rad: number): number => (rad * 180) / Math.PI;

/** The formulas themselves, once: the calculator below and the survey plan's camera sectors use them. */
/** Focal length (mm) that frames `sceneWidthM` at `distanceM`: f = sensor × distance ÷ scene. */
export const focalForScene = (sensorMm: number, distanceM: number, sceneM: number): number =>
  (sensorMm * distanceM) / sceneM;
/** Scene width (m) a lens frames at a distance: sensor × distance ÷ f. */
export const sceneWidthAt = (sensorMm: number, distanceM: number, focalMm: number): number =>
  (sensorMm * distanceM) / focalMm;
/** Field of view (radians) of a sensor dimension behind a rectilinear lens: 2·atan(sensor ÷ 2f). */
export const fieldOfViewRad = (sensorMm: number, focalMm: number): number => 2 * Math.atan(sensorMm / (2 * focalMm));
/** Pixel density (px/m) over a scene width. */
export const pixelsPerMetre = (horizontalPixels: number, sceneWidthM: number): number => horizontalPixels / sceneWidthM;
/** Farthest distance (m) at which a lens still gives `pxPerM`: (pixels ÷ density) × f ÷ sensor. */
export const maxDistanceForDensity = (
  horizontalPixels: number,
  pxPerM: number,
  focalMm: number,
  sensorMm: number,
): number => ((horizontalPixels / pxPerM) * focalMm) / sensorMm;

export function calculateCameraFocalLength(input: CameraFocalLengthInput): CameraFocalLengthResult {
  const errors = validateCameraFocalLength(input);
  if (errors.length > 0) return fail(errors);
  const steps: FormulaStep[] = [];
  const warnings: string[] = [];
  const { widthMm: sw, heightMm: sh } = sensorSize(input);
  const D = input.distanceM;

  const fW = focalForScene(sw, D, input.sceneWidthM);
  steps.push(
    step(
      '按宽度计算焦距',
      'f = 传感器宽(mm) × 距离(m) ÷ 场景宽(m)',
      `${fmt(sw)} × ${fmt(D)} ÷ ${fmt(input.sceneWidthM)}`,
      fW,
      'mm',
    ),
  );
  let fH: number | null = null;
  if (input.sceneHeightM !== null) {
    fH = focalForScene(sh, D, input.sceneHeightM);
    steps.push(
      step(
        '按高度计算焦距',
        'f = 传感器高(mm) × 距离(m) ÷ 场景高(m)',
        `${fmt(sh)} × ${fmt(D)} ÷ ${fmt(input.sceneHeightM)}`,
        fH,
        'mm',
      ),
    );
  }
  const required = fH === null ? fW : Math.min(fW, fH);
  const standardLensMm = nearestStandardLens(required);
  if (standardLensMm === null)
    warnings.push(
      `所需焦距${fmt(round2(required))}mm短于最短标准镜头${STANDARD_LENSES_MM[0]}mm,请选用广角镜头或缩短距离`,
    );
  const f = input.lensFocalLengthMm ?? standardLensMm ?? required;

  const sceneW = sceneWidthAt(sw, D, f);
  steps.push(
    step('该焦距下的场景宽度', '场景宽 = 传感器宽 × 距离 ÷ f', `${fmt(sw)} × ${fmt(D)} ÷ ${fmt(f)}`, sceneW, 'm'),
  );
  const sceneH = sceneWidthAt(sh, D, f);
  const hfov = deg(fieldOfViewRad(sw, f));
  steps.push(step('水平视场角', 'HFOV = 2·atan(传感器宽 ÷ 2f)', `2·atan(${fmt(sw)} ÷ (2 × ${fmt(f)}))`, hfov, '°'));
  const vfov = deg(fieldOfViewRad(sh, f));

  const ppm = pixelsPerMetre(input.horizontalPixels, input.sceneWidthM);
  steps.push(
    step(
      '像素密度(目标场景)',
      'PPM = 水平像素 ÷ 场景宽(m)',
      `${input.horizontalPixels} ÷ ${fmt(input.sceneWidthM)}`,
      ppm,
      'px/m',
    ),
  );
  const lensPpm = pixelsPerMetre(input.horizontalPixels, sceneW);
  steps.push(
    step(
      '像素密度(所选镜头)',
      'PPM = 水平像素 ÷ 该焦距场景宽',
      `${input.horizontalPixels} ÷ ${fmt(round2(sceneW))}`,
      lensPpm,
      'px/m',
    ),
  );

  const threshold = DORI_PX_PER_M[input.doriLevel];
  const maxDistance = maxDistanceForDensity(input.horizontalPixels, threshold, f, sw);
  steps.push(
    step(
      `达到${DORI_LABELS[input.doriLevel]}的最远距离`,
      '距离 = (水平像素 ÷ 等级像素密度) × f ÷ 传感器宽',
      `(${input.horizontalPixels} ÷ ${fmt(threshold)}) × ${fmt(f)} ÷ ${fmt(sw)}`,
      maxDistance,
      'm',
    ),
  );
  const doriReached = doriLevelFor(ppm);
  const lensDoriReached = doriLevelFor(lensPpm);
  if (lensDoriReached === null)
    warnings.push(`像素密度低于${DORI_PX_PER_M.detection}px/m,达不到${DORI_LABELS.detection}等级`);

  return finalize({
    ok: true,
    sensorWidthMm: sw,
    sensorHeightMm: sh,
    focalByWidthMm: round2(fW),
    focalByHeightMm: fH === null ? null : round2(fH),
    requiredFocalMm: round2(required),
    standardLensMm,
    evaluatedFocalMm: round2(f),
    sceneWidthAtLensM: round2(sceneW),
    sceneHeightAtLensM: round2(sceneH),
    horizontalFovDeg: round2(hfov),
    verticalFovDeg: round2(vfov),
    pixelsPerMetre: round2(ppm),
    doriReached,
    lensPixelsPerMetre: round2(lensPpm),
    lensDoriReached,
    maxDistanceForLevelM: round2(maxDistance),
    steps,
    warnings,
  });
}
