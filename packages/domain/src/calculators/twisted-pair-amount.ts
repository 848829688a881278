/**
 * h. hTwistedPairAmount 双绞线用量.
 * purchased run = installed run × (1 + slack% ÷ 100) + termination allowance; runs are packed whole into 305 m boxes
 * by first-fit decreasing. Runs over 90 m are flagged on the installed length, not the purchased one.
 * Estimate mode: `runCount` runs evenly spaced from nearest to farthest (one run = their average).
 */
import { z } from 'zod';
import { messages, refusal } from '../core/index.ts';
import {
  type CalcResult,
  type FieldError,
  type FormulaStep,
  CALC_SHARED_MESSAGES,
  ceilCount,
  fail,
  finalize,
  fmt,
  joinTerms,
  round2,
  step,
} from './common.ts';
import {
  fieldErrors,
  fieldsOf,
  numberField,
  oneOfField,
  refuse,
  refuseAll,
  refusing,
  valid,
  withRules,
} from './fields.ts';
import { CABLE_BOX_LENGTH_M, MAX_HORIZONTAL_RUN_M } from './generic-cabling.ts';

/** Refusals of the twisted-pair amount calculator (besides the shared field checks). */
export const TWISTED_PAIR_AMOUNT_MESSAGES = messages('TWISTED_PAIR_AMOUNT', {
  runsCount: '请输入1-5000根线缆长度',
  runBeyondBox: (n: number) => `第${n}根加余量后超过一箱305米,无法整根布放`,
  farthestBeyondBox: '最远一根加余量后超过一箱305米,无法整根布放',
});

export type RunInputMode = 'list' | 'estimate';

export interface TwistedPairAmountInput {
  mode: RunInputMode;
  /** Installed run lengths ('list' mode). */
  runLengthsM: number[];
  /** 'estimate' mode. */
  farthestM: number;
  nearestM: number;
  runCount: number;
  slackPercent: number;
  terminationAllowanceM: number;
}

export const TWISTED_PAIR_AMOUNT_DEFAULTS: TwistedPairAmountInput = {
  mode: 'list',
  runLengthsM: [80, 60, 45, 30],
  farthestM: 80,
  nearestM: 20,
  runCount: 10,
  slackPercent: 10,
  terminationAllowanceM: 6,
};

export interface CableRun {
  index: number;
  installedM: number;
  purchasedM: number;
  over90m: boolean;
}

export interface CableBox {
  /** Indexes into `runs`. */
  runIndexes: number[];
  usedM: number;
  remainingM: number;
}

export interface TwistedPairAmountValues {
  runs: CableRun[];
  boxes: CableBox[];
  boxCount: number;
  /** ⌈total purchased ÷ 305⌉, the bound no packing can beat. */
  lowerBoundBoxes: number;
  totalInstalledM: number;
  totalPurchasedM: number;
  over90mRunIndexes: number[];
}

export type TwistedPairAmountResult = CalcResult<TwistedPairAmountValues>;

export const purchasedLength = (installedM: number, slackPercent: number, allowanceM: number): number =>
  installedM * (1 + slackPercent / 100) + allowanceM;

/** Installed lengths the calculation works on (for either mode). Call after validation. */
export function installedRuns(input: TwistedPairAmountInput): number[] {
  if (input.mode === 'list') return [...input.runLengthsM];
  const n = input.runCount;
  if (n === 1) return [(input.farthestM + input.nearestM) / 2];
  return Array.from({ length: n }, (_, i) => input.nearestM + ((input.farthestM - input.nearestM) * i) / (n - 1));
}

/** First-fit decreasing; every item must be ≤ capacity. */
export function packFirstFitDecreasing(lengthsM: number[], capacityM: number = CABLE_BOX_LENGTH_M): CableBox[] {
  const order = lengthsM.map((len, index) => ({ len, index })).sort((a, b) => b.len - a.len || a.index - b.index);
  const boxes: CableBox[] = [];
  for (const item of order) {
    const box = boxes.find((b) => b.remainingM >= item.len - 1e-9);
    if (box) {
      box.runIndexes.push(item.index);
      box.usedM += item.len;
      box.remainingM = capacityM - box.usedM;
    } else {
      boxes.push({ runIndexes: [item.index], usedM: item.len, remainingM: capacityM - item.len });
    }
  }
  return boxes;
}

const modeField = oneOfField<RunInputMode>(['list', 'estimate'], '录入方式');
const slackField = numberField({ label: '余量比例', unit: '%', min: 0, max: 100 });
const allowanceField = numberField({ label: '端接余量', unit: 'm', min: 0, max: 50 });
const runsField = refusing(z.array(z.unknown()).min(1).max(5000), refusal(TWISTED_PAIR_AMOUNT_MESSAGES, 'runsCount'));
const runFields: z.ZodType<number>[] = [];
/** The i-th run's length (its label names it: 「第3根长度」); made once per index. */
const runField = (i: number): z.ZodType<number> =>
  (runFields[i] ??= numberField({ label: `第${i + 1}根长度`, unit: 'm', gt: 0, max: 1000 }));
const farthestField = numberField({ label: '最远点距离', unit: 'm', gt: 0, max: 1000 });
const nearestField = numberField({ label: '最近点距离', unit: 'm', min: 0, max: 1000 });
/** The estimate mode's figures. */
const estimateSchema = fieldsOf({
  farthestM: farthestField,
  nearestM: nearestField,
  runCount: numberField({ label: '线缆根数', integer: true, min: 1, max: 5000 }),
});

/** The twisted-pair amount calculator's input contract; every refusal carries its reason (`fieldErrors`). */
export const twistedPairAmountInputSchema = withRules(
  fieldsOf({
    mode: modeField,
    slackPercent: slackField,
    terminationAllowanceM: allowanceField,
    runLengthsM: z.unknown().optional(),
    farthestM: z.unknown().optional(),
    nearestM: z.unknown().optional(),
    runCount: z.unknown().optional(),
  }),
  (v, ctx) => {
    if (!valid(modeField, v.mode)) return;
    const M = TWISTED_PAIR_AMOUNT_MESSAGES;
    const allowOk = valid(slackField, v.slackPercent) && valid(allowanceField, v.terminationAllowanceM);
    const beyondBox = (lengthM: number) =>
      allowOk && purchasedLength(lengthM, v.slackPercent, v.terminationAllowanceM) > CABLE_BOX_LENGTH_M;
    if (v.mode === 'list') {
      const runs = v.runLengthsM;
      if (!valid(runsField, runs) || !Array.isArray(runs)) return refuse(ctx, ['runLengthsM'], refusal(M, 'runsCount'));
      runs.forEach((len: unknown, i) => {
        if (!valid(runField(i), len)) refuseAll(ctx, runField(i), len, ['runLengthsM', i]);
        else if (beyondBox(len as number))
          refuse(ctx, ['runLengthsM', i], refusal(M, 'runBeyondBox', M.runBeyondBox(i + 1)));
      });
      return;
    }
    refuseAll(ctx, estimateSchema, v);
    const farOk = valid(farthestField, v.farthestM);
    const far = v.farthestM as number;
    if (farOk && valid(nearestField, v.nearestM) && (v.nearestM as number) > far)
      refuse(ctx, ['nearestM'], refusal(CALC_SHARED_MESSAGES, 'nearestBeyondFarthest'));
    else if (farOk && beyondBox(far)) refuse(ctx, ['farthestM'], refusal(M, 'farthestBeyondBox'));
  },
);

export function validateTwistedPairAmount(input: TwistedPairAmountInput): FieldError[] {
  return fieldErrors(twistedPairAmountInputSchema, input);
}

export function calculateTwistedPairAmount(input: TwistedPairAmountInput): TwistedPairAmountResult {
  const errors = validateTwistedPairAmount(input);
  if (errors.length > 0) return fail(errors);
  const steps: FormulaStep[] = [];
  const warnings: string[] = [];
  const s = input.slackPercent;
  const a = input.terminationAllowanceM;

  const installed = installedRuns(input);
  const runs: CableRun[] = installed.map((len, index) => ({
    index,
    installedM: round2(len),
    purchasedM: round2(purchasedLength(len, s, a)),
    over90m: len > MAX_HORIZONTAL_RUN_M,
  }));
  const purchased = installed.map((len) => purchasedLength(len, s, a));
  const longest = Math.max(...installed);
  steps.push(
    step(
      '最长一根采购长度',
      '采购长度 = 安装长度 × (1 + 余量%) + 端接余量',
      `${fmt(longest)} × (1 + ${fmt(s)}%) + ${fmt(a)}`,
      purchasedLength(longest, s, a),
      'm',
    ),
  );
  const totalInstalled = installed.reduce((x, y) => x + y, 0);
  const totalPurchased = purchased.reduce((x, y) => x + y, 0);
  steps.push(
    step(
      '采购总长度',
      'Σ(安装长度 × (1 + 余量%) + 端接余量)',
      joinTerms(installed.map((len) => `(${fmt(round2(len))} × ${fmt(1 + s / 100)} + ${fmt(a)})`)),
      totalPurchased,
      'm',
    ),
  );
  const lowerBoundBoxes = ceilCount(totalPurchased / CABLE_BOX_LENGTH_M);
  steps.push(
    step('按总长的下限箱数', '箱数 ≥ ⌈采购总长 ÷ 305⌉', `⌈${fmt(totalPurchased)} ÷ 305⌉`, lowerBoundBoxes, '箱'),
  );
  const boxes = packFirstFitDecreasing(purchased).map((b) => ({
    ...b,
    usedM: round2(b.usedM),
    remainingM: round2(b.remainingM),
  }));
  steps.push(
    step(
      '整根装箱(首次适应递减)',
      '按长度从长到短,每根放入第一个放得下的箱',
      `${installed.length}根 → ${boxes.length}箱`,
      boxes.length,
      '箱',
    ),
  );

  const over90mRunIndexes = runs.filter((r) => r.over90m).map((r) => r.index);
  if (over90mRunIndexes.length > 0) {
    const names = over90mRunIndexes
      .slice(0, 10)
      .map((i) => `第${i + 1}根`)
      .join('、');
    warnings.push(`${names}${over90mRunIndexes.length > 10 ? '等' : ''}安装长度超过90米,超出水平布线限制`);
  }
  if (input.mode === 'estimate' && input.runCount === 1 && input.farthestM > MAX_HORIZONTAL_RUN_M) {
    warnings.push('最远点安装长度超过90米,超出水平布线限制');
  }

  return finalize({
    ok: true,
    runs,
    boxes,
    boxCount: boxes.length,
    lowerBoundBoxes,
    totalInstalledM: round2(totalInstalled),
    totalPurchasedM: round2(totalPurchased),
    over90mRunIndexes,
    steps,
    warnings,
  });
}
