/**
 * One import's check and apply, whatever brought its rows (an uploaded workbook, an ERP's push): the check reads and
 * changes nothing; the apply checks again inside its one transaction (against the database as it is then, one apply
 * at a time) and writes only when there is no problem — all of it or, on any failure, none of it — with the audit
 * entry and the job's end in the same transaction.
 */
import {
  IMPORT_KIND_DEFS,
  IMPORT_SHEETS,
  type ImportCheckReport,
  type ImportKind,
  type ImportSummary,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { FastifyBaseLogger } from 'fastify';
import { deliverWaiting, type InvitationDelivery } from '../invitation/index.ts';
import { record } from '../audit/index.ts';
import { checkCategories, writeCategories } from './check-categories.ts';
import { checkDealers, writeDealers } from './check-dealers.ts';
import { checkSecondDealers, writeSecondDealers } from './check-second-dealers.ts';
import { Problems } from './problems.ts';
import * as q from './queries.ts';
import { streamCatalogue } from './stream-catalogue.ts';
import { readWorkbook, sheetsInMemory, withWorkbook, type SheetRows, type SheetsOf } from './workbook.ts';

export interface Actor {
  accountId: number | null;
  ip: string | null;
}

/** What an import reads: an uploaded workbook (read as it is checked) or rows already in memory (an ERP's push). */
export type ImportInput = { file: Buffer } | { sheets: SheetsOf };

/** The kinds checked and written as their rows are read (stream-catalogue.ts); the others are read whole first. */
const STREAMED: ReadonlySet<ImportKind> = new Set(['catalogue', 'prices', 'stock']);

/** The check's report and the writes it would make. */
interface Checked {
  report: ImportCheckReport;
  write(trx: Kysely<DB>): Promise<ImportSummary>;
}

function reportOf(
  kind: ImportKind,
  rowsBySheet: Record<string, number>,
  problems: Problems,
  summary: ImportSummary,
): ImportCheckReport {
  const order = IMPORT_KIND_DEFS[kind].sheets.map((k) => IMPORT_SHEETS[k].name as string);
  const rows: Record<string, number> = {};
  for (const name of order) if (rowsBySheet[name] !== undefined) rows[name] = rowsBySheet[name];
  return { ok: problems.count === 0, rows, problemCount: problems.count, problems: problems.sorted(order), summary };
}

/** The small kinds' check of their sheets read whole. */
async function check(
  db: Kysely<DB>,
  kind: ImportKind,
  sheets: SheetsOf,
  problems: Problems,
  actor: Actor,
): Promise<Checked> {
  const rows: Record<string, number> = {};
  for (const key of IMPORT_KIND_DEFS[kind].sheets) if (sheets[key]) rows[IMPORT_SHEETS[key].name] = sheets[key].length;
  const report = (summary: ImportSummary) => reportOf(kind, rows, problems, summary);
  if (kind === 'dealers') {
    const { plan, summary } = await checkDealers(db, sheets, problems);
    return { report: report(summary), write: (trx) => writeDealers(trx, plan, actor.accountId) };
  }
  if (kind === 'secondDealers') {
    const { plan, summary } = await checkSecondDealers(db, sheets, problems);
    return {
      report: report(summary),
      write: (trx) => writeSecondDealers(trx, plan, summary, actor.accountId),
    };
  }
  const { plan, summary } = await checkCategories(db, sheets, problems);
  return { report: report(summary), write: (trx) => writeCategories(trx, plan, summary) };
}

/** The input's rows as a pass (a workbook's passes start over when exceljs's reader loses its way: workbook.ts). */
function passes<T>(
  kind: ImportKind,
  input: ImportInput,
  pass: (sheets: AsyncIterable<SheetRows>, problems: Problems) => Promise<T>,
): Promise<T> {
  if ('file' in input) return withWorkbook(input.file, kind, pass);
  return pass(sheetsInMemory(kind, input.sheets), new Problems());
}

/** A small kind's input read whole. */
async function whole(kind: ImportKind, input: ImportInput): Promise<{ sheets: SheetsOf; problems: Problems }> {
  const problems = new Problems();
  const sheets = 'file' in input ? await readWorkbook(input.file, kind, problems) : input.sheets;
  return { sheets, problems };
}

class RolledBack extends Error {}

/** Runs `work` in a transaction that is always rolled back; answers what it returned. */
async function rolledBack<T>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  let out: { value: T } | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      out = { value: await work(trx) };
      throw new RolledBack();
    });
  } catch (e) {
    if (!(e instanceof RolledBack)) throw e;
  }
  return out!.value;
}

/**
 * A dry run: the check and the very writes of an apply (while the check has found nothing) in a transaction that is
 * rolled back, so the summary tells what would really change (an unchanged export: all 不变), never the rows read. It
 * takes the row locks an apply would, for as long as the writes take (seconds at the provider's size); nothing
 * commits, and the invitations it would queue are rolled back with the rest.
 */
export async function preview(
  db: Kysely<DB>,
  kind: ImportKind,
  input: ImportInput,
  actor: Actor,
): Promise<ImportCheckReport> {
  if (STREAMED.has(kind))
    return passes(kind, input, (sheets, problems) =>
      rolledBack(db, async (trx) => {
        const { rows, summary } = await streamCatalogue(trx, kind, sheets, problems);
        return reportOf(kind, rows, problems, summary);
      }),
    );
  const { sheets, problems } = await whole(kind, input);
  const checked = await check(db, kind, sheets, problems, actor);
  if (!checked.report.ok) return checked.report;
  const summary = await rolledBack(db, (trx) => checked.write(trx));
  return { ...checked.report, summary };
}

/** The apply found problems (the database changed since the check, or a push that was never checked). */
export class ProblemsFound extends Error {
  constructor(readonly report: ImportCheckReport) {
    super('problems');
  }
}

interface Applying {
  kind: ImportKind;
  input: ImportInput;
  actor: Actor;
  jobId: number | null;
  push?: { keyId: number; keyName: string };
}

/**
 * Checks and writes in one transaction (one apply at a time); `jobId` the job it ends (applied), else a job row is
 * made for it (a push). Throws ProblemsFound (nothing written) or whatever failed (nothing written).
 */
export async function apply(db: Kysely<DB>, a: Applying): Promise<{ report: ImportCheckReport; jobId: number }> {
  if (STREAMED.has(a.kind))
    return passes(a.kind, a.input, (sheets, problems) =>
      db.transaction().execute(async (trx) => {
        await q.lockApplies(trx);
        const { rows, summary } = await streamCatalogue(trx, a.kind, sheets, problems);
        const report = reportOf(a.kind, rows, problems, summary);
        if (!report.ok) throw new ProblemsFound(report);
        return { report, jobId: await applied(trx, a, report) };
      }),
    );
  const { sheets, problems } = await whole(a.kind, a.input);
  return db.transaction().execute(async (trx) => {
    await q.lockApplies(trx);
    const checked = await check(trx, a.kind, sheets, problems, a.actor);
    if (!checked.report.ok) throw new ProblemsFound(checked.report);
    const report = { ...checked.report, summary: await checked.write(trx) };
    return { report, jobId: await applied(trx, a, report) };
  });
}

/** The applied import's job row (made for a push) and its audit entry, in its transaction. */
async function applied(trx: Kysely<DB>, a: Applying, report: ImportCheckReport): Promise<number> {
  const total = Object.values(report.rows).reduce((s, n) => s + n, 0);
  const jobId =
    a.jobId ??
    (await q.insertJob(trx, {
      kind: a.kind,
      status: 'applied',
      fileKey: null,
      fileName: null,
      source: 'api',
      createdBy: null,
      integrationKeyId: a.push?.keyId ?? null,
      ip: a.actor.ip,
      report,
      rowTotal: total,
    }));
  if (a.jobId !== null) {
    await q.setProgress(trx, a.jobId, { rowTotal: total });
    await q.finishJob(trx, a.jobId, { status: 'applied', report, problemCount: 0, error: null });
  }
  await record(trx, {
    actorId: a.actor.accountId,
    action: 'import.apply',
    entityType: 'import_job',
    entityId: jobId,
    after: {
      kind: a.kind,
      rows: report.rows,
      summary: report.summary,
      ...(a.push ? { integrationKey: a.push.keyName } : {}),
    },
    ip: a.actor.ip,
  });
  return jobId;
}

/**
 * The new owners' invitations an apply wrote go out now that it has committed (the invitation module's delivery; what
 * is refused or left waits for the queue's `invitation.deliver`): a refused SMS never undoes an import.
 */
export async function inviteAfterCommit(db: Kysely<DB>, delivery: InvitationDelivery, log: FastifyBaseLogger) {
  try {
    const run = await deliverWaiting(db, delivery, log);
    if (run.refused) log.warn(run, '部分邀请短信未发出，将由任务队列重试');
  } catch (e) {
    log.error({ err: e }, '邀请短信发送中断，将由任务队列继续');
  }
}
