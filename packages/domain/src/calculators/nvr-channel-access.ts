/**
 * b. bNVRChannelAccess NVR通道接入.
 * cameras per NVR = min(channels, ⌊incoming bandwidth ÷ (main + sub stream)⌋); NVRs = ⌈cameras ÷ cameras per NVR⌉.
 * Cameras above the NVR's maximum resolution are refused (a field error on cameraResolutionMP).
 * Optional storage: data disks = ⌈required TB ÷ disk TB⌉, NVRs by bays = ⌈data disks ÷ (bays − parity disks)⌉.
 */
import { messages, refusal } from '../core/index.ts';
import {
  type CalcResult,
  type FieldError,
  type FormulaStep,
  ceilCount,
  fail,
  finalize,
  floorCapacity,
  fmt,
  round2,
  step,
} from './common.ts';
import { fieldErrors, fieldsOf, numberField, refuse, valid, withRules } from './fields.ts';

/** Refusals of the NVR channel-access calculator (besides the shared field checks). */
export const NVR_CHANNEL_ACCESS_MESSAGES = messages('NVR_CHANNEL_ACCESS', {
  resolutionRefused: (cameraMP: string, nvrMP: string) =>
    `摄像机分辨率${cameraMP}MP超过NVR最大接入分辨率${nvrMP}MP,NVR拒绝接入`,
  streamBeyondBandwidth: '单路码流(主码流+子码流)超过NVR接入带宽,无法接入',
  baysTooFew: '盘位数不足以组建所选RAID阵列',
});

export type NvrLimit = 'channels' | 'bandwidth';

export interface NvrStorageInput {
  /** Decimal TB to store (carried from 录像容量 with storageToNvr). */
  requiredStorageTB: number;
  diskSizeTB: number;
  diskBaysPerNvr: number;
  /** Parity disks per NVR array: 0 none, 1 RAID 5, 2 RAID 6. */
  parityDisksPerNvr: number;
}

export interface NvrChannelAccessInput {
  cameraCount: number;
  nvrChannels: number;
  nvrIncomingBandwidthMbps: number;
  mainStreamMbps: number;
  /** Sub stream the NVR also receives; 0 when not pulled. */
  subStreamKbps: number;
  cameraResolutionMP: number;
  nvrMaxResolutionMP: number;
  storage: NvrStorageInput | null;
}

export const NVR_CHANNEL_ACCESS_DEFAULTS: NvrChannelAccessInput = {
  cameraCount: 50,
  nvrChannels: 32,
  nvrIncomingBandwidthMbps: 160,
  mainStreamMbps: 4,
  subStreamKbps: 512,
  cameraResolutionMP: 4,
  nvrMaxResolutionMP: 12,
  storage: null,
};

export interface NvrStorageValues {
  dataDiskCount: number;
  nvrsByStorage: number;
  diskCount: number;
}

export interface NvrChannelAccessValues {
  perCameraMbps: number;
  camerasByChannels: number;
  camerasByBandwidth: number;
  camerasPerNvr: number;
  /** Every limit equal to the minimum (both when they tie). */
  bindingLimits: NvrLimit[];
  bindingExplanation: string;
  nvrsForCameras: number;
  storage: NvrStorageValues | null;
  /** max(NVRs for cameras, NVRs by storage bays). */
  nvrsNeeded: number;
}

export type NvrChannelAccessResult = CalcResult<NvrChannelAccessValues>;

const nvrIncomingField = numberField({ label: 'NVR接入带宽', unit: 'Mbps', gt: 0, max: 100000 });
const mainStreamField = numberField({ label: '主码流', unit: 'Mbps', gt: 0, max: 200 });
const subStreamField = numberField({ label: '子码流', unit: 'kbps', min: 0, max: 100000 });
const cameraResolutionField = numberField({ label: '摄像机分辨率', unit: 'MP', gt: 0, max: 200 });
const nvrResolutionField = numberField({ label: 'NVR最大接入分辨率', unit: 'MP', gt: 0, max: 200 });
const parityDisksField = numberField({ label: '每台校验盘数', integer: true, min: 0, max: 2 });
const diskBaysField = numberField({ label: 'NVR盘位数', integer: true, min: 1, max: 128 });

/** The optional storage part: an array needs more bays than its parity (and a spare when it has parity). */
const nvrStorageSchema = withRules(
  fieldsOf({
    requiredStorageTB: numberField({ label: '所需存储容量', unit: 'TB', gt: 0, max: 100000 }),
    diskSizeTB: numberField({ label: '单盘容量', unit: 'TB', gt: 0, max: 100 }),
    parityDisksPerNvr: parityDisksField,
    diskBaysPerNvr: diskBaysField,
  }),
  (s, ctx) => {
    if (!valid(parityDisksField, s.parityDisksPerNvr) || !valid(diskBaysField, s.diskBaysPerNvr)) return;
    if (s.diskBaysPerNvr <= s.parityDisksPerNvr + (s.parityDisksPerNvr > 0 ? 1 : 0))
      refuse(ctx, ['diskBaysPerNvr'], refusal(NVR_CHANNEL_ACCESS_MESSAGES, 'baysTooFew'));
  },
);

/** The NVR channel access calculator's input contract; every refusal carries its reason (`fieldErrors`). */
export const nvrChannelAccessInputSchema = withRules(
  fieldsOf({
    cameraCount: numberField({ label: '摄像机数量', integer: true, min: 1, max: 10000 }),
    nvrChannels: numberField({ label: 'NVR通道数', integer: true, min: 1, max: 1024 }),
    nvrIncomingBandwidthMbps: nvrIncomingField,
    mainStreamMbps: mainStreamField,
    subStreamKbps: subStreamField,
    cameraResolutionMP: cameraResolutionField,
    nvrMaxResolutionMP: nvrResolutionField,
  }),
  (v, ctx) => {
    const M = NVR_CHANNEL_ACCESS_MESSAGES;
    if (valid(cameraResolutionField, v.cameraResolutionMP) && valid(nvrResolutionField, v.nvrMaxResolutionMP)) {
      if (v.cameraResolutionMP > v.nvrMaxResolutionMP) {
        const words = M.resolutionRefused(fmt(v.cameraResolutionMP), fmt(v.nvrMaxResolutionMP));
        refuse(ctx, ['cameraResolutionMP'], refusal(M, 'resolutionRefused', words));
      }
    }
    const streamsOk = valid(mainStreamField, v.mainStreamMbps) && valid(subStreamField, v.subStreamKbps);
    if (streamsOk && valid(nvrIncomingField, v.nvrIncomingBandwidthMbps)) {
      if (v.mainStreamMbps + v.subStreamKbps / 1000 > v.nvrIncomingBandwidthMbps)
        refuse(ctx, ['mainStreamMbps'], refusal(M, 'streamBeyondBandwidth'));
    }
  },
).and(fieldsOf({ storage: nvrStorageSchema.nullish() }));

export function validateNvrChannelAccess(input: NvrChannelAccessInput): FieldError[] {
  return fieldErrors(nvrChannelAccessInputSchema, input);
}

export function calculateNvrChannelAccess(input: NvrChannelAccessInput): NvrChannelAccessResult {
  const errors = validateNvrChannelAccess(input);
  if (errors.length > 0) return fail(errors);
  const steps: FormulaStep[] = [];
  const warnings: string[] = [];

  const per = input.mainStreamMbps + input.subStreamKbps / 1000;
  steps.push(
    step(
      '单路接入码流',
      '单路 = 主码流(Mbps) + 子码流(kbps) ÷ 1000',
      `${fmt(input.mainStreamMbps)} + ${fmt(input.subStreamKbps)} ÷ 1000`,
      per,
      'Mbps',
    ),
  );
  const byBandwidth = floorCapacity(input.nvrIncomingBandwidthMbps / per);
  steps.push(
    step(
      '带宽可接入路数',
      '路数 = ⌊接入带宽 ÷ 单路码流⌋',
      `⌊${fmt(input.nvrIncomingBandwidthMbps)} ÷ ${fmt(per)}⌋`,
      byBandwidth,
      '路',
    ),
  );
  const byChannels = input.nvrChannels;
  const perNvr = Math.min(byChannels, byBandwidth);
  steps.push(
    step('每台NVR可接入', '每台 = min(通道数, 带宽可接入路数)', `min(${byChannels}, ${byBandwidth})`, perNvr, '路'),
  );

  const bindingLimits: NvrLimit[] = [];
  if (byChannels === perNvr) bindingLimits.push('channels');
  if (byBandwidth === perNvr) bindingLimits.push('bandwidth');
  const bindingExplanation =
    bindingLimits.length === 2
      ? `通道数与接入带宽同时受限(均为${perNvr}路)`
      : bindingLimits[0] === 'channels'
        ? `受通道数限制:${byChannels}路通道已满,带宽还可接${byBandwidth}路`
        : `受接入带宽限制:${fmt(input.nvrIncomingBandwidthMbps)}Mbps只够${byBandwidth}路,少于${byChannels}路通道`;

  const nvrsForCameras = ceilCount(input.cameraCount / perNvr);
  steps.push(
    step(
      '按路数所需NVR',
      'NVR数 = ⌈摄像机数 ÷ 每台可接入⌉',
      `⌈${input.cameraCount} ÷ ${perNvr}⌉`,
      nvrsForCameras,
      '台',
    ),
  );

  let storage: NvrStorageValues | null = null;
  let nvrsNeeded = nvrsForCameras;
  const s = input.storage;
  if (s) {
    const dataDiskCount = ceilCount(s.requiredStorageTB / s.diskSizeTB);
    steps.push(
      step(
        '数据盘数量',
        '数据盘 = ⌈所需TB ÷ 单盘TB⌉',
        `⌈${fmt(s.requiredStorageTB)} ÷ ${fmt(s.diskSizeTB)}⌉`,
        dataDiskCount,
        '块',
      ),
    );
    const dataBays = s.diskBaysPerNvr - s.parityDisksPerNvr;
    const nvrsByStorage = ceilCount(dataDiskCount / dataBays);
    steps.push(
      step(
        '按盘位所需NVR',
        'NVR数 = ⌈数据盘 ÷ (盘位 − 校验盘)⌉',
        `⌈${dataDiskCount} ÷ (${s.diskBaysPerNvr} − ${s.parityDisksPerNvr})⌉`,
        nvrsByStorage,
        '台',
      ),
    );
    nvrsNeeded = Math.max(nvrsForCameras, nvrsByStorage);
    const diskCount = dataDiskCount + s.parityDisksPerNvr * nvrsByStorage;
    storage = { dataDiskCount, nvrsByStorage, diskCount };
    steps.push(
      step('建议NVR数量', 'NVR数 = max(按路数, 按盘位)', `max(${nvrsForCameras}, ${nvrsByStorage})`, nvrsNeeded, '台'),
    );
    if (nvrsByStorage > nvrsForCameras) warnings.push('存储盘位不足:NVR数量由盘位决定,或改用更大容量硬盘');
  }

  return finalize({
    ok: true,
    perCameraMbps: round2(per),
    camerasByChannels: byChannels,
    camerasByBandwidth: byBandwidth,
    camerasPerNvr: perNvr,
    bindingLimits,
    bindingExplanation,
    nvrsForCameras,
    storage,
    nvrsNeeded,
    steps,
    warnings,
  });
}
