/**
 * g. gCameraPowerSupply 摄像机供电.
 * PoE: camera draw vs the port standard's device-side limit, total vs the switch budget.
 * DC centralised supply, per camera run: I = P ÷ U; loop R = 2 × ρ × L ÷ S (ρ default 0.0175 Ω·mm²/m);
 * drop = I × R; farthest run for an allowed drop ΔU (default 10% of 12 V) L = ΔU × S ÷ (2 × ρ × I).
 * Supply size = total rated power × k1 × k2 × k3 (each 1.3 by default, editable).
 */
import { type CalcResult, type FieldError, type FormulaStep, fail, finalize, fmt, round2, step } from './common.ts';
import { fieldErrors, fieldsOf, numberField, oneOfField } from './fields.ts';
import {
  POE_CLASS_RESERVATION_W,
  POE_DEVICE_LIMIT_W,
  POE_LABELS,
  POE_STANDARDS,
  type PoeStandard,
} from './switch-access.ts';

export const COPPER_RESISTIVITY_OHM_MM2_PER_M = 0.0175;

/** The three supply factors, in order, with their Chinese names. */
export const SUPPLY_FACTOR_LABELS = {
  marginFactor: '功率余量系数',
  lineLossFactor: '线路损耗系数',
  surgeFactor: '启动冲击/红外补光系数',
} as const;

export interface CameraPowerSupplyInput {
  cameraCount: number;
  /** Rated power of one camera. */
  cameraPowerW: number;
  portStandard: PoeStandard;
  switchPoeBudgetW: number;
  supplyVoltageV: number;
  /** Length of the longest run from the central supply to a camera (one way). */
  cableLengthM: number;
  conductorCrossSectionMm2: number;
  resistivityOhmMm2PerM: number;
  /** Allowed drop, percent of the supply voltage. */
  allowedDropPercent: number;
  marginFactor: number;
  lineLossFactor: number;
  surgeFactor: number;
}

export const CAMERA_POWER_SUPPLY_DEFAULTS: CameraPowerSupplyInput = {
  cameraCount: 16,
  cameraPowerW: 6,
  portStandard: 'af',
  switchPoeBudgetW: 120,
  supplyVoltageV: 12,
  cableLengthM: 50,
  conductorCrossSectionMm2: 1,
  resistivityOhmMm2PerM: COPPER_RESISTIVITY_OHM_MM2_PER_M,
  allowedDropPercent: 10,
  marginFactor: 1.3,
  lineLossFactor: 1.3,
  surgeFactor: 1.3,
};

export interface CameraPowerSupplyValues {
  poe: {
    deviceLimitW: number;
    withinStandard: boolean;
    totalDrawW: number;
    drawWithinBudget: boolean;
    classReservationW: number;
    totalReservationW: number;
    reservationWithinBudget: boolean;
  };
  dc: {
    currentA: number;
    loopResistanceOhm: number;
    voltageDropV: number;
    voltageDropPercent: number;
    voltageAtCameraV: number;
    allowedDropV: number;
    maxRunM: number;
    dropWithinLimit: boolean;
  };
  supply: {
    totalRatedW: number;
    supplyW: number;
    supplyCurrentA: number;
  };
}

export type CameraPowerSupplyResult = CalcResult<CameraPowerSupplyValues>;

const supplyFactorRule = (label: string) => numberField({ label, min: 1, max: 3 });

/** The camera power supply calculator's input contract; every refusal carries its reason (`fieldErrors`). */
export const cameraPowerSupplyInputSchema = fieldsOf({
  cameraCount: numberField({ label: '摄像机数量', integer: true, min: 1, max: 10000 }),
  cameraPowerW: numberField({ label: '摄像机功率', unit: 'W', gt: 0, max: 500 }),
  portStandard: oneOfField(POE_STANDARDS, 'PoE标准'),
  switchPoeBudgetW: numberField({ label: '交换机PoE总功率', unit: 'W', gt: 0, max: 10000 }),
  supplyVoltageV: numberField({ label: '供电电压', unit: 'V', gt: 0, max: 400 }),
  cableLengthM: numberField({ label: '线缆长度', unit: 'm', gt: 0, max: 5000 }),
  conductorCrossSectionMm2: numberField({ label: '导线截面积', unit: 'mm²', gt: 0, max: 500 }),
  resistivityOhmMm2PerM: numberField({ label: '电阻率', unit: 'Ω·mm²/m', gt: 0, max: 1 }),
  allowedDropPercent: numberField({ label: '允许压降', unit: '%', gt: 0, max: 50 }),
  marginFactor: supplyFactorRule(SUPPLY_FACTOR_LABELS.marginFactor),
  lineLossFactor: supplyFactorRule(SUPPLY_FACTOR_LABELS.lineLossFactor),
  surgeFactor: supplyFactorRule(SUPPLY_FACTOR_LABELS.surgeFactor),
});

export function validateCameraPowerSupply(input: CameraPowerSupplyInput): FieldError[] {
  return fieldErrors(cameraPowerSupplyInputSchema, input);
}

export function calculateCameraPowerSupply(input: CameraPowerSupplyInput): CameraPowerSupplyResult {
  const errors = validateCameraPowerSupply(input);
  if (errors.length > 0) return fail(errors);
  const steps: FormulaStep[] = [];
  const warnings: string[] = [];
  const { cameraCount: n, cameraPowerW: P, supplyVoltageV: U } = input;

  // PoE
  const deviceLimitW = POE_DEVICE_LIMIT_W[input.portStandard];
  const withinStandard = P <= deviceLimitW;
  if (!withinStandard)
    warnings.push(`摄像机功率${fmt(P)}W超过${POE_LABELS[input.portStandard]}受电端上限${deviceLimitW}W`);
  const totalDrawW = n * P;
  steps.push(step('PoE总功耗', '总功耗 = 摄像机数 × 单台功率', `${n} × ${fmt(P)}`, totalDrawW, 'W'));
  const drawWithinBudget = totalDrawW <= input.switchPoeBudgetW;
  if (!drawWithinBudget)
    warnings.push(`PoE总功耗${fmt(round2(totalDrawW))}W超过交换机PoE预算${fmt(input.switchPoeBudgetW)}W`);
  const classReservationW = POE_CLASS_RESERVATION_W[input.portStandard];
  const totalReservationW = n * classReservationW;
  const reservationWithinBudget = totalReservationW <= input.switchPoeBudgetW;

  // DC centralised supply
  const I = P / U;
  steps.push(step('单路电流', 'I = P ÷ U', `${fmt(P)} ÷ ${fmt(U)}`, I, 'A'));
  const rho = input.resistivityOhmMm2PerM;
  const S = input.conductorCrossSectionMm2;
  const L = input.cableLengthM;
  const R = (2 * rho * L) / S;
  steps.push(step('回路电阻', 'R = 2 × ρ × L ÷ S', `2 × ${fmt(rho)} × ${fmt(L)} ÷ ${fmt(S)}`, R, 'Ω'));
  const drop = I * R;
  steps.push(step('线路压降', 'ΔU = I × R', `${fmt(round2(I))} × ${fmt(round2(R))}`, drop, 'V'));
  const dropPercent = (drop / U) * 100;
  const allowedDropV = (U * input.allowedDropPercent) / 100;
  steps.push(
    step(
      '允许压降',
      'ΔU允许 = U × 允许% ÷ 100',
      `${fmt(U)} × ${fmt(input.allowedDropPercent)} ÷ 100`,
      allowedDropV,
      'V',
    ),
  );
  const maxRunM = (allowedDropV * S) / (2 * rho * I);
  steps.push(
    step(
      '最远供电距离',
      'L = ΔU允许 × S ÷ (2 × ρ × I)',
      `${fmt(round2(allowedDropV))} × ${fmt(S)} ÷ (2 × ${fmt(rho)} × ${fmt(round2(I))})`,
      maxRunM,
      'm',
    ),
  );
  const dropWithinLimit = drop <= allowedDropV * (1 + 1e-12);
  if (!dropWithinLimit)
    warnings.push(`压降${fmt(round2(drop))}V(${fmt(round2(dropPercent))}%)超过允许值,请加大线径、缩短距离或就近供电`);

  // Supply size
  const totalRatedW = n * P;
  const supplyW = totalRatedW * input.marginFactor * input.lineLossFactor * input.surgeFactor;
  steps.push(
    step(
      '电源容量',
      `W = 总额定功率 × ${SUPPLY_FACTOR_LABELS.marginFactor} × ${SUPPLY_FACTOR_LABELS.lineLossFactor} × ${SUPPLY_FACTOR_LABELS.surgeFactor}`,
      `${fmt(totalRatedW)} × ${fmt(input.marginFactor)} × ${fmt(input.lineLossFactor)} × ${fmt(input.surgeFactor)}`,
      supplyW,
      'W',
    ),
  );
  const supplyCurrentA = supplyW / U;
  steps.push(step('电源输出电流', 'I = W ÷ U', `${fmt(round2(supplyW))} ÷ ${fmt(U)}`, supplyCurrentA, 'A'));

  return finalize({
    ok: true,
    poe: {
      deviceLimitW,
      withinStandard,
      totalDrawW: round2(totalDrawW),
      drawWithinBudget,
      classReservationW,
      totalReservationW: round2(totalReservationW),
      reservationWithinBudget,
    },
    dc: {
      currentA: round2(I),
      loopResistanceOhm: round2(R),
      voltageDropV: round2(drop),
      voltageDropPercent: round2(dropPercent),
      voltageAtCameraV: round2(U - drop),
      allowedDropV: round2(allowedDropV),
      maxRunM: round2(maxRunM),
      dropWithinLimit,
    },
    supply: { totalRatedW: round2(totalRatedW), supplyW: round2(supplyW), supplyCurrentA: round2(supplyCurrentA) },
    steps,
    warnings,
  });
}
