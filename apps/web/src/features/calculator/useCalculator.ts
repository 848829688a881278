import { calculatorLabel, type CalcResult } from '@portal/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { applyQuery, errorsByField, setPath } from './form-state.ts';
import { countUsage } from './usage.ts';

/** A calculation the user performed counts once when the inputs have been still for this long. */
const PERFORMED_DEBOUNCE_MS = 1500;

export interface CalculatorState<I, R> {
  input: I;
  /** Sets one field by path; the result recomputes on the next render (as the user types). */
  set: (path: string, value: unknown) => void;
  update: (fn: (input: I) => I) => void;
  result: R;
  errors: Record<string, string>;
  /** The calculator the values were carried from, and how many were filled. */
  carriedFrom: string | null;
  carriedCount: number;
}

export function useCalculator<I, R extends CalcResult<object>>(
  type: string,
  defaults: I,
  calculate: (input: I) => R,
  templates: Record<string, unknown> = {},
): CalculatorState<I, R> {
  const [params] = useSearchParams();
  // The query is read once: the page is keyed by the URL, so a new carry remounts it.
  const [initial] = useState(() => applyQuery(defaults, params, templates));
  const [input, setInput] = useState<I>(initial.input);
  const edited = useRef(false);
  const result = useMemo(() => calculate(input), [calculate, input]);
  const errors = useMemo(() => (result.ok ? {} : errorsByField(result.errors)), [result]);

  useEffect(() => {
    if (!edited.current || !result.ok) return;
    const t = setTimeout(() => countUsage(type), PERFORMED_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [result, type]);

  const update = useCallback((fn: (i: I) => I) => {
    edited.current = true;
    setInput(fn);
  }, []);
  const set = useCallback((path: string, value: unknown) => update((i) => setPath(i, path, value)), [update]);

  return {
    input,
    set,
    update,
    result,
    errors,
    carriedFrom: initial.from ? (calculatorLabel(initial.from) ?? null) : null,
    carriedCount: initial.applied.length,
  };
}
