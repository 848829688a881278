/**
 * e. eSwitchAccess 交换机接入.
 * cameras per switch = min(PoE ports, ⌊uplink × utilisation ÷ bitrate⌋, ⌊PoE budget ÷ power per port⌋);
 * power per port = the camera's draw ('actual') or the port class reservation ('class');
 * switches = ⌈cameras ÷ cameras per switch⌉.
 */
import { messages, refusal } from '../core/index.ts';
import {
  type CalcResult,
  type FieldError,
  type FormulaStep,
  ceilCount,
  checkNumber,
  checkOneOf,
  checkUtilisation,
  fail,
  finalize,
  floorCapacity,
  fmt,
  step,
} from './common.ts';

/** Refusals of the switch-access calculator (besides the shared field checks). */
export const SWITCH_ACCESS_MESSAGES = messages('SWITCH_ACCESS', {
  cameraBeyondPoe: (powerW: string, standard: string, limitW: number) =>
    `摄像机功耗${powerW}W超过${standard}受电端上限${limitW}W,请选用更高PoE标准`,
  uplinkTooSmall: '上行可用带宽不足以接入一路摄像机',
  poeBudgetTooSmall: 'PoE总功率不足以为一台摄像机供电',
});

export type PoeStandard = 'af' | 'at' | 'bt3' | 'bt4';
export const POE_STANDARDS: readonly PoeStandard[] = ['af', 'at', 'bt3', 'bt4'];
export const POE_LABELS: Record<PoeStandard, string> = {
  af: '802.3af (PoE)',
  at: '802.3at (PoE+)',
  bt3: '802.3bt Type 3',
  bt4: '802.3bt Type 4',
};
/** Power a switch port reserves (PSE side), W. */
export const POE_CLASS_RESERVATION_W: Record<PoeStandard, number> = { af: 15.4, at: 30, bt3: 60, bt4: 90 };
/** Power a device may draw at its end of the cable (PD side), W. */
export const POE_DEVICE_LIMIT_W: Record<PoeStandard, number> = { af: 12.95, at: 25.5, bt3: 51, bt4: 71.3 };

export type PowerMode = 'actual' | 'class';
export type SwitchLimit = 'ports' | 'bandwidth' | 'poeBudget';
export const SWITCH_LIMIT_LABELS: Record<SwitchLimit, string> = {
  ports: 'PoE端口数',
  bandwidth: '上行带宽',
  poeBudget: 'PoE总功率',
};

export interface SwitchAccessInput {
  cameraCount: number;
  poePorts: number;
  uplinkMbps: number;
  utilisation: number;
  cameraBitrateMbps: number;
  poeBudgetW: number;
  portStandard: PoeStandard;
  powerMode: PowerMode;
  cameraPowerW: number;
}

export const SWITCH_ACCESS_DEFAULTS: SwitchAccessInput = {
  cameraCount: 40,
  poePorts: 16,
  uplinkMbps: 1000,
  utilisation: 0.7,
  cameraBitrateMbps: 4,
  poeBudgetW: 230,
  portStandard: 'at',
  powerMode: 'actual',
  cameraPowerW: 12,
};

export interface SwitchAccessValues {
  powerPerPortW: number;
  camerasByPorts: number;
  camerasByBandwidth: number;
  camerasByPower: number;
  camerasPerSwitch: number;
  bindingLimits: SwitchLimit[];
  bindingExplanation: string;
  switchesNeeded: number;
}

export type SwitchAccessResult = CalcResult<SwitchAccessValues>;

export function validateSwitchAccess(input: SwitchAccessInput): FieldError[] {
  const errors: FieldError[] = [];
  checkNumber(errors, 'cameraCount', input?.cameraCount, { label: '摄像机数量', integer: true, min: 1, max: 10000 });
  checkNumber(errors, 'poePorts', input?.poePorts, { label: 'PoE端口数', integer: true, min: 1, max: 96 });
  const upOk = checkNumber(errors, 'uplinkMbps', input?.uplinkMbps, {
    label: '上行带宽',
    unit: 'Mbps',
    gt: 0,
    max: 400000,
  });
  const utOk = checkUtilisation(errors, 'utilisation', input?.utilisation);
  const brOk = checkNumber(errors, 'cameraBitrateMbps', input?.cameraBitrateMbps, {
    label: '单路码率',
    unit: 'Mbps',
    gt: 0,
    max: 200,
  });
  const budOk = checkNumber(errors, 'poeBudgetW', input?.poeBudgetW, {
    label: 'PoE总功率',
    unit: 'W',
    gt: 0,
    max: 10000,
  });
  const stdOk = checkOneOf(errors, 'portStandard', input?.portStandard, POE_STANDARDS, 'PoE标准');
  const modeOk = checkOneOf(errors, 'powerMode', input?.powerMode, ['actual', 'class'] as const, '功率计算方式');
  const pwOk = checkNumber(errors, 'cameraPowerW', input?.cameraPowerW, {
    label: '摄像机功耗',
    unit: 'W',
    gt: 0,
    max: 100,
  });
  if (stdOk && pwOk && input.cameraPowerW > POE_DEVICE_LIMIT_W[input.portStandard]) {
    const words = SWITCH_ACCESS_MESSAGES.cameraBeyondPoe(
      fmt(input.cameraPowerW),
      POE_LABELS[input.portStandard],
      POE_DEVICE_LIMIT_W[input.portStandard],
    );
    errors.push({ field: 'cameraPowerW', refusal: refusal(SWITCH_ACCESS_MESSAGES, 'cameraBeyondPoe', words) });
  }
  if (upOk && utOk && brOk && input.uplinkMbps * input.utilisation < input.cameraBitrateMbps) {
    errors.push({ field: 'uplinkMbps', refusal: refusal(SWITCH_ACCESS_MESSAGES, 'uplinkTooSmall') });
  }
  if (budOk && stdOk && modeOk && pwOk) {
    const per = input.powerMode === 'class' ? POE_CLASS_RESERVATION_W[input.portStandard] : input.cameraPowerW;
    if (input.poeBudgetW < per)
      errors.push({ field: 'poeBudgetW', refusal: refusal(SWITCH_ACCESS_MESSAGES, 'poeBudgetTooSmall') });
  }
  return errors;
}

export function calculateSwitchAccess(input: SwitchAccessInput): SwitchAccessResult {
  const errors = validateSwitchAccess(input);
  if (errors.length > 0) return fail(errors);
  const steps: FormulaStep[] = [];
  const warnings: string[] = [];

  const perPort = input.powerMode === 'class' ? POE_CLASS_RESERVATION_W[input.portStandard] : input.cameraPowerW;
  steps.push(
    step(
      '每端口功率',
      input.powerMode === 'class'
        ? `每端口 = ${POE_LABELS[input.portStandard]} 端口预留功率`
        : '每端口 = 摄像机实际功耗',
      fmt(perPort),
      perPort,
      'W',
    ),
  );
  const byPorts = input.poePorts;
  const byBandwidth = floorCapacity((input.uplinkMbps * input.utilisation) / input.cameraBitrateMbps);
  steps.push(
    step(
      '带宽可接入',
      '路数 = ⌊上行带宽 × 利用率 ÷ 单路码率⌋',
      `⌊${fmt(input.uplinkMbps)} × ${fmt(input.utilisation)} ÷ ${fmt(input.cameraBitrateMbps)}⌋`,
      byBandwidth,
      '路',
    ),
  );
  const byPower = floorCapacity(input.poeBudgetW / perPort);
  steps.push(
    step(
      '功率可接入',
      '路数 = ⌊PoE总功率 ÷ 每端口功率⌋',
      `⌊${fmt(input.poeBudgetW)} ÷ ${fmt(perPort)}⌋`,
      byPower,
      '路',
    ),
  );
  const perSwitch = Math.min(byPorts, byBandwidth, byPower);
  steps.push(
    step(
      '每台交换机可接入',
      '每台 = min(PoE端口, 带宽可接入, 功率可接入)',
      `min(${byPorts}, ${byBandwidth}, ${byPower})`,
      perSwitch,
      '路',
    ),
  );

  const counts: Record<SwitchLimit, number> = { ports: byPorts, bandwidth: byBandwidth, poeBudget: byPower };
  const bindingLimits = (Object.keys(counts) as SwitchLimit[]).filter((k) => counts[k] === perSwitch);
  const others = (Object.keys(counts) as SwitchLimit[])
    .filter((k) => counts[k] !== perSwitch)
    .map((k) => `${SWITCH_LIMIT_LABELS[k]}可接${counts[k]}路`);
  const bindingExplanation = `受${bindingLimits.map((k) => SWITCH_LIMIT_LABELS[k]).join('、')}限制,每台最多接${perSwitch}路${others.length > 0 ? `(${others.join(',')})` : ''}`;

  const switchesNeeded = ceilCount(input.cameraCount / perSwitch);
  steps.push(
    step('所需交换机', '台数 = ⌈摄像机数 ÷ 每台可接入⌉', `⌈${input.cameraCount} ÷ ${perSwitch}⌉`, switchesNeeded, '台'),
  );
  const byClass = floorCapacity(input.poeBudgetW / POE_CLASS_RESERVATION_W[input.portStandard]);
  if (input.powerMode === 'actual' && byClass < perSwitch) {
    warnings.push(
      `若交换机按端口等级预留功率(${POE_CLASS_RESERVATION_W[input.portStandard]}W/口),只能接入${byClass}路`,
    );
  }

  return finalize({
    ok: true,
    powerPerPortW: perPort,
    camerasByPorts: byPorts,
    camerasByBandwidth: byBandwidth,
    camerasByPower: byPower,
    camerasPerSwitch: perSwitch,
    bindingLimits,
    bindingExplanation,
    switchesNeeded,
    steps,
    warnings,
  });
}
