/**
 * AI wall recognition (part 2 §7: ask, result by job polling, save batch, end task, score). Asking queues a
 * `walls` job; the job queue's sweep (jobs.ts) reads the scene's plan image from the file store and finds the walls
 * (raster.ts, wall-detect.ts) as proposals in plan pixels. Nothing enters the plan until the user saves the ones he
 * kept (through the survey module's door, at the plan revision he reviewed): the job is taken done → ended in the
 * same transaction, so a second save or a save after ending adds nothing.
 */
import {
  listedBy,
  refusal,
  SURVEY_SYSTEM_MESSAGES as M,
  SURVEY_SYSTEM_ROUTES as E,
  type SurveyJob,
  type SurveyScene,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { FileStore } from '../../files/index.ts';
import { badRequest, businessError, notFound } from '../../http/errors.ts';
import * as survey from '../survey/index.ts';
import { toJob } from './presenter.ts';
import { followPlans } from './pipeline.ts';
import * as q from './queries.ts';
import { greyRaster, planImageBytes } from './raster.ts';
import { detectWalls } from './wall-detect.ts';

/** What each walls entry may refuse: only what it lists (the compiler checks). */
const askNo = listedBy(E.wallsAsk);
const jobNo = listedBy(E.wallsSave, E.wallsEnd, E.wallsScore);
const saveNo = listedBy(E.wallsSave);
const endNo = listedBy(E.wallsEnd);
const scoreNo = listedBy(E.wallsScore);

type Wall = { a: { x: number; y: number }; b: { x: number; y: number } };

export async function askWalls(db: Kysely<DB>, accountId: number, sceneId: number): Promise<SurveyJob> {
  const scene = await survey.sceneForSystem(db, accountId, sceneId, askNo);
  if (!scene.planUrl || !scene.plan.image) throw badRequest(askNo(refusal(M, 'noPlanImage')));
  return toJob(await q.insertJob(db, { accountId, orderId: scene.orderId, sceneId, kind: 'walls' }));
}

/** The job's work: the plan image's walls, in plan pixels (to 0.1 px), longest first. */
export async function recogniseWalls(
  db: Kysely<DB>,
  store: FileStore,
  job: q.JobRow,
  progress: (p: number) => Promise<void>,
): Promise<{ result: { walls: Wall[]; message: string | null } }> {
  const found = await survey.planOfScene(db, Number(job.account_id), Number(job.scene_id));
  if (!found?.planUrl) throw new Error(M.noPlanImage);
  const bytes = await planImageBytes(store, found.planUrl);
  if (!bytes) throw new Error(M.planUnreadable);
  await progress(20);
  const grey = await greyRaster(bytes);
  if (!grey) throw new Error(M.planUnreadable);
  await progress(50);
  // Plan pixels to 0.1 px, kept on the image (a band's end may lie past it by less than one working pixel).
  const { factor: f, source } = grey;
  const pt = (p: { x: number; y: number }) => ({
    x: Math.min(source.width, Math.max(0, Math.round(p.x * f * 10) / 10)),
    y: Math.min(source.height, Math.max(0, Math.round(p.y * f * 10) / 10)),
  });
  const walls = detectWalls(grey)
    .map((s) => ({ a: pt(s.a), b: pt(s.b) }))
    .sort((p, o) => Math.hypot(o.b.x - o.a.x, o.b.y - o.a.y) - Math.hypot(p.b.x - p.a.x, p.b.y - p.a.y));
  return { result: { walls, message: walls.length ? null : M.noWallsFound } };
}

async function wallsJob(db: Kysely<DB>, accountId: number, jobId: number) {
  const row = await q.jobById(db, accountId, jobId);
  if (!row) throw notFound(jobNo(refusal(M, 'jobNotFound')));
  if (row.kind !== 'walls') throw badRequest(jobNo(refusal(M, 'jobNotWalls')));
  return row;
}

/** Saves the walls the user kept (he may have corrected or removed some) into the scene's plan; ends the job. */
export async function saveWalls(
  db: Kysely<DB>,
  accountId: number,
  body: { jobId: number; revision: number; walls: readonly Wall[] },
): Promise<SurveyScene> {
  const row = await wallsJob(db, accountId, body.jobId);
  if (row.status === 'ended') throw businessError(saveNo(refusal(M, 'jobEnded')));
  if (row.status !== 'done') throw businessError(saveNo(refusal(M, 'jobNotDone')));
  const scene = await db.transaction().execute(async (trx) => {
    if (!(await q.takeWallsJob(trx, accountId, body.jobId))) throw businessError(saveNo(refusal(M, 'jobEnded')));
    return survey.addWalls(trx, accountId, Number(row.scene_id), body.revision, body.walls, `ai${body.jobId}`, saveNo);
  });
  // The plan changed: the derived bill follows, once the walls have committed (pipeline.ts).
  await followPlans(db, accountId, scene.orderId);
  return scene;
}

/** The user rejects the proposal (or stops a running recognition): nothing is saved. */
export async function endWalls(db: Kysely<DB>, accountId: number, jobId: number): Promise<SurveyJob> {
  await wallsJob(db, accountId, jobId);
  const row = await q.endJob(db, accountId, jobId);
  if (!row) throw businessError(endNo(refusal(M, 'jobEnded')));
  return toJob(row);
}

/** The user's score of a finished recognition, 1–5 (a later score replaces it). */
export async function scoreWalls(db: Kysely<DB>, accountId: number, jobId: number, score: number): Promise<SurveyJob> {
  await wallsJob(db, accountId, jobId);
  const row = await q.scoreJob(db, accountId, jobId, score);
  if (!row) throw businessError(scoreNo(refusal(M, 'jobNotDone')));
  return toJob(row);
}
