import { InputNumber, Select } from 'antd';
import { useId, type ReactNode } from 'react';

export interface NumberFieldProps {
  label: string;
  unit?: string;
  /** NaN shows an empty box (the user cleared it); the calculator then reports the missing value. */
  value: number;
  onChange: (value: number) => void;
  /** The field's message from the calculator's validation. */
  error?: string | undefined;
  /** Input path (`groups.0.cameraCount`), used as a test hook and for scrolling to the first error. */
  path: string;
  step?: number;
  hint?: ReactNode;
}

/** A numeric input with its unit and the field's message. No bounds here: the domain rule says what is wrong. */
export function NumberField({ label, unit, value, onChange, error, path, step, hint }: NumberFieldProps) {
  const id = useId();
  return (
    <div className={`calc-field${error ? ' has-error' : ''}`} data-field={path}>
      <label htmlFor={id}>{label}</label>
      <div className="calc-field-control">
        <InputNumber
          id={id}
          value={Number.isFinite(value) ? value : null}
          onChange={(v) => onChange(v === null || v === undefined ? Number.NaN : Number(v))}
          status={error ? 'error' : undefined}
          suffix={unit ? <span className="calc-unit">{unit}</span> : undefined}
          step={step}
          controls={false}
          style={{ width: '100%' }}
          aria-invalid={error ? true : undefined}
        />
        {error ? (
          <div className="calc-field-error" role="alert">
            {error}
          </div>
        ) : hint ? (
          <div className="calc-field-hint">{hint}</div>
        ) : null}
      </div>
    </div>
  );
}

export interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: string | undefined;
  path: string;
}

export function SelectField<T extends string>({ label, value, options, onChange, error, path }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className={`calc-field${error ? ' has-error' : ''}`} data-field={path}>
      <label htmlFor={id}>{label}</label>
      <div className="calc-field-control">
        <Select<T>
          id={id}
          value={value}
          options={options}
          onChange={onChange}
          status={error ? 'error' : undefined}
          style={{ width: '100%' }}
        />
        {error ? (
          <div className="calc-field-error" role="alert">
            {error}
          </div>
        ) : null}
      </div>
    </div>
  );
}
