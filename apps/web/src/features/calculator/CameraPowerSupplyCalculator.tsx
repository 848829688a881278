import {
  calculateCameraPowerSupply,
  CAMERA_POWER_SUPPLY_DEFAULTS,
  POE_LABELS,
  POE_STANDARDS,
  SUPPLY_FACTOR_LABELS,
} from '@portal/domain';
import { cameraPick, switchPick } from './catalogue.ts';
import { CalculatorFrame, v2 } from './components/CalculatorFrame.tsx';
import { CatalogueButton } from './components/CatalogueDialog.tsx';
import { Choice, filledText, Num } from './components/Num.tsx';
import { useCalculator } from './useCalculator.ts';

const TYPE = 'gCameraPowerSupply';
const yes = (ok: boolean) => (ok ? '满足' : '不满足');

/** g. 摄像机供电: PoE check, DC centralised supply (current, loop resistance, drop, farthest run), supply size. */
export default function CameraPowerSupplyCalculator() {
  const s = useCalculator(TYPE, CAMERA_POWER_SUPPLY_DEFAULTS, calculateCameraPowerSupply);
  const { result } = s;
  return (
    <CalculatorFrame
      title="摄像机供电"
      intro="PoE:按端口标准与交换机PoE预算校核。直流集中供电:I = P ÷ U,回路电阻 R = 2 × ρ × L ÷ S(ρ默认0.0175 Ω·mm²/m),压降 ΔU = I × R,并求允许压降(默认12V的10%)下的最远距离;电源容量 = 总额定功率 × 1.3 × 1.3 × 1.3(三个系数可改)。"
      carriedFrom={s.carriedFrom}
      carriedCount={s.carriedCount}
      actions={
        <CatalogueButton
          kinds={['camera', 'switch']}
          onPick={(kind, row) => {
            if (kind === 'switch') {
              const w = switchPick(row.attrs);
              if (w.poeBudgetW !== undefined) s.set('switchPoeBudgetW', w.poeBudgetW);
              return filledText([['交换机PoE总功率', w.poeBudgetW, 'W']]);
            }
            const c = cameraPick(row.attrs);
            if (c.powerW !== undefined) s.set('cameraPowerW', c.powerW);
            if (c.poeStandard) s.set('portStandard', c.poeStandard);
            return filledText([
              ['功率', c.powerW, 'W'],
              ['PoE标准', c.poeStandard && POE_LABELS[c.poeStandard]],
            ]);
          }}
        />
      }
      result={result}
      inputs={
        <>
          <Num s={s} path="cameraCount" label="摄像机数量" unit="台" />
          <Num s={s} path="cameraPowerW" label="单台额定功率" unit="W" />
          <div className="calc-section-title">PoE供电</div>
          <Choice
            s={s}
            path="portStandard"
            label="PoE标准"
            options={POE_STANDARDS.map((p) => ({ value: p, label: POE_LABELS[p] }))}
          />
          <Num s={s} path="switchPoeBudgetW" label="交换机PoE总功率" unit="W" />
          <div className="calc-section-title">直流集中供电</div>
          <Num s={s} path="supplyVoltageV" label="供电电压" unit="V" />
          <Num s={s} path="cableLengthM" label="最远线缆长度" unit="m" />
          <Num s={s} path="conductorCrossSectionMm2" label="导线截面积" unit="mm²" step={0.25} />
          <Num s={s} path="resistivityOhmMm2PerM" label="电阻率" unit="Ω·mm²/m" step={0.001} hint="铜0.0175" />
          <Num s={s} path="allowedDropPercent" label="允许压降" unit="%" />
          <div className="calc-section-title">电源容量系数</div>
          <Num s={s} path="marginFactor" label={SUPPLY_FACTOR_LABELS.marginFactor} step={0.1} />
          <Num s={s} path="lineLossFactor" label={SUPPLY_FACTOR_LABELS.lineLossFactor} step={0.1} />
          <Num s={s} path="surgeFactor" label="冲击/补光系数" step={0.1} />
        </>
      }
      figures={
        result.ok
          ? [
              { label: 'PoE总功耗', value: v2(result.poe.totalDrawW), unit: 'W' },
              { label: '单路电流', value: v2(result.dc.currentA), unit: 'A' },
              {
                label: '线路压降',
                value: `${v2(result.dc.voltageDropV)}`,
                unit: `V(${v2(result.dc.voltageDropPercent)}%)`,
              },
              { label: '最远供电距离', value: v2(result.dc.maxRunM), unit: 'm' },
              { label: '电源容量', value: v2(result.supply.supplyW), unit: 'W' },
              { label: '电源输出电流', value: v2(result.supply.supplyCurrentA), unit: 'A' },
            ]
          : []
      }
      notes={
        result.ok
          ? [
              `PoE:单台功率${yes(result.poe.withinStandard)}受电端上限${result.poe.deviceLimitW}W;总功耗${v2(result.poe.totalDrawW)}W${yes(result.poe.drawWithinBudget)}交换机预算;按端口预留${v2(result.poe.totalReservationW)}W${yes(result.poe.reservationWithinBudget)}预算。`,
              `直流:摄像机端电压${v2(result.dc.voltageAtCameraV)}V,压降${result.dc.dropWithinLimit ? '在' : '超出'}允许的${v2(result.dc.allowedDropV)}V以内。`,
            ]
          : []
      }
    />
  );
}
