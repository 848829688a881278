/**
 * Intelligent wiring (part 2 §2 /survey/systemBuild): the scene's network devices routed by the domain's planWiring
 * over the saved plan's trunking (the server computes; the browser's figures are never taken). Saving replaces the
 * scene's cable schedule and sets the order's lines derived from the wiring — cable boxes (the twisted-pair
 * calculator's packing over every run of the order), RJ-45 boxes and information modules (the generic-cabling
 * calculator's counts) — at the dealer's prices.
 */
import {
  CABLING_CATEGORIES,
  calculateTwistedPairAmount,
  isNetworkDevice,
  modulesFor,
  pickCablingSkus,
  planWiring,
  refusal,
  rj45For,
  SURVEY_SYSTEM_MESSAGES,
  TWISTED_PAIR_AMOUNT_DEFAULTS,
  type WiringOptions,
  type WiringPlan,
  WIRING_MESSAGES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, ruleRefusal } from '../../http/errors.ts';
import { candidatesInCategories } from '../catalogue/index.ts';
import * as orders from '../design-order/index.ts';
import * as survey from '../survey/index.ts';
import { toRun } from './presenter.ts';
import * as q from './queries.ts';

export async function startWiring(
  db: Kysely<DB>,
  accountId: number,
  sceneId: number,
  options: WiringOptions,
): Promise<WiringPlan> {
  const s = await survey.sceneForSystem(db, accountId, sceneId);
  const devices = s.points
    .filter((p) => isNetworkDevice(p.attrs))
    .map((p) => ({ id: String(p.id), label: p.label || `${p.name}#${p.id}`, at: { x: p.x, y: p.y } as never, mountHeightMm: p.mountHeightMm })); // prettier-ignore
  const r = planWiring(s.plan, devices, options);
  if (!r.ok) throw badRequest(ruleRefusal(r.message, WIRING_MESSAGES));
  return r.wiring;
}

export async function saveWiring(db: Kysely<DB>, accountId: number, sceneId: number, options: WiringOptions) {
  const wiring = await startWiring(db, accountId, sceneId, options);
  const s = await survey.sceneForSystem(db, accountId, sceneId);
  const skus = pickCablingSkus(await candidatesInCategories(db, CABLING_CATEGORIES, accountId));
  if (!skus) throw badRequest(refusal(SURVEY_SYSTEM_MESSAGES, 'noCablingProducts'));
  await q.replaceRuns(db, sceneId, s.orderId, wiring.runs);
  // The order's whole schedule decides its boxes (runs of every scene packed together).
  const all = (await q.runsOfOrder(db, s.orderId)).map(toRun);
  let boxes = 0;
  if (all.length) {
    const calc = calculateTwistedPairAmount({
      ...TWISTED_PAIR_AMOUNT_DEFAULTS,
      mode: 'list',
      runLengthsM: all.map((r) => r.installedM),
      slackPercent: options.slackPercent,
      terminationAllowanceM: options.allowanceM,
    });
    if (calc.ok) boxes = calc.boxCount;
  }
  const { amount } = await orders.setDerivedLines(db, accountId, s.orderId, 'wiring', [
    { skuNo: skus.cable.skuNo, quantity: boxes },
    { skuNo: skus.rj45.skuNo, quantity: Math.ceil(rj45For(all.length) / skus.rj45.perBox) },
    { skuNo: skus.module.skuNo, quantity: modulesFor(all.length) },
  ]);
  return { wiring, amount };
}

export async function cableSchedule(db: Kysely<DB>, accountId: number, orderId: number) {
  const scenes = await survey.scenesForSystem(db, accountId, orderId);
  const names = new Map(scenes.map((s) => [s.sceneId, s.sceneName]));
  return (await q.runsOfOrder(db, orderId)).map((r) => ({
    ...toRun(r),
    sceneId: Number(r.scene_id),
    sceneName: names.get(Number(r.scene_id)) ?? '',
  }));
}
