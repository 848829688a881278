/**
 * What the survey's system build (module survey-system) reads of a scene: its plan, restored, with its points and
 * their models' attributes, and the one write it asks for (recognised walls accepted into the plan).
 */
import { dispatch, type PlanDocument, startHistory, type SurveyPoint, type SurveyScene } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as orders from '../design-order/index.ts';
import { badRequest } from '../../http/errors.ts';
import { detailOf, savePlan, sceneDetail, type PlanNo, type SceneNo } from './service.ts';
import { planOf } from './presenter.ts';
import * as q from './queries.ts';

export interface SystemScene {
  sceneId: number;
  orderId: number;
  sceneName: string;
  planUrl: string | null;
  revision: number;
  plan: PlanDocument;
  points: SurveyPoint[];
}

/** `no`: the checker of the entries the caller serves (`listedBy(...)`), each listing SURVEY.sceneNotFound. */
export async function sceneForSystem(
  db: Kysely<DB>,
  accountId: number,
  sceneId: number,
  no: SceneNo,
): Promise<SystemScene> {
  return systemSceneOf(await sceneDetail(db, accountId, sceneId, no));
}

function systemSceneOf(d: Awaited<ReturnType<typeof detailOf>>): SystemScene {
  return {
    sceneId: d.sceneId,
    orderId: d.orderId,
    sceneName: d.sceneName,
    planUrl: d.planUrl,
    revision: d.revision,
    plan: d.plan as PlanDocument,
    points: d.points,
  };
}

export async function scenesForSystem(db: Kysely<DB>, accountId: number, orderId: number): Promise<SystemScene[]> {
  await orders.requireSurveyOrder(db, accountId, orderId);
  const rows = await q.scenesOf(db, accountId, orderId);
  return Promise.all(rows.map(async (r) => systemSceneOf(await detailOf(db, r))));
}

/** The scene's plan as stored (for a background job: no owner check, the job was checked when asked). */
export async function planOfScene(db: Kysely<DB>, accountId: number, sceneId: number) {
  const row = await q.findScene(db, accountId, sceneId);
  return row ? { plan: planOf(row), planUrl: row.plan_url } : null;
}

/** Accepted walls (image pixels) added to the plan as pure addWall actions, saved at the loaded revision. */
export async function addWalls(
  db: Kysely<DB>,
  accountId: number,
  sceneId: number,
  revision: number,
  walls: readonly { a: { x: number; y: number }; b: { x: number; y: number } }[],
  idPrefix: string,
  no: PlanNo,
): Promise<SurveyScene> {
  const s = await sceneForSystem(db, accountId, sceneId, no);
  let h = startHistory(s.plan);
  walls.forEach((w, i) => {
    const r = dispatch(h, { type: 'addWall', id: `${idPrefix}-${i + 1}`, a: w.a as never, b: w.b as never });
    // eslint-disable-next-line refusalsChecked/checked-refusals -- the plan's dispatch answers an untyped refusal: wallsSave is not checked for it
    if (r.refusal) throw badRequest(r.refusal);
    h = r.history;
  });
  return savePlan(db, accountId, sceneId, revision, h.present, no);
}
