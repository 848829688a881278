/** The schemas of imports (zod: kept apart so a page that uses only the templates loads no schema). */
import { z } from 'zod';
import { pageNumber, pageSize } from '../core/index.ts';
import { IMPORT_LIMITS } from './limits.ts';
import { IMPORT_JOB_KINDS, IMPORT_KINDS, IMPORT_SHEETS } from './templates.ts';
import { IMPORT_MESSAGES } from './words.ts';

export const importKindSchema = z.enum(IMPORT_KINDS);
export const importJobKindSchema = z.enum(IMPORT_JOB_KINDS);

/** One problem: where (sheet, Excel row number, column header) and why (Chinese). */
export const importProblemSchema = z.object({
  sheet: z.string(),
  row: z.number().int(),
  column: z.string(),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/**
 * What an apply wrote (or a dry run would write), per kind of record: new, changed, and (where told) rows that
 * would change nothing — an unchanged export imported again is all `unchanged`.
 */
export const importSummarySchema = z.record(
  z.string(),
  z.object({ inserted: z.number(), updated: z.number(), unchanged: z.number().optional() }),
);
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** The report of a check: rows per sheet, every problem (up to the listed limit; the count is always all of them). */
export const importCheckReportSchema = z.object({
  ok: z.boolean(),
  rows: z.record(z.string(), z.number()),
  problemCount: z.number(),
  problems: z.array(importProblemSchema),
  /** What applying would write (dry run) or wrote (applied). */
  summary: importSummarySchema,
});
export type ImportCheckReport = z.infer<typeof importCheckReportSchema>;

export const IMPORT_JOB_STATUSES = [
  'queued',
  'checking',
  'checked',
  'applyQueued',
  'applying',
  'applied',
  'failed',
] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
export const IMPORT_JOB_STATUS_LABELS: Record<ImportJobStatus, string> = {
  queued: '等待校验',
  checking: '校验中',
  checked: '已校验',
  applyQueued: '等待应用',
  applying: '应用中',
  applied: '已应用',
  failed: '失败',
};

export const importJobSchema = z.object({
  id: z.number(),
  kind: importJobKindSchema,
  kindLabel: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  statusLabel: z.string(),
  source: z.enum(['upload', 'api']),
  fileName: z.string().nullable(),
  rowTotal: z.number(),
  rowDone: z.number(),
  problemCount: z.number(),
  report: importCheckReportSchema.nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importJobParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const importKindParamsSchema = z.object({ kind: importKindSchema });
/** An upload: a workbook of a kind, or the media zip. */
export const importUploadParamsSchema = z.object({ kind: importJobKindSchema });
export const importJobPageQuerySchema = z.object({ page: pageNumber, size: pageSize(20, 100) });

/** A push from an ERP (§5): the rows of each sheet as objects keyed by the template's column keys. */
const cell = z.union([z.string(), z.number(), z.null()]);
export const importPushSchema = z.object({
  kind: importKindSchema,
  /** true: only the report; false: check and, with no problem, apply in one transaction. */
  dryRun: z.boolean().default(true),
  sheets: z.partialRecord(
    z.enum(Object.keys(IMPORT_SHEETS) as [keyof typeof IMPORT_SHEETS, ...(keyof typeof IMPORT_SHEETS)[]]),
    z.array(z.record(z.string(), cell)).max(IMPORT_LIMITS.maxPushRows, IMPORT_MESSAGES.tooManyPushRows),
  ),
});

export const importPushAnswerSchema = z.object({ applied: z.boolean(), report: importCheckReportSchema });

export const integrationKeySchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart (the key itself is shown once, at creation). */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type IntegrationKey = z.infer<typeof integrationKeySchema>;

export const integrationKeyCreateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, IMPORT_MESSAGES.keyNameRule)
    .max(IMPORT_LIMITS.keyNameMax, IMPORT_MESSAGES.keyNameRule),
});
export const integrationKeyCreatedSchema = integrationKeySchema.extend({ secret: z.string() });
export const integrationKeyParamsSchema = z.object({ id: z.coerce.number().int().positive() });
