import { sql } from 'kysely';
import type { ImportJobStatus } from '@portal/domain';
import type { Db } from './tables.ts';

export interface JobRow {
  id: number;
  kind: string;
  status: ImportJobStatus;
  file_key: string | null;
  file_name: string | null;
  source: 'upload' | 'api';
  integration_key_id: number | null;
  created_by: number | null;
  ip: string | null;
  row_total: number;
  row_done: number;
  problem_count: number;
  report: unknown;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const json = (v: unknown) => JSON.stringify(v);
const asJob = (r: unknown) => ({ ...(r as JobRow), id: Number((r as JobRow).id) }) as JobRow;

export async function insertJob(
  db: Db,
  j: {
    kind: string;
    status: ImportJobStatus;
    fileKey: string | null;
    fileName: string | null;
    source: 'upload' | 'api';
    createdBy: number | null;
    integrationKeyId: number | null;
    ip: string | null;
    report?: unknown;
    problemCount?: number;
    rowTotal?: number;
  },
): Promise<number> {
  const done = j.status === 'applied' || j.status === 'checked' || j.status === 'failed';
  const r = await db
    .insertInto('import_job')
    .values({
      kind: j.kind,
      status: j.status,
      file_key: j.fileKey,
      file_name: j.fileName,
      source: j.source,
      created_by: j.createdBy,
      integration_key_id: j.integrationKeyId,
      ip: j.ip,
      report: j.report === undefined ? null : json(j.report),
      problem_count: j.problemCount ?? 0,
      row_total: j.rowTotal ?? 0,
      row_done: j.rowTotal ?? 0,
      finished_at: done ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function jobById(db: Db, id: number): Promise<JobRow | undefined> {
  const r = await db.selectFrom('import_job').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? asJob(r) : undefined;
}

export async function pageJobs(db: Db, page: number, size: number): Promise<{ rows: JobRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('import_job')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('import_job')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(asJob), total: Number(total.n) };
}

/**
 * Takes the oldest waiting job (a check or an apply), or one whose claim is older than ten minutes (its instance
 * died: a live one renews its claim every minute while the job runs, renewClaim): one claimer per job across
 * instances (FOR UPDATE SKIP LOCKED and the conditional update).
 */
export async function claimJob(db: Db): Promise<JobRow | undefined> {
  const r = await sql<JobRow>`
    update import_job set
      status = case when status in ('queued', 'checking') then 'checking' else 'applying' end,
      claimed_at = now(), updated_at = now()
     where id = (select id from import_job
                  where status in ('queued', 'applyQueued')
                     or (status in ('checking', 'applying') and claimed_at < now() - interval '10 minutes')
                  order by id limit 1 for update skip locked)
    returning *`.execute(db);
  return r.rows[0] ? asJob(r.rows[0]) : undefined;
}

/** The running job's claim is renewed (its instance is alive): no other instance takes it over for ten minutes. */
export async function renewClaim(db: Db, id: number): Promise<void> {
  await db
    .updateTable('import_job')
    .set({ claimed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', 'in', ['checking', 'applying'])
    .execute();
}

export async function setProgress(db: Db, id: number, p: { rowTotal?: number; rowDone?: number }): Promise<void> {
  await db
    .updateTable('import_job')
    .set({
      ...(p.rowTotal === undefined ? {} : { row_total: p.rowTotal }),
      ...(p.rowDone === undefined ? {} : { row_done: p.rowDone }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** A job's end: checked (with its report), applied, or failed (with the words why, and the report when there is one). */
export async function finishJob(
  db: Db,
  id: number,
  f: { status: 'checked' | 'applied' | 'failed'; report: unknown; problemCount: number; error: string | null },
): Promise<void> {
  await db
    .updateTable('import_job')
    .set({
      status: f.status,
      report: f.report === null ? null : json(f.report),
      problem_count: f.problemCount,
      error: f.error,
      row_done: sql<number>`row_total`,
      finished_at: new Date(),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** Checked with no problem → waiting to be applied; false when it is not (anymore) in that state. */
export async function requestApply(db: Db, id: number): Promise<boolean> {
  const r = await db
    .updateTable('import_job')
    .set({ status: 'applyQueued', error: null, finished_at: null, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'checked')
    .where('problem_count', '=', 0)
    .where('file_key', 'is not', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** One apply at a time across the instances (until the transaction ends). */
export async function lockApplies(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('imports.apply'))`.execute(db);
}

export interface KeyRow {
  id: number;
  name: string;
  key_prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}
const keyColumns = ['id', 'name', 'key_prefix', 'created_at', 'last_used_at', 'revoked_at'] as const;
const asKey = (r: KeyRow) => ({ ...r, id: Number(r.id) });

export async function insertKey(
  db: Db,
  k: { name: string; prefix: string; hash: string; createdBy: number },
): Promise<KeyRow> {
  const r = await db
    .insertInto('integration_key')
    .values({ name: k.name, key_prefix: k.prefix, key_hash: k.hash, created_by: k.createdBy })
    .returning(keyColumns)
    .executeTakeFirstOrThrow();
  return asKey(r);
}

export async function listKeys(db: Db): Promise<KeyRow[]> {
  const rows = await db.selectFrom('integration_key').select(keyColumns).orderBy('id', 'desc').execute();
  return rows.map(asKey);
}

/** Revokes a live key; undefined when there is no such key (a revoked one answers as it is). */
export async function revokeKey(db: Db, id: number): Promise<KeyRow | undefined> {
  await db
    .updateTable('integration_key')
    .set({ revoked_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  const r = await db.selectFrom('integration_key').select(keyColumns).where('id', '=', id).executeTakeFirst();
  return r ? asKey(r) : undefined;
}

/** The live key of this hash, marked used now. */
export async function useKey(db: Db, hash: string): Promise<KeyRow | undefined> {
  const r = await db
    .updateTable('integration_key')
    .set({ last_used_at: new Date() })
    .where('key_hash', '=', hash)
    .where('revoked_at', 'is', null)
    .returning(keyColumns)
    .executeTakeFirst();
  return r ? asKey(r) : undefined;
}
