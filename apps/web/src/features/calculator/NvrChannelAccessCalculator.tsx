import {
  calculateNvrChannelAccess,
  NVR_CHANNEL_ACCESS_DEFAULTS,
  recommendDisks,
  recommendNvrs,
  type NvrStorageInput,
} from '@portal/domain';
import { Switch } from 'antd';
import { cameraPick, nvrPick } from './catalogue.ts';
import { CalculatorFrame, v2 } from './components/CalculatorFrame.tsx';
import { CatalogueButton } from './components/CatalogueDialog.tsx';
import { RecommendedProducts, type RecommendSpec } from './components/RecommendedProducts.tsx';
import { filledText, Num } from './components/Num.tsx';
import { useCalculator } from './useCalculator.ts';

const TYPE = 'bNVRChannelAccess';

/** The storage section when the user turns it on (or a carry from 录像容量 fills it). */
export const NVR_STORAGE_TEMPLATE: NvrStorageInput = {
  requiredStorageTB: 20,
  diskSizeTB: 8,
  diskBaysPerNvr: 8,
  parityDisksPerNvr: 0,
};

/** b. NVR通道接入: cameras per NVR = min(channels, ⌊bandwidth ÷ stream⌋), NVRs needed, storage bays. */
export default function NvrChannelAccessCalculator() {
  const s = useCalculator(TYPE, NVR_CHANNEL_ACCESS_DEFAULTS, calculateNvrChannelAccess, {
    storage: NVR_STORAGE_TEMPLATE,
  });
  const { input, result } = s;
  return (
    <CalculatorFrame
      title="NVR通道接入"
      intro="每台NVR可接入路数 = min(通道数, ⌊接入带宽 ÷ (主码流 + 子码流)⌋),并说明受哪项限制;超过NVR最大接入分辨率的摄像机无法接入。可同时按盘位核算存储。"
      carriedFrom={s.carriedFrom}
      carriedCount={s.carriedCount}
      actions={
        <CatalogueButton
          kinds={['nvr', 'camera']}
          onPick={(kind, row) => {
            if (kind === 'camera') {
              const c = cameraPick(row.attrs);
              if (c.mainStreamMbps !== undefined) s.set('mainStreamMbps', c.mainStreamMbps);
              if (c.subStreamKbps !== undefined) s.set('subStreamKbps', c.subStreamKbps);
              if (c.resolutionMP !== undefined) s.set('cameraResolutionMP', c.resolutionMP);
              return filledText([
                ['主码流', c.mainStreamMbps, 'Mbps'],
                ['子码流', c.subStreamKbps, 'kbps'],
                ['分辨率', c.resolutionMP, 'MP'],
              ]);
            }
            const n = nvrPick(row.attrs);
            if (n.channels !== undefined) s.set('nvrChannels', n.channels);
            if (n.incomingBandwidthMbps !== undefined) s.set('nvrIncomingBandwidthMbps', n.incomingBandwidthMbps);
            if (n.maxResolutionMP !== undefined) s.set('nvrMaxResolutionMP', n.maxResolutionMP);
            if (n.hddBays !== undefined && input.storage) s.set('storage.diskBaysPerNvr', n.hddBays);
            return filledText([
              ['通道数', n.channels, '路'],
              ['接入带宽', n.incomingBandwidthMbps, 'Mbps'],
              ['最大接入分辨率', n.maxResolutionMP, 'MP'],
              ['盘位', input.storage ? n.hddBays : undefined, '个'],
            ]);
          }}
        />
      }
      result={result}
      inputs={
        <>
          <Num s={s} path="cameraCount" label="摄像机数量" unit="路" />
          <Num s={s} path="mainStreamMbps" label="主码流" unit="Mbps" step={0.5} />
          <Num s={s} path="subStreamKbps" label="子码流" unit="kbps" hint="NVR不取子码流时填0" />
          <Num s={s} path="cameraResolutionMP" label="摄像机分辨率" unit="MP" />
          <div className="calc-section-title">NVR参数</div>
          <Num s={s} path="nvrChannels" label="NVR通道数" unit="路" />
          <Num s={s} path="nvrIncomingBandwidthMbps" label="NVR接入带宽" unit="Mbps" />
          <Num s={s} path="nvrMaxResolutionMP" label="最大接入分辨率" unit="MP" />
          <div className="calc-section-title">
            <Switch
              size="small"
              checked={input.storage !== null}
              onChange={(on) => s.set('storage', on ? NVR_STORAGE_TEMPLATE : null)}
              aria-label="按盘位核算存储"
            />{' '}
            按盘位核算存储
          </div>
          {input.storage ? (
            <>
              <Num s={s} path="storage.requiredStorageTB" label="所需存储容量" unit="TB" />
              <Num s={s} path="storage.diskSizeTB" label="单盘容量" unit="TB" />
              <Num s={s} path="storage.diskBaysPerNvr" label="NVR盘位数" unit="个" />
              <Num
                s={s}
                path="storage.parityDisksPerNvr"
                label="每台校验盘数"
                unit="块"
                hint="无RAID 0,RAID 5 1,RAID 6 2"
              />
            </>
          ) : null}
        </>
      }
      figures={
        result.ok
          ? [
              { label: '单路接入码流', value: v2(result.perCameraMbps), unit: 'Mbps' },
              { label: '每台NVR可接入', value: String(result.camerasPerNvr), unit: '路' },
              { label: '建议NVR数量', value: String(result.nvrsNeeded), unit: '台' },
              ...(result.storage
                ? [
                    { label: '数据盘数量', value: String(result.storage.dataDiskCount), unit: '块' },
                    { label: '按盘位所需NVR', value: String(result.storage.nvrsByStorage), unit: '台' },
                    { label: '硬盘总数', value: String(result.storage.diskCount), unit: '块' },
                  ]
                : []),
            ]
          : []
      }
      notes={result.ok ? [result.bindingExplanation] : []}
      recommend={
        result.ok ? (
          <RecommendedProducts
            specs={[
              {
                kind: 'nvr',
                pick: (c) =>
                  recommendNvrs(c, {
                    channels: s.input.nvrChannels,
                    incomingBandwidthMbps: s.input.nvrIncomingBandwidthMbps,
                    cameraResolutionMP: s.input.cameraResolutionMP,
                    nvrsNeeded: result.nvrsNeeded,
                  }),
              },
              ...(result.storage && s.input.storage
                ? [
                    {
                      kind: 'disk',
                      pick: (c) =>
                        recommendDisks(c, {
                          diskSizeTB: s.input.storage!.diskSizeTB,
                          diskCount: result.storage!.diskCount,
                        }),
                    } satisfies RecommendSpec,
                  ]
                : []),
            ]}
          />
        ) : null
      }
    />
  );
}
