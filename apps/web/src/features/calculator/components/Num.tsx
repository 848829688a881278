import type { ReactNode } from 'react';
import { getPath } from '../form-state.ts';
import { NumberField, SelectField } from './NumberField.tsx';

/** What a field needs from the page's calculator state. */
export interface FieldHost {
  input: unknown;
  set: (path: string, value: unknown) => void;
  errors: Record<string, string>;
}

/** A numeric field bound to `path` of the calculator input. */
export function Num(p: { s: FieldHost; path: string; label: string; unit?: string; step?: number; hint?: ReactNode }) {
  const value = getPath(p.s.input, p.path);
  return (
    <NumberField
      path={p.path}
      label={p.label}
      unit={p.unit}
      step={p.step}
      hint={p.hint}
      value={typeof value === 'number' ? value : Number.NaN}
      onChange={(v) => p.s.set(p.path, v)}
      error={p.s.errors[p.path]}
    />
  );
}

export function Choice<T extends string>(p: {
  s: FieldHost;
  path: string;
  label: string;
  options: { value: T; label: string }[];
}) {
  return (
    <SelectField<T>
      path={p.path}
      label={p.label}
      value={getPath(p.s.input, p.path) as T}
      options={p.options}
      onChange={(v) => p.s.set(p.path, v)}
      error={p.s.errors[p.path]}
    />
  );
}

/** Builds the "填入..." message after a catalogue pick from the fields that were set. */
export function filledText(items: [label: string, value: number | string | undefined, unit?: string][]): string {
  return (
    items
      .filter(([, v]) => v !== undefined)
      .map(([l, v, u]) => `${l}${v}${u ?? ''}`)
      .join('、') || '该型号无可用参数'
  );
}
