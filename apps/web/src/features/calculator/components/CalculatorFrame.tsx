import type { CalcResult } from '@portal/domain';
import { Alert, Empty } from 'antd';
import type { ReactNode } from 'react';
import type { ExportDoc, ExportFigure } from '../export-image.ts';
import { ExportButtons } from './ExportButtons.tsx';
import { FormulaPanel } from './FormulaPanel.tsx';

export interface FrameProps {
  title: string;
  intro: ReactNode;
  /** The 'pick from catalogue' buttons of the page. */
  actions?: ReactNode;
  carriedFrom: string | null;
  carriedCount: number;
  inputs: ReactNode;
  result: CalcResult<object>;
  /** Key figures of a successful result (shown large, exported). */
  figures: ExportFigure[];
  /** Explanations (which limit binds, what to buy). */
  notes?: string[];
  /** Extra result content (tables). */
  details?: ReactNode;
  /** 'Carry to' buttons. */
  carry?: ReactNode;
  /** Recommended catalogue products for the result, with 加入配单. */
  recommend?: ReactNode;
}

/** Shared page frame: inputs on the left; result, carry buttons, export and the formula on the right. */
export function CalculatorFrame(p: FrameProps) {
  const notes = p.notes ?? [];
  const ok = p.result.ok;
  const doc = (): ExportDoc => ({
    title: `${p.title}计算`,
    subtitle: `安防计算器 · ${new Date().toLocaleString('zh-CN', { hour12: false })}`,
    figures: p.figures,
    notes,
    warnings: ok ? p.result.warnings : [],
    steps: ok ? p.result.steps : [],
  });
  const generalErrors = p.result.ok ? [] : p.result.errors.filter((e) => !e.field);
  return (
    <div className="calc-page" data-calculator={p.title}>
      <div className="panel calc-head">
        <div>
          <h2>{p.title}计算</h2>
          <div className="calc-intro">{p.intro}</div>
        </div>
        {p.actions ? <div className="calc-actions calc-no-print">{p.actions}</div> : null}
      </div>
      {p.carriedFrom ? (
        <Alert
          className="calc-carried calc-no-print"
          type="success"
          showIcon
          title={`已从「${p.carriedFrom}」计算带入${p.carriedCount}项数值,可继续修改`}
        />
      ) : null}
      <div className="calc-body">
        <section className="panel calc-inputs" aria-label="输入参数">
          <h3>输入参数</h3>
          {p.inputs}
        </section>
        <section className="calc-print-area" aria-label="计算结果">
          <div className="panel calc-result">
            <h3>
              计算结果<span className="calc-print-title">({p.title}计算)</span>
            </h3>
            {ok ? (
              <>
                <div className="calc-figures">
                  {p.figures.map((f) => (
                    <div className="calc-figure" key={f.label}>
                      <div className="calc-figure-label">{f.label}</div>
                      <div className="calc-figure-value">
                        {f.value}
                        {f.unit ? <small>{f.unit}</small> : null}
                      </div>
                    </div>
                  ))}
                </div>
                {notes.map((n) => (
                  <Alert key={n} className="calc-note" type="info" showIcon title={n} />
                ))}
                {p.result.ok
                  ? p.result.warnings.map((w) => (
                      <Alert key={w} className="calc-note" type="warning" showIcon title={w} />
                    ))
                  : null}
                {p.details}
                {p.carry ? <div className="calc-carry calc-no-print">{p.carry}</div> : null}
                {p.recommend}
                <div className="calc-export">
                  <ExportButtons doc={doc} />
                </div>
              </>
            ) : (
              <Empty
                className="calc-no-result"
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  <span>
                    输入有误,暂无结果:请按标红提示修改
                    {generalErrors.map((e) => (
                      <span key={e.refusal.msg} className="calc-field-error" role="alert">
                        <br />
                        {e.refusal.msg}
                      </span>
                    ))}
                  </span>
                }
              />
            )}
          </div>
          {p.result.ok && p.result.steps.length > 0 ? (
            <div className="panel calc-formula-wrap">
              <FormulaPanel steps={p.result.steps} />
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** Two-decimal display of engineering values, integers as they are. */
export const v2 = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));
