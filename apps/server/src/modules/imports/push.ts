/**
 * An ERP's push (issue 42 §5): the rows of each sheet as JSON objects keyed by the template's column keys, checked
 * and written exactly as an uploaded workbook's (run.ts); a row's number is the one it would have in the sheet (the
 * first object is row 2). A dry run answers the report only; otherwise a push with no problem is applied in one
 * transaction and one with any problem writes nothing. Each push leaves a job row (source 'api') for the staff's list.
 */
import {
  IMPORT_KIND_DEFS,
  IMPORT_MESSAGES,
  IMPORTS_ROUTES,
  listedBy,
  IMPORT_SHEETS,
  refusal,
  type ImportCheckReport,
  type ImportKind,
  type ImportSheetKey,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { refusedWith } from '../../http/errors.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { InvitationDelivery } from '../invitation/index.ts';
import * as q from './queries.ts';
import { apply, inviteAfterCommit, preview, ProblemsFound } from './run.ts';
import { pushedText, type SheetsOf } from './workbook.ts';

type PushedRows = Partial<Record<ImportSheetKey, Record<string, string | number | null>[]>>;

function sheetsOf(kind: ImportKind, pushed: PushedRows): SheetsOf {
  const out: SheetsOf = {};
  for (const key of IMPORT_KIND_DEFS[kind].sheets) {
    const rows = pushed[key];
    if (!rows) continue;
    out[key] = rows.map((o, i) => ({
      row: i + 2,
      cells: Object.fromEntries(IMPORT_SHEETS[key].columns.map((c) => [c.key, pushedText(o[c.key])])),
    }));
  }
  return out;
}

export async function pushImport(
  db: Kysely<DB>,
  delivery: InvitationDelivery,
  key: q.KeyRow,
  body: { kind: ImportKind; dryRun: boolean; sheets: PushedRows },
  ip: string | null,
  log: FastifyBaseLogger,
): Promise<{ applied: boolean; report: ImportCheckReport }> {
  const sheets = sheetsOf(body.kind, body.sheets);
  const actor = { accountId: null, ip };
  const total = Object.values(sheets).reduce((s, r) => s + r.length, 0);
  const keep = (status: 'checked' | 'failed', report: ImportCheckReport) =>
    q.insertJob(db, {
      kind: body.kind,
      status,
      fileKey: null,
      fileName: null,
      source: 'api',
      createdBy: null,
      integrationKeyId: key.id,
      ip,
      report,
      problemCount: report.problemCount,
      rowTotal: total,
    });
  if (body.dryRun) {
    const report = await preview(db, body.kind, { sheets }, actor);
    await keep('checked', report);
    return { applied: false, report };
  }
  try {
    const { report } = await apply(db, {
      kind: body.kind,
      input: { sheets },
      actor,
      jobId: null,
      push: { keyId: key.id, keyName: key.name },
    });
    await inviteAfterCommit(db, delivery, log);
    return { applied: true, report };
  } catch (e) {
    if (e instanceof ProblemsFound) {
      await keep('failed', e.report);
      // refused, not 「成功」: the ERP sees a non-zero code and status with the report to mend
      throw refusedWith(listedBy(IMPORTS_ROUTES.push)(refusal(IMPORT_MESSAGES, 'pushRejected')), {
        applied: false,
        report: e.report,
      });
    }
    throw e;
  }
}
