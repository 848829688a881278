/**
 * Background jobs of the survey (hand-off exports): asked by the user (a row in survey_job), run by the job queue's
 * sweep (`survey-system.jobs`, module.ts) on whichever instance claims the row (SKIP LOCKED, leased: a job whose
 * instance died midway is taken again after its lease, at most three attempts), progress written as it goes, the
 * file put in the file store and its address written only by the attempt holding the job — nothing half-saved.
 */
import { listedBy, refusal, SURVEY_SYSTEM_MESSAGES, SURVEY_SYSTEM_ROUTES as E, type SurveyJob } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { documentPictures, type FileStore, keyFor } from '../../files/index.ts';
import { errorText } from '../../queue/queue.ts';
import { conflict, notFound } from '../../http/errors.ts';
import * as orders from '../design-order/index.ts';
import * as survey from '../survey/index.ts';
import { bomXlsx } from './export-bom.ts';
import { devicesDxf } from './export-dxf.ts';
import { billState } from './pipeline.ts';
import { sceneDrawingsPdf } from './export-pdf.ts';
import { pdfCjkFont } from './pdf-font.ts';
import { surveyPdfScenes } from './pdf-scenes.ts';
import { toJob, toRun } from './presenter.ts';
import * as q from './queries.ts';
import { recogniseWalls } from './walls.ts';
import { cableSchedule } from './wiring.ts';

const JOB_LEASE_SECONDS = 120;

export async function startExport(
  db: Kysely<DB>,
  accountId: number,
  orderId: number,
  kind: 'pdf' | 'xlsx' | 'dxf',
): Promise<SurveyJob> {
  await orders.requireSurveyOrder(db, accountId, orderId);
  // A stale step's bill is not handed over: the surveyor settles it first (pipeline.ts).
  if ((await billState(db, accountId, orderId)).stale)
    throw conflict(listedBy(E.exportStart)(refusal(SURVEY_SYSTEM_MESSAGES, 'billStale')));
  return toJob(await q.insertJob(db, { accountId, orderId, sceneId: null, kind }));
}

export async function jobStatus(db: Kysely<DB>, accountId: number, jobId: number): Promise<SurveyJob> {
  const row = await q.jobById(db, accountId, jobId);
  if (!row) throw notFound(listedBy(E.jobStatus)(refusal(SURVEY_SYSTEM_MESSAGES, 'jobNotFound')));
  return toJob(row);
}

type Runner = (db: Kysely<DB>, store: FileStore, job: q.JobRow, progress: (p: number) => Promise<void>) => Promise<{ fileUrl?: string; result?: unknown }>; // prettier-ignore

const runners: Partial<Record<q.JobKind, Runner>> = {
  walls: (db, store, job, progress) => recogniseWalls(db, store, job, progress),
  async xlsx(db, store, job, progress) {
    const accountId = Number(job.account_id);
    const orderId = Number(job.order_id);
    await orders.requireSurveyOrder(db, accountId, orderId);
    const o = await orders.orderDetail(db, accountId, orderId);
    const pictures = await documentPictures(
      store,
      o.lines.map((l) => l.productImage),
    );
    await progress(40);
    const runs = await cableSchedule(db, accountId, orderId);
    await progress(70);
    const data = await bomXlsx(o.name, o.lines, runs, pictures);
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return { fileUrl: await store.put(keyFor('surveyExport', 'xlsx'), data, type) };
  },
  async pdf(db, store, job, progress) {
    const font = pdfCjkFont();
    if (!font) throw new Error(SURVEY_SYSTEM_MESSAGES.noCjkFont);
    const accountId = Number(job.account_id);
    const orderId = Number(job.order_id);
    const o = await orders.requireSurveyOrder(db, accountId, orderId);
    await progress(10);
    const pages = await surveyPdfScenes(db, store, accountId, orderId);
    await progress(30);
    const data = await sceneDrawingsPdf(o.name, pages, font, (n) => progress(30 + Math.floor((60 * n) / pages.length)));
    return { fileUrl: await store.put(keyFor('surveyExport', 'pdf'), data, 'application/pdf') };
  },
  async dxf(db, store, job, progress) {
    const accountId = Number(job.account_id);
    const orderId = Number(job.order_id);
    const scenes = await survey.scenesForSystem(db, accountId, orderId);
    await progress(50);
    const runs = await q.runsOfOrder(db, orderId);
    const text = devicesDxf(
      scenes.map((s) => ({
        sceneName: s.sceneName,
        plan: s.plan,
        points: s.points,
        runs: runs.filter((r) => Number(r.scene_id) === s.sceneId).map(toRun),
      })),
    );
    return { fileUrl: await store.put(keyFor('surveyExport', 'dxf'), Buffer.from(text, 'utf8'), 'application/dxf') };
  },
};

/** Runs the due jobs one after another until none is left (the job queue's task; safe on every instance). */
export async function runDueJobs(db: Kysely<DB>, store: FileStore, log?: FastifyBaseLogger): Promise<number> {
  await q.failExhausted(db);
  let done = 0;
  for (;;) {
    const job = await q.claimJob(db, JOB_LEASE_SECONDS);
    if (!job) return done;
    const id = Number(job.id);
    const run = runners[job.kind as q.JobKind];
    try {
      if (!run) throw new Error(`不支持的任务类型：${job.kind}`);
      const out = await run(db, store, job, (p) => q.setProgress(db, id, job.attempts, p));
      await q.finishJob(db, id, job.attempts, { status: 'done', fileUrl: out.fileUrl ?? null, result: out.result });
    } catch (e) {
      log?.warn({ err: e, jobId: id }, 'survey job failed');
      await q.finishJob(db, id, job.attempts, { status: 'failed', error: errorText(e) });
    }
    done++;
  }
}
