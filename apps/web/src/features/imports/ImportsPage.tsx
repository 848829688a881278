/**
 * /dataImport (provider staff, 数据导入): download a template or an export, upload the filled workbook, read the dry
 * run's report (every problem by sheet, row, column and reason), then apply it — all or nothing, as a job whose
 * progress the page polls. The integration keys an ERP pushes with are made and revoked on the second tab.
 */
import {
  IMPORT_JOB_KIND_LABELS,
  IMPORT_JOB_KINDS,
  IMPORT_LIMITS,
  MEDIA_LIMITS,
  SKU_PICTURES_MAX,
  IMPORTS_ROUTES as E,
  POLICY_MESSAGES,
  importFileName,
  importFileUrl,
  mayCall,
  type ImportJob,
  type ImportJobKind,
  type ImportProblem,
} from '@portal/domain';
import {
  Alert,
  Button,
  Descriptions,
  Progress,
  Result,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { dateTimeText } from '../../components/order-time.ts';
import { StaffHeader } from '../../components/StaffHeader.tsx';
import { useApp } from '../../components/feedback/useApp.ts';
import { useSession } from '../../session/store.ts';
import { IntegrationKeys } from './IntegrationKeys.tsx';
import { downloadFile, isMoving, useApplyImport, useImportJob, useImportJobs, useUploadImport } from './queries.ts';

export default function ImportsPage() {
  const { user } = useSession();
  if (!mayCall(E.upload, user)) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return (
    <div className="settle-section" style={{ marginTop: 8 }} data-testid="imports">
      <StaffHeader
        title="数据导入"
        links={[
          ['/staffManage', '业务员管理'],
          ['/auditLog', '操作日志'],
        ]}
      />
      <Tabs
        items={[
          { key: 'import', label: '导入与导出', children: <Imports /> },
          { key: 'keys', label: '集成密钥（ERP 推送）', children: <IntegrationKeys /> },
        ]}
      />
    </div>
  );
}

/** A stamp as Beijing time. */
const beijingTime = dateTimeText;

const STATUS_COLORS: Record<ImportJob['status'], string> = {
  queued: 'default',
  checking: 'processing',
  checked: 'blue',
  applyQueued: 'processing',
  applying: 'processing',
  applied: 'success',
  failed: 'error',
};

function Imports() {
  const { message } = useApp();
  const [kind, setKind] = useState<ImportJobKind>('catalogue');
  const [jobId, setJobId] = useState<number | null>(null);
  const upload = useUploadImport();
  // how much of the file has gone while it uploads (null: no upload)
  const [sent, setSent] = useState<number | null>(null);
  const media = kind === 'media';
  const download = (which: 'template' | 'export') => {
    if (kind === 'media') return;
    void downloadFile(importFileUrl(which, kind), importFileName(kind, which === 'export')).catch((e: Error) =>
      message.error(e.message),
    );
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<ImportJobKind>
          value={kind}
          style={{ width: 180 }}
          onChange={setKind}
          options={IMPORT_JOB_KINDS.map((k) => ({ value: k, label: IMPORT_JOB_KIND_LABELS[k] }))}
          data-testid="import-kind"
        />
        {!media && <Button onClick={() => download('template')}>下载模板</Button>}
        {!media && <Button onClick={() => download('export')}>导出当前数据</Button>}
        <Upload
          accept={media ? '.zip' : '.xlsx'}
          showUploadList={false}
          customRequest={({ file, onSuccess, onError }) => {
            setSent(0);
            upload.mutate(
              { kind, file: file as File, onProgress: setSent },
              {
                onSuccess: (job) => (setJobId(job.id), onSuccess?.(job)),
                onError: (e) => onError?.(e),
                onSettled: () => setSent(null),
              },
            );
          }}
        >
          <Button type="primary" loading={upload.isPending}>
            上传并校验
          </Button>
        </Upload>
        {sent !== null && (
          <Progress
            percent={Math.floor(sent * 100)}
            size="small"
            style={{ width: 160 }}
            aria-label="上传进度"
            data-testid="import-upload-progress"
          />
        )}
        <Typography.Text type="secondary">
          {media
            ? `.zip，不超过 ${MEDIA_LIMITS.maxBytes / 1024 / 1024}MB`
            : `.xlsx，不超过 ${IMPORT_LIMITS.maxBytes / 1024 / 1024}MB`}
          ；校验不改动任何数据
        </Typography.Text>
      </Space>
      {media && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="按型号编码命名文件后打包为 zip（文件夹不限）"
          description={`型号编码.jpg 为主图，型号编码_2.png 为第2张（最多 ${SKU_PICTURES_MAX} 张，JPG/PNG，每张不超过 ${MEDIA_LIMITS.maxPictureBytes / 1024 / 1024}MB）；型号编码_彩页.pdf 为该产品的资料「彩页」。再次导入同一型号的图片将替换原有图片，同名资料将被替换。`}
        />
      )}
      {jobId !== null && <JobReport id={jobId} />}
      <JobList onOpen={setJobId} />
    </>
  );
}

function JobReport({ id }: { id: number }) {
  const { data: job } = useImportJob(id);
  const apply = useApplyImport();
  if (!job) return null;
  const percent = job.rowTotal ? Math.round((job.rowDone / job.rowTotal) * 100) : 0;
  const summary = Object.entries(job.report?.summary ?? {})
    .map(([what, n]) => `${what}：新增 ${n.inserted}，更新 ${n.updated}${n.unchanged ? `，不变 ${n.unchanged}` : ''}`)
    .join('；');
  return (
    <div style={{ border: '1px solid #f0f0f0', padding: 12, marginBottom: 16 }} data-testid="import-report">
      <Descriptions size="small" column={3}>
        <Descriptions.Item label="文件">{job.fileName ?? 'ERP 推送'}</Descriptions.Item>
        <Descriptions.Item label="类型">{job.kindLabel}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <Tag color={STATUS_COLORS[job.status]}>{job.statusLabel}</Tag>
        </Descriptions.Item>
        {job.report && (
          <Descriptions.Item label="行数" span={3}>
            {Object.entries(job.report.rows)
              .map(([sheet, n]) => `${sheet} ${n} 行`)
              .join('，')}
          </Descriptions.Item>
        )}
      </Descriptions>
      {isMoving(job) && <Progress percent={job.status === 'queued' ? 0 : Math.max(percent, 5)} status="active" />}
      {job.error && <Alert type="error" showIcon title={job.error} style={{ marginBottom: 8 }} />}
      {job.status === 'checked' && job.problemCount === 0 && (
        <Alert
          type="success"
          showIcon
          title={
            job.source === 'api'
              ? `对接系统试推送（dryRun）校验通过：由对接系统去掉 dryRun 重新推送即写入——${summary}`
              : `校验通过。应用后将写入——${summary}`
          }
          action={
            job.source === 'api' ? undefined : (
              <Button type="primary" loading={apply.isPending} onClick={() => apply.mutate(job.id)}>
                应用导入
              </Button>
            )
          }
        />
      )}
      {job.status === 'applied' && <Alert type="success" showIcon title={`已应用：${summary}`} />}
      {job.problemCount > 0 && (
        <>
          <Typography.Paragraph type="danger" style={{ margin: '8px 0' }}>
            共 {job.problemCount} 个问题，请修改文件后重新上传（未改动任何数据）
          </Typography.Paragraph>
          <Table<ImportProblem>
            size="small"
            rowKey={(p) => `${p.sheet}:${p.row}:${p.column}:${p.reason}`}
            dataSource={job.report?.problems ?? []}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            columns={[
              { title: '工作表', dataIndex: 'sheet', width: 110 },
              { title: '行', dataIndex: 'row', width: 70 },
              { title: '列', dataIndex: 'column', width: 150 },
              { title: '原因', dataIndex: 'reason' },
            ]}
            data-testid="import-problems"
          />
        </>
      )}
    </div>
  );
}

function JobList({ onOpen }: { onOpen: (id: number) => void }) {
  const [page, setPage] = useState({ page: 1, size: 10 });
  const { data, isFetching } = useImportJobs(page.page, page.size);
  return (
    <Table<ImportJob>
      rowKey="id"
      size="small"
      data-testid="import-jobs"
      loading={isFetching}
      dataSource={data?.list ?? []}
      pagination={{
        current: page.page,
        pageSize: page.size,
        total: data?.total ?? 0,
        showTotal: (n) => `共 ${n} 次导入`,
        onChange: (p, s) => setPage({ page: p, size: s }),
      }}
      columns={[
        { title: '时间', dataIndex: 'createdAt', width: 170, render: beijingTime },
        { title: '类型', dataIndex: 'kindLabel', width: 110 },
        { title: '来源', width: 140, render: (_, j) => (j.source === 'api' ? 'ERP 推送' : (j.fileName ?? '上传')) },
        {
          title: '状态',
          width: 100,
          render: (_, j) => <Tag color={STATUS_COLORS[j.status]}>{j.statusLabel}</Tag>,
        },
        { title: '行数', dataIndex: 'rowTotal', width: 80 },
        { title: '问题', dataIndex: 'problemCount', width: 70 },
        { title: '', width: 80, render: (_, j) => <a onClick={() => onOpen(j.id)}>查看</a> },
      ]}
    />
  );
}
