/**
 * The calculators' input contracts in zod: each field schema refuses with a typed `Refusal` carried on its zod issue
 * (`params.refusal`, the words as the issue's message), and `fieldErrors` turns a parse into the `FieldError[]` the
 * pages show. A limit is written once, in the field's rule; cross-field rules are object refinements that add
 * issues the same way (`refuse`).
 */
import { z } from 'zod';
import { refusal, type Refusal } from '../core/index.ts';
import { CALC_FIELD_MESSAGES, CALC_SHARED_MESSAGES, type FieldError, fmt } from './common.ts';

/** zod issue params that carry a refusal: its words as the message, the refusal itself in `params`. */
function carrying(why: Refusal): { message: string; params: { refusal: Refusal } } {
  return { message: why.msg, params: { refusal: why } };
}

/**
 * `schema`, refusing with `why` whatever it does not accept: a zod contract whose issue carries its refusal.
 * (zod's own issues carry only words, so the schema answers yes or no and the refusal is named here.)
 */
export function refusing<S extends z.ZodType>(schema: S, why: Refusal): z.ZodType<z.output<S>, z.output<S>> {
  // A refinement's issue lets the object's cross-field rules still run (a failing `z.custom` would stop them).
  const checked = z.unknown().superRefine((v, ctx) => {
    if (!schema.safeParse(v).success) ctx.addIssue({ code: 'custom', ...carrying(why) });
  });
  return checked as unknown as z.ZodType<z.output<S>, z.output<S>>;
}

/** Adds a cross-field refusal to a refinement's issues, at `path` (relative to the refined object). */
export function refuse(ctx: z.RefinementCtx, path: (string | number)[], why: Refusal): void {
  ctx.addIssue({ code: 'custom', path, ...carrying(why) });
}

/**
 * Adds the refusals of a part of the input that is checked only in some cases (a custom sensor's size, the runs of
 * the chosen entry mode) to a refinement's issues, under `path`.
 */
export function refuseAll(
  ctx: z.RefinementCtx,
  schema: z.ZodType,
  value: unknown,
  path: (string | number)[] = [],
): void {
  const r = schema.safeParse(value);
  if (r.success) return;
  for (const issue of r.error.issues) {
    const params = (issue as { params?: Record<string, unknown> }).params;
    ctx.addIssue({ code: 'custom', path: [...path, ...issue.path], message: issue.message, params });
  }
}

/**
 * Adds cross-field rules to an object contract. They run even when other fields are refused (as the pages want every
 * refusal at once), so each rule first checks the fields it reads with `valid`.
 */
export function withRules<S extends z.ZodType>(
  schema: S,
  rules: (value: z.output<S>, ctx: z.RefinementCtx) => void,
): S {
  return schema.superRefine((v, ctx) => rules(v, ctx), { when: () => true });
}

/** Whether a value passes a field schema (a cross-field rule runs only on fields that are themselves valid). */
export function valid(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

/** An object whose fields are checked one by one even when the input is not an object at all (as `input?.x`). */
export function fieldsOf<T extends z.ZodRawShape>(shape: T) {
  return z.preprocess((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v : {}), z.object(shape));
}

/** The refusals of a parse as field errors: `field` is the issue's path ('groups.0.cameraCount'), in schema order. */
export function fieldErrors(schema: z.ZodType, input: unknown): FieldError[] {
  const r = schema.safeParse(input);
  if (r.success) return [];
  return r.error.issues.map((issue) => {
    const carried = (issue as { params?: { refusal?: Refusal } }).params?.refusal;
    // Every field schema here carries its refusal; an issue without one is a contract written without `refusing`.
    return { field: issue.path.join('.'), refusal: carried ?? refusal(CALC_FIELD_MESSAGES, 'resultOutOfRange') };
  });
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

/** The one refusal a number outside its rule gets (a positive decimal's 「大于0」 aside: `numberField`). */
function numberRuleRefusal(rule: NumberRule): Refusal {
  const M = CALC_FIELD_MESSAGES;
  const { label } = rule;
  if (!rule.integer) return refusal(M, 'outOfRange', M.outOfRange(label, rangeText(rule)));
  const lo = rule.min ?? (rule.gt !== undefined ? Math.floor(rule.gt) + 1 : undefined);
  if (lo !== undefined && rule.max !== undefined)
    return refusal(M, 'integerBetween', M.integerBetween(label, lo, rule.max));
  if (lo !== undefined) return refusal(M, 'integerAtLeast', M.integerAtLeast(label, lo));
  return refusal(M, 'integer', M.integer(label));
}

/** The rule as a zod number (finite; integer; min / gt / max). */
function ruleSchema(rule: NumberRule): z.ZodNumber {
  let s = z.number();
  if (rule.integer) s = s.int();
  if (rule.min !== undefined) s = s.min(rule.min);
  if (rule.gt !== undefined) s = s.gt(rule.gt);
  if (rule.max !== undefined) s = s.max(rule.max);
  return s;
}

/** A numeric field: 「请输入…(有效数值)」 when it is not a finite number, else the rule's one refusal. */
export function numberField(rule: NumberRule): z.ZodType<number> {
  const M = CALC_FIELD_MESSAGES;
  const aNumber = refusing(z.number(), refusal(M, 'notNumber', M.notNumber(rule.label)));
  const inRule = refusing(ruleSchema(rule), numberRuleRefusal(rule));
  if (rule.integer || rule.gt !== 0) return aNumber.pipe(inRule);
  // A decimal that must be above 0 says so first (「请输入大于0的数值」), then its range.
  return aNumber.pipe(refusing(z.number().gt(rule.gt), refusal(M, 'positive', M.positive(rule.label)))).pipe(inRule);
}

/** A choice among `allowed` keys: 「请选择…」. */
export function oneOfField<T extends string>(allowed: readonly T[], label: string): z.ZodType<T> {
  const choose = refusal(CALC_FIELD_MESSAGES, 'choose', CALC_FIELD_MESSAGES.choose(label));
  return refusing(z.enum(allowed as readonly T[] as [T, ...T[]]), choose) as z.ZodType<T>;
}

/** Utilisation: (0, 1], with the short words the pages show. */
export const utilisationField: z.ZodType<number> = refusing(
  z.number(),
  refusal(CALC_FIELD_MESSAGES, 'notNumber', CALC_FIELD_MESSAGES.notNumber('利用率')),
).pipe(refusing(z.number().gt(0).max(1), refusal(CALC_FIELD_MESSAGES, 'utilisation')));

/** The camera groups of video capacity and bandwidth: 1-100 groups, each checked by `group`. */
export function cameraGroupsField<G extends z.ZodType>(group: G): z.ZodType<z.output<G>[]> {
  const count = refusing(z.array(z.unknown()).min(1).max(100), refusal(CALC_SHARED_MESSAGES, 'groupsCount'));
  return count.pipe(z.array(group));
}
