import {
  calculateSwitchAccess,
  POE_CLASS_RESERVATION_W,
  POE_DEVICE_LIMIT_W,
  POE_LABELS,
  POE_STANDARDS,
  recommendSwitches,
  SWITCH_ACCESS_DEFAULTS,
} from '@portal/domain';
import { cameraPick, switchPick } from './catalogue.ts';
import { CalculatorFrame } from './components/CalculatorFrame.tsx';
import { CatalogueButton } from './components/CatalogueDialog.tsx';
import { RecommendedProducts } from './components/RecommendedProducts.tsx';
import { Choice, filledText, Num } from './components/Num.tsx';
import { useCalculator } from './useCalculator.ts';

const TYPE = 'eSwitchAccess';

/** e. 交换机接入: cameras per switch by PoE ports, uplink bandwidth and PoE budget; switches needed. */
export default function SwitchAccessCalculator() {
  const s = useCalculator(TYPE, SWITCH_ACCESS_DEFAULTS, calculateSwitchAccess);
  const { result } = s;
  return (
    <CalculatorFrame
      title="交换机接入"
      intro="每台可接入 = min(PoE端口数, ⌊上行带宽 × 利用率 ÷ 单路码率⌋, ⌊PoE总功率 ÷ 每端口功率⌋);每端口功率取摄像机实际功耗或端口等级预留(af 15.4W、at 30W、bt 60/90W)。"
      carriedFrom={s.carriedFrom}
      carriedCount={s.carriedCount}
      actions={
        <CatalogueButton
          kinds={['switch', 'camera']}
          onPick={(kind, row) => {
            if (kind === 'camera') {
              const c = cameraPick(row.attrs);
              const bitrate =
                c.mainStreamMbps === undefined ? undefined : c.mainStreamMbps + (c.subStreamKbps ?? 0) / 1000;
              if (bitrate !== undefined) s.set('cameraBitrateMbps', bitrate);
              if (c.powerW !== undefined) s.set('cameraPowerW', c.powerW);
              return filledText([
                ['单路码率', bitrate, 'Mbps'],
                ['功耗', c.powerW, 'W'],
              ]);
            }
            const w = switchPick(row.attrs);
            if (w.poePorts !== undefined) s.set('poePorts', w.poePorts);
            if (w.poeBudgetW !== undefined) s.set('poeBudgetW', w.poeBudgetW);
            if (w.uplinkMbps !== undefined) s.set('uplinkMbps', w.uplinkMbps);
            if (w.poeStandard) s.set('portStandard', w.poeStandard);
            return filledText([
              ['PoE口', w.poePorts, '个'],
              ['PoE总功率', w.poeBudgetW, 'W'],
              ['上行', w.uplinkMbps, 'Mbps'],
              ['标准', w.poeStandard && POE_LABELS[w.poeStandard]],
            ]);
          }}
        />
      }
      result={result}
      inputs={
        <>
          <Num s={s} path="cameraCount" label="摄像机数量" unit="路" />
          <Num s={s} path="cameraBitrateMbps" label="单路码率" unit="Mbps" step={0.5} />
          <Num s={s} path="cameraPowerW" label="摄像机功耗" unit="W" />
          <div className="calc-section-title">交换机参数</div>
          <Num s={s} path="poePorts" label="PoE端口数" unit="个" />
          <Num s={s} path="uplinkMbps" label="上行带宽" unit="Mbps" />
          <Num s={s} path="utilisation" label="上行利用率" step={0.05} />
          <Num s={s} path="poeBudgetW" label="PoE总功率" unit="W" />
          <Choice
            s={s}
            path="portStandard"
            label="PoE标准"
            options={POE_STANDARDS.map((p) => ({
              value: p,
              label: `${POE_LABELS[p]} ${POE_CLASS_RESERVATION_W[p]}W/受电${POE_DEVICE_LIMIT_W[p]}W`,
            }))}
          />
          <Choice
            s={s}
            path="powerMode"
            label="每端口功率"
            options={[
              { value: 'actual', label: '按摄像机实际功耗' },
              { value: 'class', label: '按端口等级预留' },
            ]}
          />
        </>
      }
      figures={
        result.ok
          ? [
              { label: '每台可接入', value: String(result.camerasPerSwitch), unit: '路' },
              { label: '所需交换机', value: String(result.switchesNeeded), unit: '台' },
              { label: '每端口功率', value: String(result.powerPerPortW), unit: 'W' },
              { label: '端口可接入', value: String(result.camerasByPorts), unit: '路' },
              { label: '带宽可接入', value: String(result.camerasByBandwidth), unit: '路' },
              { label: '功率可接入', value: String(result.camerasByPower), unit: '路' },
            ]
          : []
      }
      notes={result.ok ? [result.bindingExplanation] : []}
      recommend={
        result.ok ? (
          <RecommendedProducts
            specs={[
              {
                kind: 'switch',
                pick: (c) =>
                  recommendSwitches(c, {
                    poePorts: s.input.poePorts,
                    poeBudgetW: s.input.poeBudgetW,
                    uplinkMbps: s.input.uplinkMbps,
                    switchesNeeded: result.switchesNeeded,
                  }),
              },
            ]}
          />
        ) : null
      }
    />
  );
}
