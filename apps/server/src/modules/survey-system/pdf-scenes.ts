/**
 * A survey order's scenes as the PDF draws them (plan, points, cable runs, the plan image's bytes), and its cable
 * schedule: what the hand-off PDF (jobs.ts) and the quotation's plan pages (the quotation module) are made from.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { FileStore } from '../../files/index.ts';
import * as survey from '../survey/index.ts';
import type { PdfScene } from './export-pdf.ts';
import { planImageBytes } from './raster.ts';
import { toRun } from './presenter.ts';
import * as q from './queries.ts';

/** Every scene of the order with what its page draws (the caller has checked the order is the account's). */
export async function surveyPdfScenes(
  db: Kysely<DB>,
  store: FileStore,
  accountId: number,
  orderId: number,
): Promise<PdfScene[]> {
  const scenes = await survey.scenesForSystem(db, accountId, orderId);
  const runs = await q.runsOfOrder(db, orderId);
  return Promise.all(
    scenes.map(async (s) => ({
      sceneName: s.sceneName,
      plan: s.plan,
      points: s.points,
      runs: runs.filter((r) => Number(r.scene_id) === s.sceneId).map(toRun),
      image: s.plan.image ? await planImageBytes(store, s.planUrl) : null,
    })),
  );
}
