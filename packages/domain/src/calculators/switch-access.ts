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
  fail,
  finalize,
  floorCapacity,
  fmt,
  step,
} from './common.ts';
import {
  fieldErrors,
  fieldsOf,
  numberField,
  oneOfField,
  refuse,
  utilisationField,
  valid,
  withRules,
} from './fields.ts';

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

const uplinkField = numberField({ label: '上行带宽', unit: 'Mbps', gt: 0, max: 400000 });
const bitrateField = numberField({ label: '单路码率', unit: 'Mbps', gt: 0, max: 200 });
const poeBudgetField = numberField({ label: 'PoE总功率', unit: 'W', gt: 0, max: 10000 });
const portStandardField = oneOfField(POE_STANDARDS, 'PoE标准');
const powerModeField = oneOfField<PowerMode>(['actual', 'class'], '功率计算方式');
const cameraPowerField = numberField({ label: '摄像机功耗', unit: 'W', gt: 0, max: 100 });

/** The switch access calculator's input contract; every refusal carries its reason (`fieldErrors`). */
export const switchAccessInputSchema = withRules(
  fieldsOf({
    cameraCount: numberField({ label: '摄像机数量', integer: true, min: 1, max: 10000 }),
    poePorts: numberField({ label: 'PoE端口数', integer: true, min: 1, max: 96 }),
    uplinkMbps: uplinkField,
    utilisation: utilisationField,
    cameraBitrateMbps: bitrateField,
    poeBudgetW: poeBudgetField,
    portStandard: portStandardField,
    powerMode: powerModeField,
    cameraPowerW: cameraPowerField,
  }),
  (v, ctx) => {
    const M = SWITCH_ACCESS_MESSAGES;
    const stdOk = valid(portStandardField, v.portStandard);
    const powerOk = valid(cameraPowerField, v.cameraPowerW);
    if (stdOk && powerOk && v.cameraPowerW > POE_DEVICE_LIMIT_W[v.portStandard]) {
      const limitW = POE_DEVICE_LIMIT_W[v.portStandard];
      const words = M.cameraBeyondPoe(fmt(v.cameraPowerW), POE_LABELS[v.portStandard], limitW);
      refuse(ctx, ['cameraPowerW'], refusal(M, 'cameraBeyondPoe', words));
    }
    const linkOk = valid(uplinkField, v.uplinkMbps) && valid(utilisationField, v.utilisation);
    if (linkOk && valid(bitrateField, v.cameraBitrateMbps) && v.uplinkMbps * v.utilisation < v.cameraBitrateMbps)
      refuse(ctx, ['uplinkMbps'], refusal(M, 'uplinkTooSmall'));
    if (valid(poeBudgetField, v.poeBudgetW) && stdOk && valid(powerModeField, v.powerMode) && powerOk) {
      const per = v.powerMode === 'class' ? POE_CLASS_RESERVATION_W[v.portStandard] : v.cameraPowerW;
      if (v.poeBudgetW < per) refuse(ctx, ['poeBudgetW'], refusal(M, 'poeBudgetTooSmall'));
    }
  },
);

export function validateSwitchAccess(input: SwitchAccessInput): FieldError[] {
  return fieldErrors(switchAccessInputSchema, input);
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
