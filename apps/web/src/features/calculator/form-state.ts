/**
 * Input state of a calculator page: immutable path updates, and the URL query that carries values from one
 * calculator to the next ('carry to'). Pure functions; the hook lives in useCalculator.ts.
 */
import type { FieldError } from '@portal/domain';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value at a dot path (`groups.0.cameraCount`), or undefined. */
export function getPath(value: unknown, path: string): unknown {
  let cur: unknown = value;
  for (const key of path.split('.')) {
    if (Array.isArray(cur)) cur = cur[Number(key)];
    else if (isObj(cur)) cur = cur[key];
    else return undefined;
  }
  return cur;
}

/** A copy of `value` with `path` set; arrays and objects on the way are copied, never mutated. */
export function setPath<T>(value: T, path: string, next: unknown): T {
  const [key, ...rest] = path.split('.');
  if (key === undefined || key === '') return next as T;
  const child = rest.length === 0 ? next : setPath(getPath(value, key), rest.join('.'), next);
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(key)] = child;
    return copy as T;
  }
  return { ...(isObj(value) ? value : {}), [key]: child } as T;
}

/** Flattens carried values into query parameters (`storage.requiredStorageTB=12.5`). */
export function toQuery(values: Obj, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isObj(v)) Object.assign(out, toQuery(v, key));
    else if (typeof v === 'number' && Number.isFinite(v)) out[key] = String(v);
    else if (typeof v === 'string' || typeof v === 'boolean') out[key] = String(v);
  }
  return out;
}

/** The URL of a calculator with carried values and where they came from. */
export function carryUrl(type: string, from: string, values: Obj): string {
  const sp = new URLSearchParams({ from, ...toQuery(values) });
  return `/tool/calculator/${type}?${sp.toString()}`;
}

export interface AppliedQuery<T> {
  input: T;
  /** Paths that were filled from the query. */
  applied: string[];
  from: string | null;
}

/**
 * Starts from `defaults` and fills every query parameter whose path names a number, boolean or string field of
 * the input. A path inside a section that is null by default (the NVR's optional storage) first takes that
 * section's template. Unknown or unparsable parameters are ignored: a hand-edited URL never breaks a page.
 */
export function applyQuery<T>(
  defaults: T,
  params: URLSearchParams,
  templates: Record<string, unknown> = {},
): AppliedQuery<T> {
  let input = defaults;
  const applied: string[] = [];
  for (const [path, raw] of params) {
    if (path === 'from') continue;
    const section = Object.keys(templates).find((s) => path.startsWith(`${s}.`));
    if (section && getPath(input, section) == null) input = setPath(input, section, templates[section]);
    const current = getPath(input, path);
    let next: unknown;
    if (typeof current === 'number') {
      const n = raw.trim() === '' ? Number.NaN : Number(raw);
      if (!Number.isFinite(n)) continue;
      next = n;
    } else if (typeof current === 'boolean') {
      if (raw !== 'true' && raw !== 'false') continue;
      next = raw === 'true';
    } else if (typeof current === 'string') {
      next = raw;
    } else continue;
    input = setPath(input, path, next);
    applied.push(path);
  }
  return { input, applied, from: params.get('from') };
}

/** The words of the field refusals keyed by path; the first refusal of a field wins. */
export function errorsByField(errors: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) if (!(e.field in out)) out[e.field] = e.refusal.msg;
  return out;
}
