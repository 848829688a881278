import { calculateTwistedPairAmount, TWISTED_PAIR_AMOUNT_DEFAULTS } from '@portal/domain';
import { Input, Radio, Table } from 'antd';
import { useState } from 'react';
import { CalculatorFrame, v2 } from './components/CalculatorFrame.tsx';
import { Num } from './components/Num.tsx';
import { useCalculator } from './useCalculator.ts';

const TYPE = 'hTwistedPairAmount';

/** Run lengths typed as text: separated by commas, spaces or new lines; anything unparsable becomes NaN. */
export function parseRuns(text: string): number[] {
  const parts = text.split(/[\s,，;；、]+/).filter((t) => t !== '');
  return parts.map((t) => (/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN));
}

/** h. 双绞线用量: runs with slack and termination, packed whole into 305 m boxes (first-fit decreasing). */
export default function TwistedPairAmountCalculator() {
  const s = useCalculator(TYPE, TWISTED_PAIR_AMOUNT_DEFAULTS, calculateTwistedPairAmount);
  const { input, result } = s;
  const [runsText, setRunsText] = useState(() => input.runLengthsM.join(', '));
  const runErrors = Object.entries(s.errors).filter(([k]) => k === 'runLengthsM' || k.startsWith('runLengthsM.'));
  return (
    <CalculatorFrame
      title="双绞线用量"
      intro="每根采购长度 = 安装长度 × (1 + 余量) + 端接余量;按首次适应递减法整根装入305m/箱,得出箱数;安装长度超过90m的线路给出提示(按安装长度而非采购长度判断)。"
      carriedFrom={s.carriedFrom}
      carriedCount={s.carriedCount}
      result={result}
      inputs={
        <>
          <div className="calc-field" data-field="mode">
            <label>录入方式</label>
            <Radio.Group
              value={input.mode}
              onChange={(e) => s.set('mode', e.target.value)}
              options={[
                { value: 'list', label: '逐根填写' },
                { value: 'estimate', label: '按最远/最近估算' },
              ]}
            />
          </div>
          {input.mode === 'list' ? (
            <div className={`calc-field calc-runs${runErrors.length ? ' has-error' : ''}`} data-field="runLengthsM">
              <label htmlFor="calc-runs">各根安装长度(m)</label>
              <div className="calc-field-control">
                <Input.TextArea
                  id="calc-runs"
                  rows={4}
                  value={runsText}
                  status={runErrors.length ? 'error' : undefined}
                  placeholder="如:80, 60, 45, 30(逗号、空格或换行分隔)"
                  onChange={(e) => {
                    setRunsText(e.target.value);
                    s.set('runLengthsM', parseRuns(e.target.value));
                  }}
                />
                {runErrors.slice(0, 5).map(([k, m]) => (
                  <div key={k} className="calc-field-error" role="alert">
                    {m}
                  </div>
                ))}
              </div>
            </div>
          ) : (
            <>
              <Num s={s} path="farthestM" label="最远点距离" unit="m" />
              <Num s={s} path="nearestM" label="最近点距离" unit="m" />
              <Num s={s} path="runCount" label="线缆根数" unit="根" />
            </>
          )}
          <Num s={s} path="slackPercent" label="余量比例" unit="%" />
          <Num s={s} path="terminationAllowanceM" label="端接余量" unit="m" hint="两端端接与机柜内预留" />
        </>
      }
      figures={
        result.ok
          ? [
              { label: '需采购', value: String(result.boxCount), unit: '箱' },
              { label: '采购总长度', value: v2(result.totalPurchasedM), unit: 'm' },
              { label: '安装总长度', value: v2(result.totalInstalledM), unit: 'm' },
              { label: '按总长下限', value: String(result.lowerBoundBoxes), unit: '箱' },
              { label: '线缆根数', value: String(result.runs.length), unit: '根' },
              { label: '超90m线路', value: String(result.over90mRunIndexes.length), unit: '根' },
            ]
          : []
      }
      details={
        result.ok ? (
          <Table
            className="calc-table"
            size="small"
            rowKey={(b) => b.runIndexes.join('-')}
            pagination={result.boxes.length > 8 ? { pageSize: 8, size: 'small' } : false}
            dataSource={result.boxes}
            columns={[
              { title: '箱号', key: 'i', render: (_: unknown, __, i) => `第${i + 1}箱` },
              {
                title: '装入线路(采购长度)',
                key: 'runs',
                render: (_: unknown, b) =>
                  b.runIndexes.map((r) => `#${r + 1} ${v2(result.runs[r]?.purchasedM ?? 0)}m`).join('、'),
              },
              { title: '已用(m)', dataIndex: 'usedM', render: v2 },
              { title: '剩余(m)', dataIndex: 'remainingM', render: v2 },
            ]}
          />
        ) : null
      }
    />
  );
}
