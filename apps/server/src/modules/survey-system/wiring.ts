/**
 * Intelligent wiring (part 2 §2 /survey/systemBuild): the scene's network devices routed by the domain's planWiring
 * over the saved plan's trunking (the server computes; the browser's figures are never taken). Saving keeps the
 * surveyor's choices (slack, allowance) and derives the bill (pipeline.ts): the scene's cable schedule and the order's
 * lines from the wiring — cable boxes, RJ-45 boxes and information modules — at the dealer's prices; from then on
 * every change of the scene's plan or points derives them again.
 */
import {
  CABLING_CATEGORIES,
  pickCablingSkus,
  planWiring,
  refusal,
  SURVEY_SYSTEM_MESSAGES,
  SURVEY_SYSTEM_ROUTES as E,
  listedBy,
  type WiringOptions,
  type WiringPlan,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { candidatesInCategories } from '../catalogue/index.ts';
import * as survey from '../survey/index.ts';
import { devicesOf, rederive } from './pipeline.ts';
import { toRun } from './presenter.ts';
import * as q from './queries.ts';

/** What planning and saving the wiring may refuse: only what their entries list (the compiler checks). */
const wiringNo = listedBy(E.wiringStart, E.wiringSave);
const saveNo = listedBy(E.wiringSave);

export async function startWiring(
  db: Kysely<DB>,
  accountId: number,
  sceneId: number,
  options: WiringOptions,
): Promise<WiringPlan> {
  const s = await survey.sceneForSystem(db, accountId, sceneId, wiringNo);
  const r = planWiring(s.plan, devicesOf(s), options);
  if (!r.ok) throw badRequest(wiringNo(r.refusal));
  return r.wiring;
}

export async function saveWiring(db: Kysely<DB>, accountId: number, sceneId: number, options: WiringOptions) {
  const wiring = await startWiring(db, accountId, sceneId, options);
  const s = await survey.sceneForSystem(db, accountId, sceneId, saveNo);
  if (!pickCablingSkus(await candidatesInCategories(db, CABLING_CATEGORIES, accountId)))
    throw badRequest(saveNo(refusal(SURVEY_SYSTEM_MESSAGES, 'noCablingProducts')));
  // The surveyor's choices are kept: from now on the scene's wiring follows its plan and points (pipeline.ts).
  await q.upsertWiring(db, { sceneId, orderId: s.orderId, slackPercent: options.slackPercent, allowanceM: options.allowanceM }); // prettier-ignore
  const r = await rederive(db, accountId, s.orderId);
  return { wiring, amount: r!.amount };
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
