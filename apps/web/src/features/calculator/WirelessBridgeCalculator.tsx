import { calculateWirelessBridge, WIRELESS_BRIDGE_DEFAULTS } from '@portal/domain';
import { Switch } from 'antd';
import { bridgePick, cameraPick } from './catalogue.ts';
import { CalculatorFrame, v2 } from './components/CalculatorFrame.tsx';
import { CatalogueButton } from './components/CatalogueDialog.tsx';
import { filledText, Num } from './components/Num.tsx';
import { useCalculator } from './useCalculator.ts';

const TYPE = 'jWirelessIntelligent';

/** j. 无线网桥: free-space loss, link budget and fade margin, Fresnel clearance, earth bulge, cameras per bridge. */
export default function WirelessBridgeCalculator() {
  const s = useCalculator(TYPE, WIRELESS_BRIDGE_DEFAULTS, calculateWirelessBridge);
  const { input, result } = s;
  return (
    <CalculatorFrame
      title="无线网桥"
      intro="自由空间损耗 FSPL = 32.44 + 20lg d(km) + 20lg f(MHz);接收电平 = Pt − 馈线损耗 + Gt − FSPL + Gr − 馈线损耗,与接收灵敏度之差为衰落余量;第一菲涅尔区半径 17.32√(d1·d2 ÷ (f·d)) 需保证60%净空,并计入地球凸起 d² ÷ (8kR)。"
      carriedFrom={s.carriedFrom}
      carriedCount={s.carriedCount}
      actions={
        <CatalogueButton
          kinds={['bridge', 'camera']}
          onPick={(kind, row) => {
            if (kind === 'camera') {
              const c = cameraPick(row.attrs);
              if (c.mainStreamMbps !== undefined) s.set('cameraBitrateMbps', c.mainStreamMbps);
              return filledText([['单路码率', c.mainStreamMbps, 'Mbps']]);
            }
            const b = bridgePick(row.attrs);
            if (b.frequencyMHz !== undefined) s.set('frequencyMHz', b.frequencyMHz);
            if (b.txPowerDbm !== undefined) s.set('txPowerDbm', b.txPowerDbm);
            if (b.antennaGainDbi !== undefined) {
              s.set('txAntennaGainDbi', b.antennaGainDbi);
              s.set('rxAntennaGainDbi', b.antennaGainDbi);
            }
            if (b.sensitivityDbm !== undefined) s.set('rxSensitivityDbm', b.sensitivityDbm);
            if (b.throughputMbps !== undefined) s.set('realThroughputMbps', b.throughputMbps);
            return filledText([
              ['频率', b.frequencyMHz, 'MHz'],
              ['发射功率', b.txPowerDbm, 'dBm'],
              ['天线增益', b.antennaGainDbi, 'dBi'],
              ['灵敏度', b.sensitivityDbm, 'dBm'],
              ['吞吐量', b.throughputMbps, 'Mbps'],
            ]);
          }}
        />
      }
      result={result}
      inputs={
        <>
          <Num s={s} path="distanceKm" label="传输距离" unit="km" step={0.5} />
          <Num s={s} path="frequencyMHz" label="工作频率" unit="MHz" step={100} />
          <div className="calc-section-title">链路预算</div>
          <Num s={s} path="txPowerDbm" label="发射功率" unit="dBm" />
          <Num s={s} path="txCableLossDb" label="发射端馈线损耗" unit="dB" />
          <Num s={s} path="txAntennaGainDbi" label="发射天线增益" unit="dBi" />
          <Num s={s} path="rxAntennaGainDbi" label="接收天线增益" unit="dBi" />
          <Num s={s} path="rxCableLossDb" label="接收端馈线损耗" unit="dB" />
          <Num s={s} path="rxSensitivityDbm" label="接收灵敏度" unit="dBm" />
          <Num s={s} path="requiredFadeMarginDb" label="要求衰落余量" unit="dB" />
          <div className="calc-section-title">
            <Switch
              size="small"
              checked={input.obstacleDistanceKm !== null}
              onChange={(on) =>
                s.set('obstacleDistanceKm', on ? Math.round((input.distanceKm / 3) * 100) / 100 || 0.5 : null)
              }
              aria-label="指定障碍物位置"
            />{' '}
            指定障碍物位置(否则按路径中点)
          </div>
          {input.obstacleDistanceKm !== null ? (
            <Num s={s} path="obstacleDistanceKm" label="障碍物距发射端" unit="km" />
          ) : null}
          <div className="calc-section-title">视频承载</div>
          <Num s={s} path="realThroughputMbps" label="网桥实际吞吐量" unit="Mbps" />
          <Num s={s} path="utilisation" label="利用率" step={0.05} />
          <Num s={s} path="cameraBitrateMbps" label="单路码率" unit="Mbps" step={0.5} />
        </>
      }
      figures={
        result.ok
          ? [
              { label: '自由空间损耗', value: v2(result.fsplDb), unit: 'dB' },
              { label: '接收电平', value: v2(result.receivedPowerDbm), unit: 'dBm' },
              { label: '衰落余量', value: v2(result.fadeMarginDb), unit: 'dB' },
              { label: '60%菲涅尔净空', value: v2(result.fresnelClearance60M), unit: 'm' },
              { label: '中点所需净空高度', value: v2(result.midPathClearanceM), unit: 'm' },
              { label: '单网桥可传', value: String(result.camerasPerBridge), unit: '路' },
            ]
          : []
      }
      notes={
        result.ok
          ? [
              `衰落余量${v2(result.fadeMarginDb)}dB,${result.fadeMarginOk ? '满足' : '低于'}要求的${input.requiredFadeMarginDb}dB;第一菲涅尔区半径${v2(result.fresnelRadiusM)}m,地球凸起${v2(result.earthBulgeM)}m。`,
            ]
          : []
      }
    />
  );
}
