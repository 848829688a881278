/**
 * Intelligent wiring (part 2 §2 /survey/systemBuild): every device's cable runs along the drawn trunking to the
 * nearest weak-current well — the shortest path over the tray graph (routing.ts: trays, closets and every device's
 * attachment point; Dijkstra from every well at once), then a straight drop from the trunking to the device — with its vertical drops (trunking height to the device's mount
 * height, and down to the cabinet at the well). Purchased length and boxes come from the twisted-pair calculator
 * (slack % and the installer's +6 m termination allowance, first-fit boxes, > 90 m flagged), RJ-45 plugs and
 * information modules from the generic-cabling calculator: one formula, one place.
 */
import { messages, refusal, type Refusal } from '../core/index.ts';
import {
  modulesFor,
  MAX_HORIZONTAL_RUN_M,
  rj45For,
  calculateTwistedPairAmount,
  CABLE_BOX_LENGTH_M,
  packFirstFitDecreasing,
  purchasedLength,
  TWISTED_PAIR_AMOUNT_DEFAULTS,
} from '../calculators/index.ts';
import { mmPerPx } from './calibration.ts';
import type { PlanDocument } from './document.ts';
import { type Route, routeDevices } from './routing.ts';
import type { ImagePoint } from './units.ts';

export const WIRING_MESSAGES = messages('WIRING', {
  noCalibration: '请先标定比例尺，才能计算线缆长度',
  noTrunking: '平面图中没有线槽：请先用“线槽”工具沿走廊或吊顶画出线槽',
  noWell: '平面图中没有弱电井：请先用“弱电井”工具放置交换机所在的弱电井',
  noDevices: '场景中还没有布设设备',
  tooLong: '有线缆加余量后超过一箱305米，无法整根布放，请增设弱电井',
});

export interface WiringDevice {
  id: string;
  label: string;
  at: ImagePoint;
  mountHeightMm: number;
}
export interface WiringOptions {
  slackPercent: number;
  /** The installer's allowance per run (+6 m: termination at both ends and the cabinet). */
  allowanceM: number;
}
export const WIRING_DEFAULTS: WiringOptions = {
  slackPercent: TWISTED_PAIR_AMOUNT_DEFAULTS.slackPercent,
  allowanceM: TWISTED_PAIR_AMOUNT_DEFAULTS.terminationAllowanceM,
};

export interface PlannedRun {
  runId: string;
  deviceId: string;
  from: string;
  wellId: string;
  to: string;
  horizontalM: number;
  verticalM: number;
  installedM: number;
  purchasedM: number;
  over90m: boolean;
  /** Walls its straight drops pass through (a hole each); 0 when every tray it could reach needs none. */
  wallCrossings: number;
  /** Device → trunking → … → well, in image pixels. */
  path: ImagePoint[];
}
export interface WiringPlan {
  runs: PlannedRun[];
  /** Devices no trunking path leads from to a well. */
  unreachable: { deviceId: string; label: string }[];
  boxCount: number;
  totalInstalledM: number;
  totalPurchasedM: number;
  rj45Count: number;
  moduleCount: number;
  /** Wall penetrations over all runs (issue 58 §9). */
  wallCrossings: number;
  warnings: string[];
}
/** Why the wiring cannot be planned (what an entry that plans it lists). */
export type WiringRefusal = Refusal<
  'WIRING.noCalibration' | 'WIRING.noTrunking' | 'WIRING.noWell' | 'WIRING.noDevices' | 'WIRING.tooLong'
>;
export type WiringResult = { ok: true; wiring: WiringPlan } | { ok: false; refusal: WiringRefusal };

const r2 = (x: number) => Math.round(x * 100) / 100;

/** Routes every device to the nearest well along the trunking (image pixels in, metres out). */
export function planWiring(
  plan: PlanDocument,
  devices: readonly WiringDevice[],
  options: WiringOptions = WIRING_DEFAULTS,
): WiringResult {
  if (!plan.calibration) return { ok: false, refusal: refusal(WIRING_MESSAGES, 'noCalibration') };
  if (!plan.trunking.length) return { ok: false, refusal: refusal(WIRING_MESSAGES, 'noTrunking') };
  if (!plan.wells.length) return { ok: false, refusal: refusal(WIRING_MESSAGES, 'noWell') };
  if (!devices.length) return { ok: false, refusal: refusal(WIRING_MESSAGES, 'noDevices') };
  const scale = mmPerPx(plan.calibration) / 1000; // metres per pixel
  const routes = routeDevices(
    plan,
    devices.map((d) => d.at),
    Math.max(2, 100 / (scale * 1000)),
  );
  const runs: PlannedRun[] = [];
  const unreachable: WiringPlan['unreachable'] = [];
  devices.forEach((dev, i) => {
    const route = routes[i];
    if (route) runs.push(toRun(plan, dev, route, scale, options, runs.length + 1));
    else unreachable.push({ deviceId: dev.id, label: dev.label });
  });
  return summarise(runs, unreachable, options);
}

/** One device's run (the `seq`th): horizontal along its route, vertical at both ends. */
function toRun(
  plan: PlanDocument,
  dev: WiringDevice,
  route: Route,
  scale: number,
  options: WiringOptions,
  seq: number,
): PlannedRun {
  const well = plan.wells[route.well]!;
  const horizontalM = route.costPx * scale;
  const verticalM =
    Math.abs(route.attachment.heightMm - dev.mountHeightMm) / 1000 +
    Math.abs(route.wellTrayHeightMm - well.cabinetHeightMm) / 1000;
  const installedM = horizontalM + verticalM;
  return {
    runId: `R${String(seq).padStart(3, '0')}`,
    deviceId: dev.id,
    from: dev.label,
    wellId: well.id,
    to: well.label,
    horizontalM: r2(horizontalM),
    verticalM: r2(verticalM),
    installedM: r2(installedM),
    purchasedM: r2(purchasedLength(installedM, options.slackPercent, options.allowanceM)),
    over90m: installedM > MAX_HORIZONTAL_RUN_M,
    wallCrossings: route.wallCrossings,
    path: route.path,
  };
}

/** The runs' totals: boxes and lengths from the twisted-pair calculator, plugs and modules from generic cabling. */
/**
 * The cable the runs take, packed into boxes: the twisted-pair calculator (list mode) over their installed lengths,
 * with the slack and termination allowance chosen — one call for one scene's wiring and the whole order's bill.
 */
export function cableForRuns(runs: readonly { installedM: number }[], options: WiringOptions) {
  return calculateTwistedPairAmount({
    ...TWISTED_PAIR_AMOUNT_DEFAULTS,
    mode: 'list',
    runLengthsM: runs.map((r) => r.installedM),
    slackPercent: options.slackPercent,
    terminationAllowanceM: options.allowanceM,
  });
}

/**
 * The cable boxes of a whole order: each scene's runs with that scene's own slack and termination allowance (the
 * surveyor saves them per scene), all packed together — the twisted-pair calculator's purchased length and its
 * first-fit decreasing packing. Not ok when a run with its allowance is longer than a box.
 */
export function cableBoxesForScenes(
  scenes: readonly { runs: readonly { installedM: number }[]; options: WiringOptions }[],
): { ok: true; boxCount: number } | { ok: false } {
  const lengths = scenes.flatMap((s) =>
    s.runs.map((r) => purchasedLength(r.installedM, s.options.slackPercent, s.options.allowanceM)),
  );
  if (lengths.some((l) => l > CABLE_BOX_LENGTH_M + 1e-9)) return { ok: false };
  return { ok: true, boxCount: packFirstFitDecreasing(lengths).length };
}

/** A run's wall penetrations in a few words (tags, the schedule's note column): '穿墙2处'. */
export const wallCrossingText = (n: number): string => `穿墙${n}处`;

/** The words of the runs whose drop goes through a wall: no tray on their side of it. */
export function wallWarning(runs: readonly Pick<PlannedRun, 'from' | 'wallCrossings'>[]): string {
  const n = runs.reduce((sum, r) => sum + r.wallCrossings, 0);
  return `${runs.map((r) => r.from).join('、')}所在一侧没有线槽，线缆需${wallCrossingText(n)}（请预留穿墙孔或在该侧增设线槽）`;
}

function summarise(runs: PlannedRun[], unreachable: WiringPlan['unreachable'], options: WiringOptions): WiringResult {
  const warnings: string[] = [];
  if (unreachable.length)
    warnings.push(`${unreachable.map((u) => u.label).join('、')}附近没有连到弱电井的线槽，未能布线`);
  const through = runs.filter((r) => r.wallCrossings > 0);
  const wallCrossings = through.reduce((n, r) => n + r.wallCrossings, 0);
  if (through.length) warnings.push(wallWarning(through));
  if (!runs.length)
    return { ok: true, wiring: { runs, unreachable, boxCount: 0, totalInstalledM: 0, totalPurchasedM: 0, rj45Count: 0, moduleCount: 0, wallCrossings, warnings } }; // prettier-ignore
  const calc = cableForRuns(runs, options);
  if (!calc.ok) return { ok: false, refusal: refusal(WIRING_MESSAGES, 'tooLong') };
  return {
    ok: true,
    wiring: {
      runs,
      unreachable,
      boxCount: calc.boxCount,
      totalInstalledM: calc.totalInstalledM,
      totalPurchasedM: calc.totalPurchasedM,
      rj45Count: rj45For(runs.length),
      moduleCount: modulesFor(runs.length),
      wallCrossings,
      warnings: [...warnings, ...calc.warnings],
    },
  };
}
