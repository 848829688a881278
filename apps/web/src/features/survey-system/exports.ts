/**
 * The hand-off exports the server offers (the domain's export kinds, what the export call accepts): a label per
 * kind the page knows, and a plain one for a kind added on the server later. A job is finished when done, failed
 * or ended; only a finished job stops the polling.
 */
import { exportStartSchema, type SurveyJob } from '@portal/domain';

export type ExportKind = SurveyJob['kind'];

/** The kinds the export call accepts, in the server's order. */
export const exportKinds = (): readonly ExportKind[] => exportStartSchema.shape.kind.options;

const LABELS: Partial<Record<ExportKind, string>> = {
  pdf: '图纸 PDF（每个场景一页）',
  xlsx: '材料清单与线缆清单 xlsx',
  dxf: '设备与线缆 DXF',
};

export const exportLabel = (kind: string): string => LABELS[kind as ExportKind] ?? `${kind.toUpperCase()} 文件`;

export const isFinished = (job: Pick<SurveyJob, 'status'>): boolean =>
  job.status === 'done' || job.status === 'failed' || job.status === 'ended';

/** The file name a finished export is saved under. */
export function exportFileName(orderName: string, kind: string): string {
  const safe =
    orderName
      .trim()
      .replace(/[\\/:*?"<>|\s]+/g, '_')
      .slice(0, 60) || '设计单';
  return `${safe}.${kind}`;
}
