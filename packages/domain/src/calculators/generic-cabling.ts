/**
 * f. fGenericCabling 综合布线 (GB 50311 practice).
 * average run = (farthest + nearest) ÷ 2 × 1.1 + 6 m; per-floor cable = average × outlets;
 * boxes by length = ⌈total ÷ 305⌉, boxes by whole runs = ⌈outlets ÷ ⌊305 ÷ average⌋⌉ (a run cannot span boxes;
 * buy the larger); RJ-45 = ⌈4n × 1.15⌉, modules = ⌈n × 1.03⌉; warn when a run exceeds 90 m.
 */
import { messages, refusal } from '../core/index.ts';
import {
  type CalcResult,
  type FieldError,
  type FormulaStep,
  CALC_SHARED_MESSAGES,
  ceilCount,
  fail,
  finalize,
  floorCapacity,
  fmt,
  round2,
  step,
} from './common.ts';
import { fieldErrors, fieldsOf, numberField, refuse, valid, withRules } from './fields.ts';

/** Refusals of the generic-cabling calculator (besides the shared field checks). */
export const GENERIC_CABLING_MESSAGES = messages('GENERIC_CABLING', {
  averageBeyondBox: '平均线长超过一箱305米,无法整箱布放',
});

export const CABLE_BOX_LENGTH_M = 305;
export const MAX_HORIZONTAL_RUN_M = 90;

export interface GenericCablingInput {
  /** Route distance from the telecom room to the farthest outlet on the floor. */
  farthestM: number;
  nearestM: number;
  /** Information outlets (信息点) per floor. */
  outletsPerFloor: number;
  /** Identical floors. */
  floorCount: number;
}

export const GENERIC_CABLING_DEFAULTS: GenericCablingInput = {
  farthestM: 60,
  nearestM: 10,
  outletsPerFloor: 40,
  floorCount: 1,
};

export interface GenericCablingValues {
  averageRunM: number;
  perFloorCableM: number;
  totalCableM: number;
  outletCount: number;
  boxesByLength: number;
  runsPerBox: number;
  boxesByRuns: number;
  /** max(boxesByLength, boxesByRuns). */
  boxesToBuy: number;
  rj45Count: number;
  moduleCount: number;
}

export type GenericCablingResult = CalcResult<GenericCablingValues>;

/** RJ-45 plugs for n outlets: ⌈4n × 1.15⌉ (integer arithmetic: 460n ÷ 100, no float noise before the ceiling). */
export const rj45For = (n: number): number => Math.ceil((460 * n) / 100);
/** Information modules for n outlets: ⌈n × 1.03⌉. */
export const modulesFor = (n: number): number => Math.ceil((103 * n) / 100);

const averageRun = (farthestM: number, nearestM: number): number => ((farthestM + nearestM) / 2) * 1.1 + 6;

const farthestField = numberField({ label: '最远点距离', unit: 'm', gt: 0, max: 1000 });
const nearestField = numberField({ label: '最近点距离', unit: 'm', min: 0, max: 1000 });

/** The generic cabling calculator's input contract; every refusal carries its reason (`fieldErrors`). */
export const genericCablingInputSchema = withRules(
  fieldsOf({
    farthestM: farthestField,
    nearestM: nearestField,
    outletsPerFloor: numberField({ label: '每层信息点数', integer: true, min: 1, max: 10000 }),
    floorCount: numberField({ label: '楼层数', integer: true, min: 1, max: 200 }),
  }),
  (v, ctx) => {
    if (!valid(farthestField, v.farthestM) || !valid(nearestField, v.nearestM)) return;
    if (v.nearestM > v.farthestM) refuse(ctx, ['nearestM'], refusal(CALC_SHARED_MESSAGES, 'nearestBeyondFarthest'));
    else if (averageRun(v.farthestM, v.nearestM) > CABLE_BOX_LENGTH_M)
      refuse(ctx, ['farthestM'], refusal(GENERIC_CABLING_MESSAGES, 'averageBeyondBox'));
  },
);

export function validateGenericCabling(input: GenericCablingInput): FieldError[] {
  return fieldErrors(genericCablingInputSchema, input);
}

export function calculateGenericCabling(input: GenericCablingInput): GenericCablingResult {
  const errors = validateGenericCabling(input);
  if (errors.length > 0) return fail(errors);
  const steps: FormulaStep[] = [];
  const warnings: string[] = [];
  const { farthestM: far, nearestM: near } = input;

  const avg = averageRun(far, near);
  steps.push(
    step('平均线长', 'L = (最远 + 最近) ÷ 2 × 1.1 + 6', `(${fmt(far)} + ${fmt(near)}) ÷ 2 × 1.1 + 6`, avg, 'm'),
  );
  const perFloor = avg * input.outletsPerFloor;
  steps.push(
    step('每层用线量', '每层 = L × 信息点数', `${fmt(round2(avg))} × ${input.outletsPerFloor}`, perFloor, 'm'),
  );
  const total = perFloor * input.floorCount;
  const n = input.outletsPerFloor * input.floorCount;
  steps.push(step('总用线量', '总长 = 每层 × 楼层数', `${fmt(round2(perFloor))} × ${input.floorCount}`, total, 'm'));
  const boxesByLength = ceilCount(total / CABLE_BOX_LENGTH_M);
  steps.push(step('按总长计箱数', '箱数 = ⌈总长 ÷ 305⌉', `⌈${fmt(total)} ÷ 305⌉`, boxesByLength, '箱'));
  const runsPerBox = floorCapacity(CABLE_BOX_LENGTH_M / avg);
  steps.push(step('每箱可布根数', '根数 = ⌊305 ÷ L⌋', `⌊305 ÷ ${fmt(avg)}⌋`, runsPerBox, '根'));
  const boxesByRuns = ceilCount(n / runsPerBox);
  steps.push(step('按整根计箱数', '箱数 = ⌈信息点数 ÷ 每箱根数⌉', `⌈${n} ÷ ${runsPerBox}⌉`, boxesByRuns, '箱'));
  const boxesToBuy = Math.max(boxesByLength, boxesByRuns);
  steps.push(step('采购箱数', '取两者较大值', `max(${boxesByLength}, ${boxesByRuns})`, boxesToBuy, '箱'));
  const rj45Count = rj45For(n);
  steps.push(step('RJ-45水晶头', '数量 = ⌈4n × 1.15⌉', `⌈4 × ${n} × 1.15⌉`, rj45Count, '个'));
  const moduleCount = modulesFor(n);
  steps.push(step('信息模块', '数量 = ⌈n × 1.03⌉', `⌈${n} × 1.03⌉`, moduleCount, '个'));

  if (far > MAX_HORIZONTAL_RUN_M) warnings.push(`最远点${fmt(far)}米超过水平布线90米限制,请增设配线间或改用光纤`);

  return finalize({
    ok: true,
    averageRunM: round2(avg),
    perFloorCableM: round2(perFloor),
    totalCableM: round2(total),
    outletCount: n,
    boxesByLength,
    runsPerBox,
    boxesByRuns,
    boxesToBuy,
    rj45Count,
    moduleCount,
    steps,
    warnings,
  });
}
