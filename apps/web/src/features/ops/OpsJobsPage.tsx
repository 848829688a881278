/**
 * /memberStore/ops (provider staff): the background jobs of every instance — each queue's jobs by state and its
 * last error, and the latest jobs with their attempts. Refreshed every 5 seconds. Above them, the after-sale returns whose
 * refund the channel refused (their alert line above when they keep failing).
 */
import { JOB_STATE_LABELS, OPS_ROUTES as E, POLICY_MESSAGES, mayCall, type OpsJob, type OpsJobs } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Result, Table, Tag, Typography } from 'antd';
import { api } from '../../api/client.ts';
import { FailedRefunds } from '../after-sale/index.ts';
import { useSession } from '../../session/store.ts';

const STATE_COLOR: Record<OpsJob['state'], string> = {
  created: 'blue',
  retry: 'orange',
  active: 'processing',
  completed: 'green',
  cancelled: 'default',
  failed: 'red',
};

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' }) : '—');

export default function OpsJobsPage() {
  const { user } = useSession();
  if (!mayCall(E.jobs, user)) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return <Jobs />;
}

function Jobs() {
  const { data, isLoading } = useQuery({
    queryKey: ['ops', 'jobs'],
    queryFn: () => api.call(E.jobs, { query: {} }),
    refetchInterval: 5000,
  });
  const queues: OpsJobs['queues'] = data?.queues ?? [];
  return (
    <div className="settle-section" style={{ marginTop: 8 }} data-testid="ops-jobs">
      {(data?.alerts ?? []).map((a) => (
        <Alert
          key={a.key}
          type="error"
          showIcon
          message={a.text}
          style={{ marginBottom: 12 }}
          data-testid="ops-alert"
        />
      ))}
      <FailedRefunds />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        后台任务
        <Typography.Text type="secondary" style={{ fontSize: 13, marginLeft: 12 }}>
          {data?.kind === 'pg-boss'
            ? '任务队列：PostgreSQL（所有实例共用，每个任务只由一个实例执行）'
            : '任务队列：本进程'}
        </Typography.Text>
      </Typography.Title>
      <Table
        rowKey="name"
        size="small"
        loading={isLoading}
        pagination={false}
        dataSource={queues}
        columns={[
          { title: '任务', dataIndex: 'title' },
          { title: '队列', dataIndex: 'name' },
          {
            title: '各状态数量',
            render: (_, q) =>
              Object.entries(q.counts).map(([state, n]) => (
                <Tag key={state} color={STATE_COLOR[state as OpsJob['state']]}>
                  {JOB_STATE_LABELS[state as OpsJob['state']] ?? state} {n}
                </Tag>
              )),
          },
          { title: '最近错误', dataIndex: 'lastError', render: (e: string | null) => e ?? '—' },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        最近的任务
      </Typography.Title>
      <Table
        rowKey="id"
        size="small"
        loading={isLoading}
        pagination={{ pageSize: 20 }}
        dataSource={data?.recent ?? []}
        columns={[
          { title: '任务', dataIndex: 'title' },
          {
            title: '状态',
            dataIndex: 'state',
            render: (s: OpsJob['state']) => <Tag color={STATE_COLOR[s]}>{JOB_STATE_LABELS[s]}</Tag>,
          },
          { title: '尝试次数', dataIndex: 'attempts' },
          { title: '创建时间', dataIndex: 'createdOn', render: time },
          { title: '完成时间', dataIndex: 'completedOn', render: time },
          { title: '错误', dataIndex: 'lastError', render: (e: string | null) => e ?? '—' },
        ]}
      />
    </div>
  );
}
