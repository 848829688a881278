/**
 * The hand-off exports: one button per kind the server's export call takes (exports.ts); the job runs on the
 * server in the background, its progress polled here, and the file offered for download when it is done.
 */
import { Alert, Button, Card, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { type ExportKind, exportFileName, exportKinds, exportLabel } from './exports.ts';
import { BillStateAlert } from './BillStateAlert.tsx';
import { useBillState, useJob, useStartExport } from './queries.ts';

export function ExportPanel({ orderId, orderName }: { orderId: number; orderName: string }) {
  const [jobs, setJobs] = useState<Partial<Record<ExportKind, number>>>({});
  const start = useStartExport(orderId);
  const stale = !!useBillState(orderId).data?.stale;
  return (
    <Card size="small" title="导出交付文件" data-testid="export-panel">
      <BillStateAlert orderId={orderId} />
      <Space direction="vertical" style={{ width: '100%' }}>
        {exportKinds().map((kind) => (
          <div key={kind} className="survey-export-row" data-testid={`export-${kind}`}>
            <Button
              disabled={stale}
              loading={start.isPending && start.variables === kind}
              onClick={() => start.mutate(kind, { onSuccess: (j) => setJobs((m) => ({ ...m, [kind]: j.jobId })) })}
            >
              导出{exportLabel(kind)}
            </Button>
            {jobs[kind] && <JobProgress jobId={jobs[kind]} fileName={exportFileName(orderName, kind)} />}
          </div>
        ))}
        <Typography.Link
          href={`/tool/designOrder/quotation?id=${orderId}`}
          target="_blank"
          data-testid="export-quotation"
        >
          带价格的报价单（打印 / PDF，附平面图与线缆清单）
        </Typography.Link>
      </Space>
    </Card>
  );
}

function JobProgress({ jobId, fileName }: { jobId: number; fileName: string }) {
  const job = useJob(jobId).data;
  if (!job) return <Progress percent={0} size="small" />;
  if (job.status === 'failed' || job.status === 'ended')
    return <Alert type="error" showIcon message={`导出失败：${job.error ?? '任务已结束'}`} />;
  if (job.status === 'done' && job.fileUrl)
    return (
      <Space>
        <Progress percent={100} size="small" style={{ width: 160 }} />
        <Typography.Link href={job.fileUrl} download={fileName} data-testid="export-download">
          下载
        </Typography.Link>
      </Space>
    );
  return (
    <Space>
      <Progress percent={job.progress} size="small" status="active" style={{ width: 160 }} />
      <Typography.Text type="secondary">{job.status === 'pending' ? '排队中' : '生成中'}</Typography.Text>
    </Space>
  );
}
