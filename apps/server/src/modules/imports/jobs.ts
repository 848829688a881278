/**
 * Imports as jobs (issue 42 §4): an upload is kept in the file store and a job row waits; the queue's `imports.run`
 * task (every few seconds, once across the instances) and a kick right after an upload or an apply request take the
 * waiting jobs one by one (claimed in the database: one taker each). A check reads the workbook from the store and
 * writes its report; an apply checks again and writes all or nothing (run.ts). The page polls the job.
 */
import { IMPORT_MESSAGES, MEDIA_SHEET, type ImportKind } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { fileStoreFor } from '../../files/index.ts';
import type { InvitationDelivery } from '../invitation/index.ts';
import { smsProviderOf } from '../sms/index.ts';
import { Problems } from './problems.ts';
import * as q from './queries.ts';
import { applyMedia, checkMedia, MediaProblems } from './media.ts';
import { apply, inviteAfterCommit, preview, ProblemsFound, type Actor } from './run.ts';
import { FileRefusal } from './workbook.ts';

export const deliveryOf = (deps: AppDeps, log: FastifyBaseLogger): InvitationDelivery => ({
  provider: smsProviderOf(deps.config.sms, log),
  brandName: deps.config.brandName,
});

async function runJob(deps: AppDeps, job: q.JobRow, log: FastifyBaseLogger): Promise<void> {
  const { db } = deps;
  const fail = (error: string, report: unknown = null, problemCount = 0) =>
    q.finishJob(db, job.id, { status: 'failed', report, problemCount, error });
  const file = job.file_key ? await fileStoreFor(deps.config).get(job.file_key) : null;
  if (!file) return fail(IMPORT_MESSAGES.notWorkbook);
  const kind = job.kind as ImportKind;
  const actor = { accountId: job.created_by === null ? null : Number(job.created_by), ip: job.ip };
  try {
    if (job.kind === 'media') return await runMedia(deps, job, file.body, actor);
    // the workbook is read as it is checked (and, applying, written): never held as rows (run.ts, workbook.ts)
    const input = { file: file.body };
    if (job.status === 'checking') {
      const report = await preview(db, kind, input, actor);
      await q.setProgress(db, job.id, { rowTotal: Object.values(report.rows).reduce((s, n) => s + n, 0) });
      await q.finishJob(db, job.id, { status: 'checked', report, problemCount: report.problemCount, error: null });
    } else {
      await apply(db, { kind, input, actor, jobId: job.id });
      await inviteAfterCommit(db, deliveryOf(deps, log), log);
      // applied: the workbook has done its work (a job that failed to apply cannot be applied again either)
      await fileStoreFor(deps.config).delete(job.file_key!);
    }
  } catch (e) {
    if (e instanceof FileRefusal) return fail(e.refusal.msg);
    if (e instanceof ProblemsFound || e instanceof MediaProblems)
      return fail(IMPORT_MESSAGES.hasProblems, e.report, e.report.problemCount);
    log.error({ err: e, job: job.id }, '数据导入失败');
    await fail(IMPORT_MESSAGES.applyFailed);
  }
}

/** The media zip's check or apply (media.ts). */
async function runMedia(deps: AppDeps, job: q.JobRow, body: Buffer, actor: Actor): Promise<void> {
  const store = fileStoreFor(deps.config);
  if (job.status === 'checking') {
    const { report } = await checkMedia(deps.db, body, new Problems());
    await q.setProgress(deps.db, job.id, { rowTotal: report.rows[MEDIA_SHEET] ?? 0, rowDone: 0 });
    await q.finishJob(deps.db, job.id, { status: 'checked', report, problemCount: report.problemCount, error: null });
    return;
  }
  await applyMedia(deps.db, store, body, job.id, actor);
  await store.delete(job.file_key!);
}

/** How often a running job's claim is renewed (a claim not renewed for ten minutes is taken over: claimJob). */
export const CLAIM_RENEW_MS = 60_000;

/** Runs the waiting jobs until none is left, each under a claim renewed while it runs (a 50,000-model apply is long). */
export async function drain(deps: AppDeps, log: FastifyBaseLogger, renewMs = CLAIM_RENEW_MS): Promise<void> {
  for (;;) {
    const job = await q.claimJob(deps.db);
    if (!job) return;
    let renewing: Promise<void> | null = null;
    const lease = setInterval(() => {
      if (renewing) return; // the last renewal still waits (the apply's end holds the row): no pile-up
      renewing = q
        .renewClaim(deps.db, job.id)
        .catch((err: unknown) => log.warn({ err, jobId: job.id }, '数据导入任务续期失败'))
        .finally(() => (renewing = null));
    }, renewMs);
    lease.unref();
    try {
      await runJob(deps, job, log);
    } finally {
      clearInterval(lease);
      await renewing;
    }
  }
}

const draining = new WeakMap<object, { run: Promise<void>; again: boolean }>();

/** Starts running the waiting jobs now in this process (no wait for the task's next tick), one run at a time. */
export function kick(deps: AppDeps, log: FastifyBaseLogger): void {
  const busy = draining.get(deps.db);
  if (busy) {
    busy.again = true; // the run in progress may have just missed the new job: it runs once more
    return;
  }
  const entry = { again: false, run: Promise.resolve() };
  draining.set(deps.db, entry);
  entry.run = (async () => {
    do {
      entry.again = false;
      await drain(deps, log).catch((err: unknown) => log.error({ err }, '数据导入任务失败'));
    } while (entry.again);
    draining.delete(deps.db);
  })();
}

/** What is running now (the app waits for it when it closes). */
export const runningJobs = (db: object): Promise<void> => draining.get(db)?.run ?? Promise.resolve();
