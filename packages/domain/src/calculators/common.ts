/**
 * Shared helpers for the security calculators (安防计算器).
 * Pure functions only. Every input and output name carries its unit (Mbps, kbps, W, m, mm, mm², TB, GB).
 */
import { messages, refusal, type Refusal } from '../core/index.ts';

/** Refusals of the shared field contracts (fields.ts: numberField, oneOfField, utilisationField) and of the last guard. */
export const CALC_FIELD_MESSAGES = messages('CALC_FIELD', {
  notNumber: (label: string) => `请输入${label}(有效数值)`,
  integerBetween: (label: string, lo: number, hi: number) => `${label}须为${lo}-${hi}的整数`,
  integerAtLeast: (label: string, lo: number) => `${label}须为不小于${lo}的整数`,
  integer: (label: string) => `${label}须为整数`,
  positive: (label: string) => `${label}请输入大于0的数值`,
  outOfRange: (label: string, range: string) => `${label}${range}`,
  choose: (label: string) => `请选择${label}`,
  utilisation: '利用率须在0到1之间(不含0)',
  resultOutOfRange: '计算结果超出范围,请检查输入',
});

/** Refusals several calculators share: each sentence once, used by every calculator that says it. */
export const CALC_SHARED_MESSAGES = messages('CALC_SHARED', {
  /** Video capacity and bandwidth: the list of camera groups. */
  groupsCount: '请添加1-100组摄像机',
  /** Twisted-pair amount and generic cabling: the estimate's two distances. */
  nearestBeyondFarthest: '最近点距离不能大于最远点距离',
});

/**
 * One refusal attached to one input field; `field` is the input's property path, e.g. `groups.0.cameraCount`, or ''
 * for the whole input.
 */
export interface FieldError {
  field: string;
  refusal: Refusal;
}

/** One line of "the formula with the user's numbers substituted". */
export interface FormulaStep {
  /** Chinese label, e.g. 「单路码流所需容量」. */
  label: string;
  /** Symbolic formula with units, e.g. 「GB = 码率(Mbps) × 3600 × ...」. */
  formula: string;
  /** The same formula with the user's numbers, e.g. 「4 × 3600 × 24 × 30 × 32 ÷ 8 ÷ 1024」. */
  substituted: string;
  /** Result of the step: 2 decimals for engineering values, an integer for counts. */
  value: number;
  unit: string;
}

export interface CalcFailure {
  ok: false;
  errors: FieldError[];
}

export type CalcSuccess<T> = { ok: true; steps: FormulaStep[]; warnings: string[] } & T;

export type CalcResult<T> = CalcSuccess<T> | CalcFailure;

/** Relative tolerance used to absorb binary floating-point noise (0.1 × 3 = 0.30000000000000004). */
const SNAP = 1e-9;

function snapToInteger(x: number): number {
  const r = Math.round(x);
  return Math.abs(x - r) <= SNAP * Math.max(1, Math.abs(x)) ? r : x;
}

/** Round half away from zero to 2 decimals (1.005 → 1.01, 2.675 → 2.68); never returns -0. */
export function round2(x: number): number {
  if (!Number.isFinite(x)) return x;
  const scaled = Number((Math.abs(x) * 100).toPrecision(15));
  const r = (Math.sign(x) * Math.round(scaled)) / 100;
  return r === 0 ? 0 : r;
}

/** Round up to 2 decimals (used when a carried requirement must not shrink): 12.341 → 12.35. */
export function ceil2(x: number): number {
  const r = Math.ceil(snapToInteger(x * 100)) / 100;
  return r === 0 ? 0 : r;
}

/** Counts of things to buy: round up, absorbing float noise (2.0000000000000004 → 2), never below 0. */
export function ceilCount(x: number): number {
  if (!Number.isFinite(x) || x <= 0) return 0;
  return Math.ceil(snapToInteger(x));
}

/** Capacities (cameras per switch, runs per box): round down, absorbing float noise (5.999999999999 → 6). */
export function floorCapacity(x: number): number {
  if (!Number.isFinite(x) || x <= 0) return 0;
  return Math.floor(snapToInteger(x));
}

/** Number formatting for the `substituted` strings: up to 12 significant digits, no float noise. */
export function fmt(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  const v = Number(x.toPrecision(12));
  return String(v === 0 ? 0 : v);
}

export function step(label: string, formula: string, substituted: string, value: number, unit: string): FormulaStep {
  return { label, formula, substituted, value: round2(value), unit };
}

/** True when every number anywhere in `value` is finite. */
export function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allFinite);
  if (value !== null && typeof value === 'object') return Object.values(value).every(allFinite);
  return true;
}

/**
 * Last guard of every calculator: a result that somehow holds NaN or Infinity is turned into a failure,
 * so a page never shows NaN / Infinity.
 */
export function finalize<T extends object>(result: CalcSuccess<T>): CalcResult<T> {
  if (allFinite(result)) return result;
  return { ok: false, errors: [{ field: '', refusal: refusal(CALC_FIELD_MESSAGES, 'resultOutOfRange') }] };
}

export function fail(errors: FieldError[]): CalcFailure {
  return { ok: false, errors };
}

/** Joins a list of substituted terms, eliding the middle of long lists. */
export function joinTerms(terms: string[], sep = ' + ', max = 8): string {
  if (terms.length <= max) return terms.join(sep);
  return [...terms.slice(0, max - 1), '…', terms[terms.length - 1] ?? ''].join(sep);
}
