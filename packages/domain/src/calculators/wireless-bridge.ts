/**
 * j. jWirelessIntelligent 无线网桥 (wireless bridge link). lg = log10.
 * FSPL(dB) = 32.44 + 20 lg d(km) + 20 lg f(MHz);
 * received(dBm) = Pt − cable loss + Gt − FSPL + Gr − cable loss; fade margin(dB) = received − sensitivity;
 * first Fresnel radius(m) = 17.32 √(d1(km) · d2(km) ÷ (f(GHz) · d(km))), clearance = 60 % of it;
 * earth bulge at mid-path(m) = d(km)² ÷ (8 · k · R(km)) × 1000, k = 4/3, R = 6378 km;
 * cameras per bridge = ⌊real throughput(Mbps) × utilisation ÷ bitrate(Mbps)⌋.
 */
import { messages, refusal } from '../core/index.ts';
import {
  type CalcResult,
  type FieldError,
  type FormulaStep,
  fail,
  finalize,
  floorCapacity,
  fmt,
  round2,
  step,
} from './common.ts';
import { fieldErrors, fieldsOf, numberField, refuse, utilisationField, valid, withRules } from './fields.ts';

/** Refusals of the wireless bridge calculator (besides the shared field checks). */
export const WIRELESS_BRIDGE_MESSAGES = messages('WIRELESS_BRIDGE', {
  obstacleBeyondDistance: '障碍物距离须小于传输距离',
});

export const EARTH_RADIUS_KM = 6378;
export const EARTH_K_FACTOR = 4 / 3;

export interface WirelessBridgeInput {
  distanceKm: number;
  frequencyMHz: number;
  txPowerDbm: number;
  txCableLossDb: number;
  txAntennaGainDbi: number;
  rxAntennaGainDbi: number;
  rxCableLossDb: number;
  rxSensitivityDbm: number;
  /** Fade margin the link should keep; below it a warning is given. */
  requiredFadeMarginDb: number;
  /** Distance from the transmitter to the point checked for Fresnel clearance; null = mid-path. */
  obstacleDistanceKm: number | null;
  realThroughputMbps: number;
  utilisation: number;
  cameraBitrateMbps: number;
}

export const WIRELESS_BRIDGE_DEFAULTS: WirelessBridgeInput = {
  distanceKm: 2,
  frequencyMHz: 5800,
  txPowerDbm: 27,
  txCableLossDb: 1,
  txAntennaGainDbi: 23,
  rxAntennaGainDbi: 23,
  rxCableLossDb: 1,
  rxSensitivityDbm: -80,
  requiredFadeMarginDb: 10,
  obstacleDistanceKm: null,
  realThroughputMbps: 100,
  utilisation: 0.7,
  cameraBitrateMbps: 4,
};

export interface WirelessBridgeValues {
  fsplDb: number;
  receivedPowerDbm: number;
  fadeMarginDb: number;
  fadeMarginOk: boolean;
  /** At obstacleDistanceKm (mid-path when null). */
  fresnelRadiusM: number;
  fresnelClearance60M: number;
  /** First Fresnel radius at mid-path (its largest value). */
  midFresnelRadiusM: number;
  earthBulgeM: number;
  /** Earth bulge + 60 % of the mid-path Fresnel radius: how far the line of sight must clear mid-path obstacles. */
  midPathClearanceM: number;
  camerasPerBridge: number;
}

export type WirelessBridgeResult = CalcResult<WirelessBridgeValues>;

export const freeSpacePathLossDb = (distanceKm: number, frequencyMHz: number): number =>
  32.44 + 20 * Math.log10(distanceKm) + 20 * Math.log10(frequencyMHz);

export const fresnelRadiusM = (d1Km: number, d2Km: number, frequencyGHz: number): number =>
  17.32 * Math.sqrt((d1Km * d2Km) / (frequencyGHz * (d1Km + d2Km)));

export const earthBulgeM = (distanceKm: number): number =>
  ((distanceKm * distanceKm) / (8 * EARTH_K_FACTOR * EARTH_RADIUS_KM)) * 1000;

const distanceField = numberField({ label: '传输距离', unit: 'km', gt: 0, max: 200 });
const obstacleField = numberField({ label: '障碍物距离', unit: 'km', gt: 0, max: 200 });

/** The link budget's figures; an obstacle, when given, lies within the link. */
const linkSchema = withRules(
  fieldsOf({
    distanceKm: distanceField,
    frequencyMHz: numberField({ label: '频率', unit: 'MHz', min: 100, max: 100000 }),
    txPowerDbm: numberField({ label: '发射功率', unit: 'dBm', min: -30, max: 60 }),
    txCableLossDb: numberField({ label: '发射端馈线损耗', unit: 'dB', min: 0, max: 30 }),
    txAntennaGainDbi: numberField({ label: '发射天线增益', unit: 'dBi', min: 0, max: 60 }),
    rxAntennaGainDbi: numberField({ label: '接收天线增益', unit: 'dBi', min: 0, max: 60 }),
    rxCableLossDb: numberField({ label: '接收端馈线损耗', unit: 'dB', min: 0, max: 30 }),
    rxSensitivityDbm: numberField({ label: '接收灵敏度', unit: 'dBm', min: -130, max: 0 }),
    requiredFadeMarginDb: numberField({ label: '要求衰落余量', unit: 'dB', min: 0, max: 60 }),
    obstacleDistanceKm: obstacleField.nullish(),
  }),
  (v, ctx) => {
    const o = v.obstacleDistanceKm;
    if (o !== null && o !== undefined && valid(obstacleField, o) && valid(distanceField, v.distanceKm))
      if (o >= v.distanceKm)
        refuse(ctx, ['obstacleDistanceKm'], refusal(WIRELESS_BRIDGE_MESSAGES, 'obstacleBeyondDistance'));
  },
);

/** The wireless bridge calculator's input contract (the link, then what it carries): refusals carry their reasons. */
export const wirelessBridgeInputSchema = linkSchema.and(
  fieldsOf({
    realThroughputMbps: numberField({ label: '实际吞吐量', unit: 'Mbps', gt: 0, max: 100000 }),
    utilisation: utilisationField,
    cameraBitrateMbps: numberField({ label: '单路码率', unit: 'Mbps', gt: 0, max: 200 }),
  }),
);

export function validateWirelessBridge(input: WirelessBridgeInput): FieldError[] {
  return fieldErrors(wirelessBridgeInputSchema, input);
}

export function calculateWirelessBridge(input: WirelessBridgeInput): WirelessBridgeResult {
  const errors = validateWirelessBridge(input);
  if (errors.length > 0) return fail(errors);
  const steps: FormulaStep[] = [];
  const warnings: string[] = [];
  const d = input.distanceKm;
  const fMHz = input.frequencyMHz;
  const fGHz = fMHz / 1000;

  const fspl = freeSpacePathLossDb(d, fMHz);
  steps.push(
    step(
      '自由空间损耗',
      'FSPL = 32.44 + 20 lg d(km) + 20 lg f(MHz)',
      `32.44 + 20 lg ${fmt(d)} + 20 lg ${fmt(fMHz)}`,
      fspl,
      'dB',
    ),
  );
  const rx =
    input.txPowerDbm -
    input.txCableLossDb +
    input.txAntennaGainDbi -
    fspl +
    input.rxAntennaGainDbi -
    input.rxCableLossDb;
  steps.push(
    step(
      '接收电平',
      'Pr = Pt − 馈线损耗 + Gt − FSPL + Gr − 馈线损耗',
      `${fmt(input.txPowerDbm)} − ${fmt(input.txCableLossDb)} + ${fmt(input.txAntennaGainDbi)} − ${fmt(round2(fspl))} + ${fmt(input.rxAntennaGainDbi)} − ${fmt(input.rxCableLossDb)}`,
      rx,
      'dBm',
    ),
  );
  const margin = rx - input.rxSensitivityDbm;
  steps.push(
    step('衰落余量', '余量 = Pr − 接收灵敏度', `${fmt(round2(rx))} − (${fmt(input.rxSensitivityDbm)})`, margin, 'dB'),
  );
  const fadeMarginOk = margin >= input.requiredFadeMarginDb;
  if (!fadeMarginOk)
    warnings.push(`衰落余量${fmt(round2(margin))}dB低于要求的${fmt(input.requiredFadeMarginDb)}dB,链路可能不稳定`);

  const d1 = input.obstacleDistanceKm ?? d / 2;
  const d2 = d - d1;
  const r = fresnelRadiusM(d1, d2, fGHz);
  steps.push(
    step(
      '第一菲涅尔区半径',
      'r = 17.32 √(d1·d2 ÷ (f(GHz) · d))',
      `17.32 √(${fmt(d1)} × ${fmt(d2)} ÷ (${fmt(fGHz)} × ${fmt(d)}))`,
      r,
      'm',
    ),
  );
  steps.push(step('60%净空', '净空 = 0.6 × r', `0.6 × ${fmt(round2(r))}`, 0.6 * r, 'm'));
  const midR = fresnelRadiusM(d / 2, d / 2, fGHz);
  const bulge = earthBulgeM(d);
  steps.push(
    step(
      '地球凸起(路径中点)',
      'h = d² ÷ (8 · k · R) × 1000,k = 4/3,R = 6378 km',
      `${fmt(d)}² ÷ (8 × 4/3 × 6378) × 1000`,
      bulge,
      'm',
    ),
  );
  const midClear = bulge + 0.6 * midR;
  steps.push(
    step(
      '中点所需净空高度',
      'H = 地球凸起 + 0.6 × 中点菲涅尔半径',
      `${fmt(round2(bulge))} + 0.6 × ${fmt(round2(midR))}`,
      midClear,
      'm',
    ),
  );

  const cams = floorCapacity((input.realThroughputMbps * input.utilisation) / input.cameraBitrateMbps);
  steps.push(
    step(
      '单网桥可传路数',
      'N = ⌊实际吞吐量 × 利用率 ÷ 单路码率⌋',
      `⌊${fmt(input.realThroughputMbps)} × ${fmt(input.utilisation)} ÷ ${fmt(input.cameraBitrateMbps)}⌋`,
      cams,
      '路',
    ),
  );
  if (cams === 0) warnings.push('单路码率超过网桥可用吞吐量,无法传输一路视频');

  return finalize({
    ok: true,
    fsplDb: round2(fspl),
    receivedPowerDbm: round2(rx),
    fadeMarginDb: round2(margin),
    fadeMarginOk,
    fresnelRadiusM: round2(r),
    fresnelClearance60M: round2(0.6 * r),
    midFresnelRadiusM: round2(midR),
    earthBulgeM: round2(bulge),
    midPathClearanceM: round2(midClear),
    camerasPerBridge: cams,
    steps,
    warnings,
  });
}
