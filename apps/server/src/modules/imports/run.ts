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
import { checkCatalogue, writeCatalogue } from './check-catalogue.ts';
import { checkCategories, writeCategories } from './check-categories.ts';
import { checkDealers, writeDealers } from './check-dealers.ts';
import { checkSecondDealers, writeSecondDealers } from './check-second-dealers.ts';
import { type Problems } from './problems.ts';
import * as q from './queries.ts';
import type { SheetsOf } from './workbook.ts';

export interface Actor {
  accountId: number | null;
  ip: string | null;
}

/** The check's report and the writes it would make. */
interface Checked {
  report: ImportCheckReport;
  write(trx: Kysely<DB>): Promise<ImportSummary>;
}

async function check(
  db: Kysely<DB>,
  kind: ImportKind,
  sheets: SheetsOf,
  problems: Problems,
  actor: Actor,
): Promise<Checked> {
  const rows: Record<string, number> = {};
  for (const key of IMPORT_KIND_DEFS[kind].sheets) if (sheets[key]) rows[IMPORT_SHEETS[key].name] = sheets[key].length;
  const order = IMPORT_KIND_DEFS[kind].sheets.map((k) => IMPORT_SHEETS[k].name as string);
  const report = (summary: ImportSummary): ImportCheckReport => ({
    ok: problems.count === 0,
    rows,
    problemCount: problems.count,
    problems: problems.sorted(order),
    summary,
  });
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
  if (kind === 'categories') {
    const { plan, summary } = await checkCategories(db, sheets, problems);
    return { report: report(summary), write: (trx) => writeCategories(trx, plan, summary) };
  }
  const { plan, summary } = await checkCatalogue(db, sheets, problems);
  return { report: report(summary), write: (trx) => writeCatalogue(trx, plan, summary) };
}

class RolledBack extends Error {}

/**
 * A dry run: the check, and when it finds nothing, the very writes of an apply in a transaction that is rolled back,
 * so the summary tells what would really change (an unchanged export: all 不变), never the rows read. It takes the
 * row locks an apply would, for as long as the writes take (seconds at the provider's size); nothing commits, and
 * the invitations it would queue are rolled back with the rest.
 */
export async function preview(
  db: Kysely<DB>,
  kind: ImportKind,
  sheets: SheetsOf,
  problems: Problems,
  actor: Actor,
): Promise<ImportCheckReport> {
  const checked = await check(db, kind, sheets, problems, actor);
  if (!checked.report.ok) return checked.report;
  let summary = checked.report.summary;
  try {
    await db.transaction().execute(async (trx) => {
      summary = await checked.write(trx);
      throw new RolledBack();
    });
  } catch (e) {
    if (!(e instanceof RolledBack)) throw e;
  }
  return { ...checked.report, summary };
}

/** The apply found problems (the database changed since the check, or a push that was never checked). */
export class ProblemsFound extends Error {
  constructor(readonly report: ImportCheckReport) {
    super('problems');
  }
}

/**
 * Checks and writes in one transaction; `jobId` the job it ends (applied), else a job row is made for it (a push).
 * Throws ProblemsFound (nothing written) or whatever failed (nothing written).
 */
export async function apply(
  db: Kysely<DB>,
  a: {
    kind: ImportKind;
    sheets: SheetsOf;
    problems: Problems;
    actor: Actor;
    jobId: number | null;
    push?: { keyId: number; keyName: string };
  },
): Promise<{ report: ImportCheckReport; jobId: number }> {
  return db.transaction().execute(async (trx) => {
    await q.lockApplies(trx);
    const checked = await check(trx, a.kind, a.sheets, a.problems, a.actor);
    if (!checked.report.ok) throw new ProblemsFound(checked.report);
    const summary = await checked.write(trx);
    const report = { ...checked.report, summary };
    const total = Object.values(checked.report.rows).reduce((s, n) => s + n, 0);
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
    if (a.jobId !== null) await q.finishJob(trx, a.jobId, { status: 'applied', report, problemCount: 0, error: null });
    await record(trx, {
      actorId: a.actor.accountId,
      action: 'import.apply',
      entityType: 'import_job',
      entityId: jobId,
      after: { kind: a.kind, rows: report.rows, summary, ...(a.push ? { integrationKey: a.push.keyName } : {}) },
      ip: a.actor.ip,
    });
    return { report, jobId };
  });
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
