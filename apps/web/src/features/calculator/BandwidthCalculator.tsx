import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { bandwidthToSwitch, BANDWIDTH_DEFAULTS, calculateBandwidth, channelsToNvr } from '@portal/domain';
import { Button, Checkbox } from 'antd';
import { cameraPick } from './catalogue.ts';
import { CalculatorFrame, v2 } from './components/CalculatorFrame.tsx';
import { CarryButton } from './components/CarryButton.tsx';
import { CatalogueButton } from './components/CatalogueDialog.tsx';
import { filledText, Num } from './components/Num.tsx';
import { useCalculator } from './useCalculator.ts';

const TYPE = 'dBandWidth';

/** d. 带宽: total traffic of camera groups and remote clients, link needed at a utilisation, uplink to buy. */
export default function BandwidthCalculator() {
  const s = useCalculator(TYPE, BANDWIDTH_DEFAULTS, calculateBandwidth);
  const { input, result } = s;
  const groups = input.groups;
  const addGroup = () =>
    s.update((i) => ({ ...i, groups: [...i.groups, { ...(i.groups.at(-1) ?? BANDWIDTH_DEFAULTS.groups[0]!) }] }));
  const removeGroup = (idx: number) => s.update((i) => ({ ...i, groups: i.groups.filter((_, k) => k !== idx) }));
  return (
    <CalculatorFrame
      title="带宽"
      intro="总带宽 = Σ 路数 × (主码流 + 调取的子码流) + 远程客户端数 × 预览码流;所需链路 = 总带宽 ÷ 利用率(默认0.7),据此推荐百兆/千兆/万兆上行。"
      carriedFrom={s.carriedFrom}
      carriedCount={s.carriedCount}
      result={result}
      inputs={
        <>
          {groups.map((g, i) => (
            <div className="calc-group" key={i}>
              <div className="calc-group-head">
                <span>第{i + 1}组摄像机</span>
                <span>
                  <CatalogueButton
                    kinds={['camera']}
                    size="small"
                    label="选摄像机"
                    onPick={(_, row) => {
                      const c = cameraPick(row.attrs);
                      if (c.mainStreamMbps !== undefined) s.set(`groups.${i}.mainStreamMbps`, c.mainStreamMbps);
                      if (c.subStreamKbps !== undefined) s.set(`groups.${i}.subStreamKbps`, c.subStreamKbps);
                      return filledText([
                        ['主码流', c.mainStreamMbps, 'Mbps'],
                        ['子码流', c.subStreamKbps, 'kbps'],
                      ]);
                    }}
                  />
                  {groups.length > 1 ? (
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`删除第${i + 1}组`}
                      onClick={() => removeGroup(i)}
                    />
                  ) : null}
                </span>
              </div>
              <Num s={s} path={`groups.${i}.cameraCount`} label="摄像机数量" unit="路" />
              <Num s={s} path={`groups.${i}.mainStreamMbps`} label="主码流" unit="Mbps" step={0.5} />
              <Num s={s} path={`groups.${i}.subStreamKbps`} label="子码流" unit="kbps" />
              <div className="calc-field">
                <span />
                <Checkbox
                  checked={g.subStreamPulled}
                  onChange={(e) => s.set(`groups.${i}.subStreamPulled`, e.target.checked)}
                >
                  同时调取子码流
                </Checkbox>
              </div>
            </div>
          ))}
          <Button block type="dashed" icon={<PlusOutlined />} onClick={addGroup} style={{ marginBottom: 16 }}>
            添加一组摄像机
          </Button>
          <Num s={s} path="remoteClientCount" label="远程客户端数量" unit="个" />
          <Num s={s} path="remoteStreamMbps" label="远程预览码流" unit="Mbps" />
          <Num s={s} path="utilisation" label="链路利用率" step={0.05} hint="0-1,建议不超过0.7" />
        </>
      }
      figures={
        result.ok
          ? [
              { label: '摄像机总码流', value: v2(result.cameraTrafficMbps), unit: 'Mbps' },
              { label: '总带宽', value: v2(result.totalMbps), unit: 'Mbps' },
              { label: '所需链路带宽', value: v2(result.linkNeededMbps), unit: 'Mbps' },
              {
                label: '推荐上行',
                value: `${result.uplink.linkCount > 1 ? `${result.uplink.linkCount}×` : ''}${result.uplink.label}`,
              },
              { label: '摄像机路数', value: String(result.cameraCount), unit: '路' },
              { label: '单路平均码流', value: v2(result.perCameraMbps), unit: 'Mbps' },
            ]
          : []
      }
      notes={
        result.ok
          ? [
              `所需链路${v2(result.linkNeededMbps)}Mbps,建议采用${result.uplink.label}(${result.uplink.capacityMbps}Mbps)上行链路。`,
            ]
          : []
      }
      carry={
        <>
          <CarryButton from={TYPE} to="eSwitchAccess" label="带入交换机接入计算" values={bandwidthToSwitch(result)} />
          <CarryButton from={TYPE} to="bNVRChannelAccess" label="带入NVR通道接入计算" values={channelsToNvr(result)} />
        </>
      }
    />
  );
}
