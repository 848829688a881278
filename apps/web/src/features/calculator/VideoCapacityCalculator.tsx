import {
  calculateVideoCapacity,
  RAID_LABELS,
  recommendDisks,
  RAID_LEVELS,
  storageToNvr,
  VIDEO_CAPACITY_DEFAULTS,
  videoCamerasToNvr,
  type VideoGroupInput,
} from '@portal/domain';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { cameraPick, diskPick } from './catalogue.ts';
import { CalculatorFrame, v2 } from './components/CalculatorFrame.tsx';
import { CarryButton } from './components/CarryButton.tsx';
import { CatalogueButton } from './components/CatalogueDialog.tsx';
import { RecommendedProducts } from './components/RecommendedProducts.tsx';
import { Choice, filledText, Num } from './components/Num.tsx';
import { useCalculator } from './useCalculator.ts';

const TYPE = 'aVideoCapacity';

/** a. 录像容量: groups of cameras → storage (industry figure, decimal TB, TiB) and the disks to buy. */
export default function VideoCapacityCalculator() {
  const s = useCalculator(TYPE, VIDEO_CAPACITY_DEFAULTS, calculateVideoCapacity);
  const { input, result } = s;
  const groups = input.groups;
  const nvrCarry = (() => {
    const storage = storageToNvr(result);
    const cams = videoCamerasToNvr(input, result);
    return storage && cams ? { ...cams, storage } : null;
  })();
  const addGroup = () =>
    s.update((i) => ({ ...i, groups: [...i.groups, { ...(i.groups.at(-1) ?? VIDEO_CAPACITY_DEFAULTS.groups[0]!) }] }));
  const removeGroup = (idx: number) => s.update((i) => ({ ...i, groups: i.groups.filter((_, k) => k !== idx) }));
  const pickCamera = (idx: number) => (_: unknown, row: { attrs: Record<string, number | string> }) => {
    const c = cameraPick(row.attrs);
    if (c.mainStreamMbps !== undefined) s.set(`groups.${idx}.bitrateMbps`, c.mainStreamMbps);
    return filledText([['码率', c.mainStreamMbps, 'Mbps']]);
  };

  return (
    <CalculatorFrame
      title="录像容量"
      intro="按摄像机路数、码率、每天录像时长和保存天数计算所需存储空间与硬盘数量。行业算法为经销商常用口径(GB=码率×3600×小时×天数×路数÷8÷1024);硬盘按十进制TB标称,NVR按TiB显示。"
      carriedFrom={s.carriedFrom}
      carriedCount={s.carriedCount}
      actions={
        <CatalogueButton
          kinds={['disk']}
          label="从产品库选择硬盘"
          onPick={(_, row) => {
            const d = diskPick(row.attrs);
            if (d.capacityTB !== undefined) s.set('diskSizeTB', d.capacityTB);
            return filledText([['单盘容量', d.capacityTB, 'TB']]);
          }}
        />
      }
      result={result}
      inputs={
        <>
          {groups.map((_g: VideoGroupInput, i) => (
            <div className="calc-group" key={i}>
              <div className="calc-group-head">
                <span>第{i + 1}组摄像机</span>
                <span>
                  <CatalogueButton kinds={['camera']} size="small" label="选摄像机" onPick={pickCamera(i)} />
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
              <Num s={s} path={`groups.${i}.bitrateMbps`} label="码率" unit="Mbps" step={0.5} />
              <Num s={s} path={`groups.${i}.hoursPerDay`} label="每天录像时长" unit="小时" />
              <Num s={s} path={`groups.${i}.days`} label="保存天数" unit="天" />
              <Num
                s={s}
                path={`groups.${i}.recordingRatio`}
                label="录像比例"
                step={0.1}
                hint="连续录像填1;事件录像填事件占比(0-1)"
              />
            </div>
          ))}
          {groups.length < 100 ? (
            <Button block type="dashed" icon={<PlusOutlined />} onClick={addGroup} style={{ marginBottom: 16 }}>
              添加一组摄像机
            </Button>
          ) : null}
          <Num s={s} path="diskSizeTB" label="单盘容量" unit="TB" />
          <Num s={s} path="reservePercent" label="预留比例" unit="%" />
          <Choice
            s={s}
            path="raidLevel"
            label="RAID级别"
            options={RAID_LEVELS.map((r) => ({ value: r, label: RAID_LABELS[r] }))}
          />
        </>
      }
      figures={
        result.ok
          ? [
              { label: '所需容量(行业算法)', value: v2(result.industryTB), unit: 'TB' },
              { label: '精确容量(硬盘标称)', value: v2(result.decimalTB), unit: 'TB' },
              { label: 'NVR显示容量', value: v2(result.tib), unit: 'TiB' },
              { label: '含预留所需容量', value: v2(result.requiredStorageTB), unit: 'TB' },
              { label: `硬盘数量(${result.diskSizeTB}TB)`, value: String(result.diskCount), unit: '块' },
              { label: '可用容量', value: v2(result.usableCapacityTB), unit: 'TB' },
            ]
          : []
      }
      notes={
        result.ok
          ? [
              `行业算法合计${v2(result.industryGB)}GB;精确字节数${result.bytes.toLocaleString('zh-CN')}B。`,
              `建议采购${result.diskSizeTB}TB硬盘${result.diskCount}块(数据盘${result.dataDiskCount}块${result.parityDiskCount > 0 ? `,校验盘${result.parityDiskCount}块` : ''}),裸容量${v2(result.rawCapacityTB)}TB。`,
            ]
          : []
      }
      carry={<CarryButton from={TYPE} to="bNVRChannelAccess" label="带入NVR盘位计算" values={nvrCarry} />}
      recommend={
        result.ok ? (
          <RecommendedProducts
            specs={[
              {
                kind: 'disk',
                pick: (c) => recommendDisks(c, { diskSizeTB: result.diskSizeTB, diskCount: result.diskCount }),
              },
            ]}
          />
        ) : null
      }
    />
  );
}
