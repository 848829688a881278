/**
 * The staff's imports: an upload is refused at once when it is no workbook, too large or a zip bomb; otherwise it is
 * kept in the file store and its check waits as a job. A checked import with no problem is applied as a job too.
 */
import { IMPORT_MESSAGES, refusal, type ImportJob, type ImportJobKind } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Config } from '../../config.ts';
import { fileStoreFor, keyFor } from '../../files/index.ts';
import { businessError, conflict, notFound } from '../../http/errors.ts';
import { presentJob } from './presenter.ts';
import * as q from './queries.ts';
import { guardZip } from './media.ts';
import { FileRefusal, guardFile } from './workbook.ts';

export async function uploadImport(
  db: Kysely<DB>,
  config: Config,
  u: { kind: ImportJobKind; file: Buffer; fileName: string; accountId: number; ip: string | null },
): Promise<ImportJob> {
  const media = u.kind === 'media';
  try {
    if (media) guardZip(u.file);
    else guardFile(u.file);
  } catch (e) {
    if (e instanceof FileRefusal) throw businessError(e.refusal, undefined, 400);
    throw e;
  }
  const key = keyFor('import', media ? 'zip' : 'xlsx');
  await fileStoreFor(config).put(
    key,
    u.file,
    media ? 'application/zip' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const id = await q.insertJob(db, {
    kind: u.kind,
    status: 'queued',
    fileKey: key,
    fileName: u.fileName.slice(0, 200),
    source: 'upload',
    createdBy: u.accountId,
    integrationKeyId: null,
    ip: u.ip,
  });
  return presentJob((await q.jobById(db, id))!);
}

export async function importJob(db: Kysely<DB>, id: number): Promise<ImportJob> {
  const row = await q.jobById(db, id);
  if (!row) throw notFound(refusal(IMPORT_MESSAGES, 'jobNotFound'));
  return presentJob(row);
}

export async function importJobs(
  db: Kysely<DB>,
  page: number,
  size: number,
): Promise<{ list: ImportJob[]; total: number }> {
  const { rows, total } = await q.pageJobs(db, page, size);
  // The list leaves the problems out (a job's own page has them).
  return { list: rows.map((r) => ({ ...presentJob(r), report: null })), total };
}

/** A checked import with no problem waits to be applied (the job checks again and writes all or nothing). */
export async function requestApply(db: Kysely<DB>, id: number): Promise<ImportJob> {
  const row = await q.jobById(db, id);
  if (!row) throw notFound(refusal(IMPORT_MESSAGES, 'jobNotFound'));
  if (row.status === 'queued' || row.status === 'checking') throw conflict(refusal(IMPORT_MESSAGES, 'notCheckedYet'));
  if (row.status !== 'checked') throw conflict(refusal(IMPORT_MESSAGES, 'alreadyApplied'));
  // an ERP's dry run is kept as a record of its check: there is no file to apply
  if (row.file_key === null) throw conflict(refusal(IMPORT_MESSAGES, 'pushNotAppliable'));
  if (Number(row.problem_count) > 0) throw businessError(refusal(IMPORT_MESSAGES, 'hasProblems'), undefined, 400);
  if (!(await q.requestApply(db, id))) throw conflict(refusal(IMPORT_MESSAGES, 'alreadyApplied'));
  return presentJob((await q.jobById(db, id))!);
}
