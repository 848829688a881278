import { calculateGenericCabling, GENERIC_CABLING_DEFAULTS } from '@portal/domain';
import { CalculatorFrame, v2 } from './components/CalculatorFrame.tsx';
import { Num } from './components/Num.tsx';
import { useCalculator } from './useCalculator.ts';

const TYPE = 'fGenericCabling';

/** f. 综合布线 (GB 50311): average run, cable, boxes by length and by whole runs, RJ-45 and modules. */
export default function GenericCablingCalculator() {
  const s = useCalculator(TYPE, GENERIC_CABLING_DEFAULTS, calculateGenericCabling);
  const { result } = s;
  return (
    <CalculatorFrame
      title="综合布线"
      intro="按GB 50311做法:平均线长 = (最远 + 最近) ÷ 2 × 1.1 + 6m;箱数取 ⌈总长 ÷ 305⌉ 与 ⌈信息点 ÷ ⌊305 ÷ 平均线长⌋⌉ 的较大值(一根线不能跨箱);水晶头 = 4n × 1.15,模块 = n × 1.03;水平布线超过90m给出提示。"
      carriedFrom={s.carriedFrom}
      carriedCount={s.carriedCount}
      result={result}
      inputs={
        <>
          <Num s={s} path="farthestM" label="最远点距离" unit="m" />
          <Num s={s} path="nearestM" label="最近点距离" unit="m" />
          <Num s={s} path="outletsPerFloor" label="每层信息点数" unit="个" />
          <Num s={s} path="floorCount" label="楼层数" unit="层" />
        </>
      }
      figures={
        result.ok
          ? [
              { label: '平均线长', value: v2(result.averageRunM), unit: 'm' },
              { label: '总用线量', value: v2(result.totalCableM), unit: 'm' },
              { label: '采购箱数(305m/箱)', value: String(result.boxesToBuy), unit: '箱' },
              { label: '每箱可布', value: String(result.runsPerBox), unit: '根' },
              { label: 'RJ-45水晶头', value: String(result.rj45Count), unit: '个' },
              { label: '信息模块', value: String(result.moduleCount), unit: '个' },
            ]
          : []
      }
      notes={
        result.ok
          ? [
              `按总长需${result.boxesByLength}箱,按整根布放需${result.boxesByRuns}箱,取较大值${result.boxesToBuy}箱(共${result.outletCount}个信息点)。`,
            ]
          : []
      }
    />
  );
}
