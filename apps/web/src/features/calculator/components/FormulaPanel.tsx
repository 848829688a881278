import type { FormulaStep } from '@portal/domain';

const showValue = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2));

/** Every step: the formula, the user's numbers substituted, and the value with its unit. */
export function FormulaPanel({ steps }: { steps: FormulaStep[] }) {
  return (
    <section className="calc-formula" aria-label="计算过程">
      <h3>计算过程(代入数值)</h3>
      <ol>
        {steps.map((s, i) => (
          <li key={`${i}-${s.label}`}>
            <div className="calc-step-label">{s.label}</div>
            <div className="calc-step-formula">{s.formula}</div>
            <div className="calc-step-subst">
              = {s.substituted} ={' '}
              <b>
                {showValue(s.value)} {s.unit}
              </b>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
