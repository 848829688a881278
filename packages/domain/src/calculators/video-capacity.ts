/**
 * a. aVideoCapacity 录像容量.
 * Industry figure (what dealers expect): GB = Mbps × 3600 × h × days × cameras × ratio ÷ 8 ÷ 1024, TB = GB ÷ 1024.
 * Exact figure: bytes = Mbps × 10^6 ÷ 8 × 3600 × h × days × cameras × ratio; decimal TB = bytes ÷ 10^12 (how disks
 * are sold); TiB = bytes ÷ 1024^4 (what an NVR displays). Disks are counted against the exact decimal TB.
 */
import {
  type CalcResult,
  type FieldError,
  type FormulaStep,
  ceil2,
  ceilCount,
  fail,
  finalize,
  fmt,
  joinTerms,
  round2,
  step,
} from './common.ts';
import { cameraGroupsField, fieldErrors, fieldsOf, numberField, oneOfField } from './fields.ts';

export type RaidLevel = 'none' | 'raid5' | 'raid6';
export const RAID_LEVELS: readonly RaidLevel[] = ['none', 'raid5', 'raid6'];
export const RAID_LABELS: Record<RaidLevel, string> = { none: '无 / JBOD', raid5: 'RAID 5', raid6: 'RAID 6' };
/** Disks lost to parity per array. */
export const RAID_PARITY_DISKS: Record<RaidLevel, number> = { none: 0, raid5: 1, raid6: 2 };
/** Smallest array an NVR will build. */
export const RAID_MIN_DISKS: Record<RaidLevel, number> = { none: 1, raid5: 3, raid6: 4 };

export interface VideoGroupInput {
  cameraCount: number;
  bitrateMbps: number;
  hoursPerDay: number;
  days: number;
  /** 1 for continuous recording; the event share (0–1) for event recording. */
  recordingRatio: number;
}

export interface VideoCapacityInput {
  groups: VideoGroupInput[];
  diskSizeTB: number;
  /** Extra capacity kept free, in percent of the need (0–100). */
  reservePercent: number;
  raidLevel: RaidLevel;
}

export const VIDEO_CAPACITY_DEFAULTS: VideoCapacityInput = {
  groups: [{ cameraCount: 32, bitrateMbps: 4, hoursPerDay: 24, days: 30, recordingRatio: 1 }],
  diskSizeTB: 8,
  reservePercent: 10,
  raidLevel: 'none',
};

export interface VideoGroupResult {
  industryGB: number;
  industryTB: number;
  bytes: number;
  decimalTB: number;
}

export interface VideoCapacityValues {
  groups: VideoGroupResult[];
  /** Industry figure, labelled as such (行业算法,经销商常用口径). */
  industryGB: number;
  industryTB: number;
  bytes: number;
  /** Exact decimal TB (10^12 bytes), what disks are sold in. */
  decimalTB: number;
  /** TiB (1024^4 bytes), what an NVR displays. */
  tib: number;
  /** decimal TB × (1 + reserve ÷ 100), rounded up to 0.01 TB. */
  requiredStorageTB: number;
  diskSizeTB: number;
  raidLevel: RaidLevel;
  dataDiskCount: number;
  parityDiskCount: number;
  diskCount: number;
  /** Raw capacity of all disks bought, decimal TB. */
  rawCapacityTB: number;
  /** Usable capacity after parity, decimal TB. */
  usableCapacityTB: number;
}

export type VideoCapacityResult = CalcResult<VideoCapacityValues>;

/** One camera group's contract. */
const videoGroupSchema = fieldsOf({
  cameraCount: numberField({ label: '摄像机数量', integer: true, min: 1, max: 10000 }),
  bitrateMbps: numberField({ label: '码率', unit: 'Mbps', gt: 0, max: 200 }),
  hoursPerDay: numberField({ label: '每天录像时长', unit: '小时', gt: 0, max: 24 }),
  days: numberField({ label: '保存天数', integer: true, min: 1, max: 3650 }),
  recordingRatio: numberField({ label: '录像比例', gt: 0, max: 1 }),
});

/** The video capacity calculator's input contract; every refusal carries its reason (`fieldErrors`). */
export const videoCapacityInputSchema = fieldsOf({
  groups: cameraGroupsField(videoGroupSchema),
  diskSizeTB: numberField({ label: '单盘容量', unit: 'TB', gt: 0, max: 100 }),
  reservePercent: numberField({ label: '预留比例', unit: '%', min: 0, max: 100 }),
  raidLevel: oneOfField(RAID_LEVELS, 'RAID级别'),
});

export function validateVideoCapacity(input: VideoCapacityInput): FieldError[] {
  return fieldErrors(videoCapacityInputSchema, input);
}

export function calculateVideoCapacity(input: VideoCapacityInput): VideoCapacityResult {
  const errors = validateVideoCapacity(input);
  if (errors.length > 0) return fail(errors);
  const steps: FormulaStep[] = [];
  const warnings: string[] = [];

  let gbSum = 0;
  let bytesSum = 0;
  const byteTerms: string[] = [];
  const groups = input.groups.map((g, i): VideoGroupResult => {
    const gb = (g.bitrateMbps * 3600 * g.hoursPerDay * g.days * g.cameraCount * g.recordingRatio) / 8 / 1024;
    const bytes = ((g.bitrateMbps * 1e6) / 8) * 3600 * g.hoursPerDay * g.days * g.cameraCount * g.recordingRatio;
    gbSum += gb;
    bytesSum += bytes;
    const nums = `${fmt(g.bitrateMbps)} × 3600 × ${fmt(g.hoursPerDay)} × ${fmt(g.days)} × ${fmt(g.cameraCount)} × ${fmt(g.recordingRatio)}`;
    byteTerms.push(
      `${fmt(g.bitrateMbps)} × 10^6 ÷ 8 × 3600 × ${fmt(g.hoursPerDay)} × ${fmt(g.days)} × ${fmt(g.cameraCount)} × ${fmt(g.recordingRatio)}`,
    );
    steps.push(
      step(
        `第${i + 1}组容量(行业算法)`,
        'GB = 码率(Mbps) × 3600 × 每天小时 × 天数 × 路数 × 录像比例 ÷ 8 ÷ 1024',
        `${nums} ÷ 8 ÷ 1024`,
        gb,
        'GB',
      ),
    );
    return {
      industryGB: round2(gb),
      industryTB: round2(gb / 1024),
      bytes: Math.round(bytes),
      decimalTB: round2(bytes / 1e12),
    };
  });

  const industryTB = gbSum / 1024;
  steps.push(
    step('总容量(行业算法,经销商常用口径)', 'TB = Σ GB ÷ 1024', `${fmt(round2(gbSum))} ÷ 1024`, industryTB, 'TB'),
  );
  steps.push(
    step(
      '精确字节数',
      'B = Σ 码率 × 10^6 ÷ 8 × 3600 × 每天小时 × 天数 × 路数 × 录像比例',
      joinTerms(byteTerms),
      bytesSum,
      'B',
    ),
  );
  const decimalTB = bytesSum / 1e12;
  steps.push(step('十进制TB(硬盘标称口径)', 'TB = B ÷ 10^12', `${fmt(Math.round(bytesSum))} ÷ 10^12`, decimalTB, 'TB'));
  const tib = bytesSum / 1024 ** 4;
  steps.push(step('TiB(NVR显示口径)', 'TiB = B ÷ 1024^4', `${fmt(Math.round(bytesSum))} ÷ 1024^4`, tib, 'TiB'));

  const needed = decimalTB * (1 + input.reservePercent / 100);
  steps.push(
    step(
      '含预留的所需容量',
      '所需TB = 十进制TB × (1 + 预留% ÷ 100)',
      `${fmt(round2(decimalTB))} × (1 + ${fmt(input.reservePercent)} ÷ 100)`,
      needed,
      'TB',
    ),
  );
  const dataDiskCount = ceilCount(needed / input.diskSizeTB);
  steps.push(
    step(
      '数据盘数量',
      '数据盘 = ⌈所需TB ÷ 单盘TB⌉',
      `⌈${fmt(needed)} ÷ ${fmt(input.diskSizeTB)}⌉`,
      dataDiskCount,
      '块',
    ),
  );
  const parityDiskCount = RAID_PARITY_DISKS[input.raidLevel];
  let diskCount = dataDiskCount + parityDiskCount;
  steps.push(
    step(
      `硬盘总数(${RAID_LABELS[input.raidLevel]})`,
      '硬盘数 = 数据盘 + 校验盘',
      `${dataDiskCount} + ${parityDiskCount}`,
      diskCount,
      '块',
    ),
  );
  const minDisks = RAID_MIN_DISKS[input.raidLevel];
  if (diskCount < minDisks) {
    warnings.push(`${RAID_LABELS[input.raidLevel]}至少需要${minDisks}块硬盘,已按${minDisks}块计`);
    diskCount = minDisks;
  }
  const usableDisks = diskCount - parityDiskCount;
  if (input.raidLevel !== 'none' && diskCount > 16) {
    warnings.push(`硬盘数${diskCount}块超过常见NVR单阵列盘位,请分多台NVR或多个阵列(每个阵列各需校验盘)`);
  }

  return finalize({
    ok: true,
    groups,
    industryGB: round2(gbSum),
    industryTB: round2(industryTB),
    bytes: Math.round(bytesSum),
    decimalTB: round2(decimalTB),
    tib: round2(tib),
    requiredStorageTB: ceil2(needed),
    diskSizeTB: input.diskSizeTB,
    raidLevel: input.raidLevel,
    dataDiskCount,
    parityDiskCount,
    diskCount,
    rawCapacityTB: round2(diskCount * input.diskSizeTB),
    usableCapacityTB: round2(usableDisks * input.diskSizeTB),
    steps,
    warnings,
  });
}
