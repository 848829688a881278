import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allFinite } from './common.ts';
import { CALCULATOR_MODULES, type CalculatorModuleType } from './registry.ts';

type Path = (string | number)[];

function numericPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'number') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => numericPaths(v, [...path, i]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => numericPaths(v, [...path, k]));
  return [];
}

function clone(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clone);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)]));
  return value;
}

function setPath(root: unknown, path: Path, newValue: unknown): unknown {
  const copy = clone(root);
  let node = copy as Record<string | number, unknown>;
  path.slice(0, -1).forEach((k) => {
    node = node[k] as Record<string | number, unknown>;
  });
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = newValue;
  return copy;
}

const keys = Object.keys(CALCULATOR_MODULES) as CalculatorModuleType[];
// Any entry may be called with any input at run time (pages pass what the user typed).
const run = (key: CalculatorModuleType, input: unknown): unknown =>
  (CALCULATOR_MODULES[key].calculate as (i: unknown) => unknown)(input);

const junk = fc.oneof(
  fc.double(),
  fc.constantFrom(0, -1, -0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e300, -1e300, 5e-324),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.constantFrom('', '12', 'abc', null, undefined, true),
);

describe('every calculator', () => {
  it.each(keys)('%s: defaults validate and calculate', (key) => {
    const m = CALCULATOR_MODULES[key];
    expect((m.validate as (i: unknown) => unknown[])(m.defaults)).toEqual([]);
    const r = run(key, m.defaults) as { ok: boolean; steps: unknown[] };
    expect(r.ok).toBe(true);
    expect(r.steps.length).toBeGreaterThan(0);
  });

  it.each(keys)('%s: never NaN or Infinity, whatever one field holds', (key) => {
    const defaults = CALCULATOR_MODULES[key].defaults;
    const paths = numericPaths(defaults);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: paths.length - 1 }), junk, (i, value) => {
        const r = run(key, setPath(defaults, paths[i] ?? [], value)) as { ok: boolean; errors?: unknown[] };
        if (r.ok) expect(allFinite(r)).toBe(true);
        else expect(r.errors?.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it.each(keys)('%s: never NaN or Infinity with all fields random', (key) => {
    const defaults = CALCULATOR_MODULES[key].defaults;
    const paths = numericPaths(defaults);
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -10, max: 1e4 }), { minLength: paths.length, maxLength: paths.length }),
        (values) => {
          const input = paths.reduce<unknown>((acc, p, i) => setPath(acc, p, values[i]), defaults);
          const r = run(key, input) as { ok: boolean; errors?: unknown[] };
          if (r.ok) expect(allFinite(r)).toBe(true);
          else expect(r.errors?.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('does not crash on missing input', () => {
    for (const key of keys) {
      for (const input of [{}, null, undefined, 'x']) expect((run(key, input) as { ok: boolean }).ok).toBe(false);
    }
  });
});
