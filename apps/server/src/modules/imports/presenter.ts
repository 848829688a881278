import {
  IMPORT_JOB_KIND_LABELS,
  IMPORT_JOB_STATUS_LABELS,
  type ImportCheckReport,
  type ImportJob,
  type ImportJobKind,
  type IntegrationKey,
} from '@portal/domain';
import type { JobRow, KeyRow } from './queries.ts';

export function presentJob(r: JobRow): ImportJob {
  const kind = r.kind as ImportJobKind;
  return {
    id: r.id,
    kind,
    kindLabel: IMPORT_JOB_KIND_LABELS[kind] ?? r.kind,
    status: r.status,
    statusLabel: IMPORT_JOB_STATUS_LABELS[r.status],
    source: r.source,
    fileName: r.file_name,
    rowTotal: Number(r.row_total),
    rowDone: Number(r.row_done),
    problemCount: Number(r.problem_count),
    report: (r.report as ImportCheckReport | null) ?? null,
    error: r.error,
    createdAt: new Date(r.created_at).toISOString(),
    finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  };
}

export function presentKey(r: KeyRow): IntegrationKey {
  return {
    id: r.id,
    name: r.name,
    prefix: r.key_prefix,
    createdAt: new Date(r.created_at).toISOString(),
    lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
    revokedAt: r.revoked_at ? new Date(r.revoked_at).toISOString() : null,
  };
}
