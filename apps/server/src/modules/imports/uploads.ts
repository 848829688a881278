/**
 * The staff's imports: an upload is refused at once when it is no workbook, too large or a zip bomb; otherwise it is
 * kept in the file store and its check waits as a job. A checked import with no problem is applied as a job too.
 */
import {
  IMPORT_MESSAGES,
  IMPORTS_ROUTES as E,
  listedBy,
  refusal,
  type ImportJob,
  type ImportJobKind,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Config } from '../../config.ts';
import { fileStoreFor, keyFor } from '../../files/index.ts';
import { businessError, conflict, notFound } from '../../http/errors.ts';
import { presentJob } from './presenter.ts';
import * as q from './queries.ts';
import { zipRefusalOf } from './media.ts';
import { fileRefusalOf } from './workbook.ts';

/** What a job's page and applying may refuse: only what their entries list (the compiler checks). */
const uploadNo = listedBy(E.upload);
const jobNo = listedBy(E.job);
const applyNo = listedBy(E.apply);

export async function uploadImport(
  db: Kysely<DB>,
  config: Config,
  u: { kind: ImportJobKind; file: Buffer; fileName: string; accountId: number; ip: string | null },
): Promise<ImportJob> {
  const media = u.kind === 'media';
  const why = media ? zipRefusalOf(u.file) : fileRefusalOf(u.file);
  if (why) throw businessError(uploadNo(why), undefined, 400);
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
  if (!row) throw notFound(jobNo(refusal(IMPORT_MESSAGES, 'jobNotFound')));
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
  if (!row) throw notFound(applyNo(refusal(IMPORT_MESSAGES, 'jobNotFound')));
  if (row.status === 'queued' || row.status === 'checking')
    throw conflict(applyNo(refusal(IMPORT_MESSAGES, 'notCheckedYet')));
  if (row.status !== 'checked') throw conflict(applyNo(refusal(IMPORT_MESSAGES, 'alreadyApplied')));
  // an ERP's dry run is kept as a record of its check: there is no file to apply
  if (row.file_key === null) throw conflict(applyNo(refusal(IMPORT_MESSAGES, 'pushNotAppliable')));
  if (Number(row.problem_count) > 0)
    throw businessError(applyNo(refusal(IMPORT_MESSAGES, 'hasProblems')), undefined, 400);
  if (!(await q.requestApply(db, id))) throw conflict(applyNo(refusal(IMPORT_MESSAGES, 'alreadyApplied')));
  return presentJob((await q.jobById(db, id))!);
}
