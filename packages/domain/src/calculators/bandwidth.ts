/**
 * d. dBandWidth 带宽.
 * total(Mbps) = Σ cameras × (main Mbps + sub kbps ÷ 1000 when pulled) + remote clients × stream Mbps;
 * link needed = total ÷ utilisation (default 0.7); uplink = the smallest of 100M / 1G / 10G that carries it.
 */
import { z } from 'zod';
import { messages, refusal } from '../core/index.ts';
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
import { cameraGroupsField, fieldErrors, fieldsOf, numberField, refusing, utilisationField } from './fields.ts';

/** Refusals of the bandwidth calculator (besides the shared field checks). */
export const BANDWIDTH_MESSAGES = messages('BANDWIDTH', {
  subStreamRequired: '请选择是否调取子码流',
});

export interface BandwidthGroupInput {
  cameraCount: number;
  mainStreamMbps: number;
  subStreamKbps: number;
  /** Whether the sub stream is pulled over the same link. */
  subStreamPulled: boolean;
}

export interface BandwidthInput {
  groups: BandwidthGroupInput[];
  remoteClientCount: number;
  remoteStreamMbps: number;
  utilisation: number;
}

export const BANDWIDTH_DEFAULTS: BandwidthInput = {
  groups: [{ cameraCount: 32, mainStreamMbps: 4, subStreamKbps: 512, subStreamPulled: true }],
  remoteClientCount: 2,
  remoteStreamMbps: 2,
  utilisation: 0.7,
};

export type UplinkKey = '100M' | '1G' | '10G';
export const UPLINKS: readonly { key: UplinkKey; label: string; capacityMbps: number }[] = [
  { key: '100M', label: '百兆', capacityMbps: 100 },
  { key: '1G', label: '千兆', capacityMbps: 1000 },
  { key: '10G', label: '万兆', capacityMbps: 10000 },
];

export interface UplinkRecommendation {
  key: UplinkKey;
  label: string;
  capacityMbps: number;
  /** 1, or several aggregated 10G links when one is not enough. */
  linkCount: number;
}

export interface BandwidthValues {
  cameraCount: number;
  /** Traffic from the cameras only (what a switch's camera ports carry). */
  cameraTrafficMbps: number;
  /** Average camera traffic per camera, rounded up to 0.01 so a carried value never under-sizes (for the switch calculator). */
  perCameraMbps: number;
  remoteTrafficMbps: number;
  totalMbps: number;
  linkNeededMbps: number;
  uplink: UplinkRecommendation;
  /** Camera-weighted average streams, rounded up to 0.01 (for the NVR calculator). */
  averageMainStreamMbps: number;
  averagePulledSubStreamKbps: number;
}

export type BandwidthResult = CalcResult<BandwidthValues>;

export function recommendUplink(linkNeededMbps: number): UplinkRecommendation {
  for (const u of UPLINKS) if (linkNeededMbps <= u.capacityMbps) return { ...u, linkCount: 1 };
  const top = UPLINKS[UPLINKS.length - 1] ?? { key: '10G' as const, label: '万兆', capacityMbps: 10000 };
  return { ...top, linkCount: ceilCount(linkNeededMbps / top.capacityMbps) };
}

/** One camera group's contract. */
const bandwidthGroupSchema = fieldsOf({
  cameraCount: numberField({ label: '摄像机数量', integer: true, min: 1, max: 10000 }),
  mainStreamMbps: numberField({ label: '主码流', unit: 'Mbps', gt: 0, max: 200 }),
  subStreamKbps: numberField({ label: '子码流', unit: 'kbps', min: 0, max: 100000 }),
  subStreamPulled: refusing(z.boolean(), refusal(BANDWIDTH_MESSAGES, 'subStreamRequired')),
});

/** The bandwidth calculator's input contract; every refusal carries its reason (`fieldErrors`). */
export const bandwidthInputSchema = fieldsOf({
  groups: cameraGroupsField(bandwidthGroupSchema),
  remoteClientCount: numberField({ label: '远程客户端数量', integer: true, min: 0, max: 10000 }),
  remoteStreamMbps: numberField({ label: '远程预览码流', unit: 'Mbps', min: 0, max: 1000 }),
  utilisation: utilisationField,
});

export function validateBandwidth(input: BandwidthInput): FieldError[] {
  return fieldErrors(bandwidthInputSchema, input);
}

export function calculateBandwidth(input: BandwidthInput): BandwidthResult {
  const errors = validateBandwidth(input);
  if (errors.length > 0) return fail(errors);
  const steps: FormulaStep[] = [];
  const warnings: string[] = [];

  let cameraTraffic = 0;
  let cameraCount = 0;
  let mainSum = 0;
  let subSum = 0;
  const terms: string[] = [];
  for (const g of input.groups) {
    const sub = g.subStreamPulled ? g.subStreamKbps / 1000 : 0;
    cameraTraffic += g.cameraCount * (g.mainStreamMbps + sub);
    cameraCount += g.cameraCount;
    mainSum += g.cameraCount * g.mainStreamMbps;
    subSum += g.cameraCount * (g.subStreamPulled ? g.subStreamKbps : 0);
    terms.push(
      `${g.cameraCount} × (${fmt(g.mainStreamMbps)} + ${g.subStreamPulled ? `${fmt(g.subStreamKbps)} ÷ 1000` : '0'})`,
    );
  }
  steps.push(
    step('摄像机总码流', 'Σ 路数 × (主码流Mbps + 子码流kbps ÷ 1000)', joinTerms(terms), cameraTraffic, 'Mbps'),
  );
  const remote = input.remoteClientCount * input.remoteStreamMbps;
  const total = cameraTraffic + remote;
  steps.push(
    step(
      '总带宽',
      '总带宽 = 摄像机总码流 + 远程客户端数 × 预览码流',
      `${fmt(round2(cameraTraffic))} + ${input.remoteClientCount} × ${fmt(input.remoteStreamMbps)}`,
      total,
      'Mbps',
    ),
  );
  const link = total / input.utilisation;
  steps.push(
    step('所需链路带宽', '链路 = 总带宽 ÷ 利用率', `${fmt(round2(total))} ÷ ${fmt(input.utilisation)}`, link, 'Mbps'),
  );
  const uplink = recommendUplink(link);
  if (uplink.linkCount > 1)
    warnings.push(`所需带宽超过单条万兆,建议${uplink.linkCount}条万兆链路聚合或采用更高速率上行`);
  if (input.utilisation > 0.8) warnings.push('利用率高于0.8,链路余量偏小');

  return finalize({
    ok: true,
    cameraCount,
    cameraTrafficMbps: round2(cameraTraffic),
    perCameraMbps: ceil2(cameraTraffic / cameraCount),
    remoteTrafficMbps: round2(remote),
    totalMbps: round2(total),
    linkNeededMbps: round2(link),
    uplink,
    averageMainStreamMbps: ceil2(mainSum / cameraCount),
    averagePulledSubStreamKbps: ceil2(subSum / cameraCount),
    steps,
    warnings,
  });
}
