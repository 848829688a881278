/**
 * Shared helpers for the security calculators (安防计算器).
 * Pure functions only. Every input and output name carries its unit (Mbps, kbps, W, m, mm, mm², TB, GB).
 */

/** One message attached to one input field; `field` is the input's property path, e.g. `groups.0.cameraCount`. */
export interface FieldError {
  field: string;
  message: string;
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

export function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

export interface NumberRule {
  /** Chinese field name, e.g. 「摄像机数量」. */
  label: string;
  unit?: string;
  /** Inclusive lower bound. */
  min?: number;
  /** Exclusive lower bound (use 0 for "greater than zero", wherever the value divides). */
  gt?: number;
  /** Inclusive upper bound (guards absurd sizes). */
  max?: number;
  integer?: boolean;
}

function rangeText(rule: NumberRule): string {
  const u = rule.unit ?? '';
  if (rule.gt !== undefined && rule.max !== undefined) return `须大于${fmt(rule.gt)}${u}且不超过${fmt(rule.max)}${u}`;
  if (rule.gt !== undefined) return `须大于${fmt(rule.gt)}${u}`;
  if (rule.min !== undefined && rule.max !== undefined) return `须在${fmt(rule.min)}到${fmt(rule.max)}${u}之间`;
  if (rule.min !== undefined) return `不能小于${fmt(rule.min)}${u}`;
  if (rule.max !== undefined) return `不能超过${fmt(rule.max)}${u}`;
  return '';
}

/** Checks one numeric field and pushes a Chinese message when it is missing, not a number or out of range. */
export function checkNumber(errors: FieldError[], field: string, value: unknown, rule: NumberRule): boolean {
  const push = (message: string): boolean => {
    errors.push({ field, message });
    return false;
  };
  if (!isFiniteNumber(value)) return push(`请输入${rule.label}(有效数值)`);
  if (rule.integer) {
    const lo = rule.min ?? (rule.gt !== undefined ? Math.floor(rule.gt) + 1 : undefined);
    const bad =
      !Number.isInteger(value) || (lo !== undefined && value < lo) || (rule.max !== undefined && value > rule.max);
    if (bad) {
      if (lo !== undefined && rule.max !== undefined) return push(`${rule.label}须为${lo}-${rule.max}的整数`);
      return push(`${rule.label}须为${lo !== undefined ? `不小于${lo}的` : ''}整数`);
    }
    return true;
  }
  if (rule.gt === 0 && value <= 0) return push(`${rule.label}请输入大于0的数值`);
  const low = (rule.gt !== undefined && value <= rule.gt) || (rule.min !== undefined && value < rule.min);
  const high = rule.max !== undefined && value > rule.max;
  if (low || high) return push(`${rule.label}${rangeText(rule)}`);
  return true;
}

/** Checks a value is one of the allowed keys. */
export function checkOneOf<T extends string>(
  errors: FieldError[],
  field: string,
  value: unknown,
  allowed: readonly T[],
  label: string,
): value is T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return true;
  errors.push({ field, message: `请选择${label}` });
  return false;
}

export const UTILISATION_RULE: NumberRule = { label: '利用率', gt: 0, max: 1 };
export const UTILISATION_MESSAGE = '利用率须在0到1之间';

/** Utilisation: (0, 1], with the short message the pages show. */
export function checkUtilisation(errors: FieldError[], field: string, value: unknown): boolean {
  if (isFiniteNumber(value) && value > 0 && value <= 1) return true;
  errors.push({ field, message: isFiniteNumber(value) ? `${UTILISATION_MESSAGE}(不含0)` : '请输入利用率(有效数值)' });
  return false;
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
  return { ok: false, errors: [{ field: '', message: '计算结果超出范围,请检查输入' }] };
}

export function fail(errors: FieldError[]): CalcFailure {
  return { ok: false, errors };
}

/** Joins a list of substituted terms, eliding the middle of long lists. */
export function joinTerms(terms: string[], sep = ' + ', max = 8): string {
  if (terms.length <= max) return terms.join(sep);
  return [...terms.slice(0, max - 1), '…', terms[terms.length - 1] ?? ''].join(sep);
}
