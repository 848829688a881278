/**
 * i. iVerticalBinocular 垂直双目 (ceiling-mounted dual-lens people-counting camera looking straight down).
 * covered length / width at head height = 2·tan(FOV ÷ 2) × (mount height − head height), for the horizontal and
 * vertical FOV; floor coverage = 2·tan(FOV ÷ 2) × mount height; units for an entrance = ⌈entrance width ÷ covered length⌉;
 * minimum mounting height for one unit to span the entrance = head height + entrance width ÷ (2·tan(HFOV ÷ 2)).
 * The covered length (horizontal FOV) is laid across the entrance. FOV and height limits come from the product.
 */
import { messages, refusal } from '../core/index.ts';
import {
  type CalcResult,
  type FieldError,
  type FormulaStep,
  ceilCount,
  fail,
  finalize,
  fmt,
  round2,
  step,
} from './common.ts';
import { fieldErrors, fieldsOf, numberField, refuse, valid, withRules } from './fields.ts';

/** Refusals of the vertical binocular calculator (besides the shared field checks). */
export const VERTICAL_BINOCULAR_MESSAGES = messages('VERTICAL_BINOCULAR', {
  productHeights: '产品最高安装高度不能低于最低安装高度',
  mountOutsideProduct: (minM: string, maxM: string) => `安装高度须在产品允许的${minM}-${maxM}米之间`,
  mountBelowHead: '安装高度须高于人头高度',
});

export interface BinocularProduct {
  fovHorizontalDeg: number;
  fovVerticalDeg: number;
  minMountHeightM: number;
  maxMountHeightM: number;
}

export interface VerticalBinocularInput {
  product: BinocularProduct;
  mountHeightM: number;
  headHeightM: number;
  entranceWidthM: number;
}

export const VERTICAL_BINOCULAR_DEFAULTS: VerticalBinocularInput = {
  product: { fovHorizontalDeg: 90, fovVerticalDeg: 60, minMountHeightM: 2.2, maxMountHeightM: 4.5 },
  mountHeightM: 3,
  headHeightM: 1.6,
  entranceWidthM: 6,
};

export interface VerticalBinocularValues {
  coverLengthM: number;
  coverWidthM: number;
  headAreaM2: number;
  floorLengthM: number;
  floorWidthM: number;
  floorAreaM2: number;
  /** Lowest mount that lets a single unit span the entrance at head height. */
  minMountHeightForSingleUnitM: number;
  singleUnitPossible: boolean;
  unitsNeeded: number;
}

export type VerticalBinocularResult = CalcResult<VerticalBinocularValues>;

const tanHalf = (fovDeg: number): number => Math.tan(((fovDeg / 2) * Math.PI) / 180);

const minMountField = numberField({ label: '产品最低安装高度', unit: 'm', gt: 0, max: 20 });
const maxMountField = numberField({ label: '产品最高安装高度', unit: 'm', gt: 0, max: 20 });
const mountField = numberField({ label: '安装高度', unit: 'm', gt: 0, max: 20 });
const headField = numberField({ label: '人头高度', unit: 'm', min: 0, max: 2.5 });

/** The product's figures: its lowest mounting height may not be above its highest. */
const productSchema = withRules(
  fieldsOf({
    fovHorizontalDeg: numberField({ label: '水平视场角', unit: '°', gt: 0, max: 170 }),
    fovVerticalDeg: numberField({ label: '垂直视场角', unit: '°', gt: 0, max: 170 }),
    minMountHeightM: minMountField,
    maxMountHeightM: maxMountField,
  }),
  (p, ctx) => {
    if (valid(minMountField, p.minMountHeightM) && valid(maxMountField, p.maxMountHeightM))
      if (p.minMountHeightM > p.maxMountHeightM)
        refuse(ctx, ['maxMountHeightM'], refusal(VERTICAL_BINOCULAR_MESSAGES, 'productHeights'));
  },
);

/** The vertical binocular calculator's input contract; every refusal carries its reason (`fieldErrors`). */
export const verticalBinocularInputSchema = withRules(
  fieldsOf({
    product: productSchema,
    mountHeightM: mountField,
    headHeightM: headField,
    entranceWidthM: numberField({ label: '出入口宽度', unit: 'm', gt: 0, max: 200 }),
  }),
  (v, ctx) => {
    const M = VERTICAL_BINOCULAR_MESSAGES;
    const p = v.product ?? {};
    const mountOk = valid(mountField, v.mountHeightM);
    const productOk = valid(minMountField, p.minMountHeightM) && valid(maxMountField, p.maxMountHeightM);
    if (mountOk && productOk && p.minMountHeightM <= p.maxMountHeightM) {
      if (v.mountHeightM < p.minMountHeightM || v.mountHeightM > p.maxMountHeightM) {
        const words = M.mountOutsideProduct(fmt(p.minMountHeightM), fmt(p.maxMountHeightM));
        refuse(ctx, ['mountHeightM'], refusal(M, 'mountOutsideProduct', words));
      }
    }
    if (mountOk && valid(headField, v.headHeightM) && v.mountHeightM <= v.headHeightM)
      refuse(ctx, ['mountHeightM'], refusal(M, 'mountBelowHead'));
  },
);

export function validateVerticalBinocular(input: VerticalBinocularInput): FieldError[] {
  return fieldErrors(verticalBinocularInputSchema, input);
}

export function calculateVerticalBinocular(input: VerticalBinocularInput): VerticalBinocularResult {
  const errors = validateVerticalBinocular(input);
  if (errors.length > 0) return fail(errors);
  const steps: FormulaStep[] = [];
  const warnings: string[] = [];
  const { fovHorizontalDeg: hf, fovVerticalDeg: vf, maxMountHeightM } = input.product;
  const H = input.mountHeightM;
  const h = input.headHeightM;
  const th = tanHalf(hf);
  const tv = tanHalf(vf);

  const coverLength = 2 * th * (H - h);
  steps.push(
    step(
      '人头高度处覆盖长度',
      'L = 2·tan(水平视场角 ÷ 2) × (安装高度 − 人头高度)',
      `2·tan(${fmt(hf)}° ÷ 2) × (${fmt(H)} − ${fmt(h)})`,
      coverLength,
      'm',
    ),
  );
  const coverWidth = 2 * tv * (H - h);
  steps.push(
    step(
      '人头高度处覆盖宽度',
      'W = 2·tan(垂直视场角 ÷ 2) × (安装高度 − 人头高度)',
      `2·tan(${fmt(vf)}° ÷ 2) × (${fmt(H)} − ${fmt(h)})`,
      coverWidth,
      'm',
    ),
  );
  const headArea = coverLength * coverWidth;
  const floorLength = 2 * th * H;
  const floorWidth = 2 * tv * H;
  const floorArea = floorLength * floorWidth;
  steps.push(
    step(
      '地面覆盖面积',
      'A = 2·tan(水平视场角 ÷ 2) × H × 2·tan(垂直视场角 ÷ 2) × H',
      `2·tan(${fmt(hf)}° ÷ 2) × ${fmt(H)} × 2·tan(${fmt(vf)}° ÷ 2) × ${fmt(H)}`,
      floorArea,
      'm²',
    ),
  );
  const minMount = h + input.entranceWidthM / (2 * th);
  steps.push(
    step(
      '单台覆盖出入口的最低安装高度',
      'H = 人头高度 + 出入口宽 ÷ (2·tan(水平视场角 ÷ 2))',
      `${fmt(h)} + ${fmt(input.entranceWidthM)} ÷ (2·tan(${fmt(hf)}° ÷ 2))`,
      minMount,
      'm',
    ),
  );
  const unitsNeeded = ceilCount(input.entranceWidthM / coverLength);
  steps.push(
    step(
      '所需台数',
      'N = ⌈出入口宽 ÷ 覆盖长度⌉',
      `⌈${fmt(input.entranceWidthM)} ÷ ${fmt(coverLength)}⌉`,
      unitsNeeded,
      '台',
    ),
  );

  const singleUnitPossible = minMount <= maxMountHeightM * (1 + 1e-12);
  if (unitsNeeded > 1 && !singleUnitPossible) {
    warnings.push(
      `单台需安装在${fmt(round2(minMount))}米以上,超过产品最高安装高度${fmt(maxMountHeightM)}米,需并排安装${unitsNeeded}台`,
    );
  }

  return finalize({
    ok: true,
    coverLengthM: round2(coverLength),
    coverWidthM: round2(coverWidth),
    headAreaM2: round2(headArea),
    floorLengthM: round2(floorLength),
    floorWidthM: round2(floorWidth),
    floorAreaM2: round2(floorArea),
    minMountHeightForSingleUnitM: round2(minMount),
    singleUnitPossible,
    unitsNeeded,
    steps,
    warnings,
  });
}
