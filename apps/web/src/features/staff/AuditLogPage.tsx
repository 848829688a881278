/**
 * /auditLog (provider staff, 操作日志): every staff action — who, when, what, on which record, before and after —
 * newest first, filtered by the actor's phone, the action and Beijing days.
 */
import { StaffHeader } from '../../components/StaffHeader.tsx';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ROUTES as E,
  AUDIT_ENTITY_LABELS,
  AUDIT_SYSTEM_ACTOR,
  POLICY_MESSAGES,
  mayCall,
  type AuditAction,
  type AuditEntry,
} from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Result, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../api/client.ts';
import { type Dayjs } from '../../components/dates.ts';
import { useSession } from '../../session/store.ts';
import { beijingTime } from './time.ts';

interface Filters {
  actor?: string | undefined;
  action?: AuditAction | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export default function AuditLogPage() {
  const { user } = useSession();
  if (!mayCall(E.page, user)) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return <AuditLog />;
}

const json = (v: unknown) =>
  v === null || v === undefined ? (
    <Typography.Text type="secondary">—</Typography.Text>
  ) : (
    <pre className="audit-json" style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {JSON.stringify(v, null, 1)}
    </pre>
  );

function AuditLog() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ page: 1, size: 20 });
  const { data, isFetching } = useQuery({
    queryKey: ['audit', filters, page],
    queryFn: () => api.page(E.page, { query: { ...filters, ...page } }),
    placeholderData: keepPreviousData,
  });
  const onFinish = (v: { actor?: string; action?: AuditAction; days?: [Dayjs, Dayjs] | null }) => {
    setPage((p) => ({ ...p, page: 1 }));
    setFilters({
      actor: v.actor?.trim() || undefined,
      action: v.action,
      from: v.days?.[0]?.format('YYYY-MM-DD'),
      to: v.days?.[1]?.format('YYYY-MM-DD'),
    });
  };
  return (
    <div className="settle-section" style={{ marginTop: 8 }} data-testid="audit-log">
      <StaffHeader
        title="操作日志"
        links={[
          ['/staffManage', '业务员管理'],
          ['/catalogueManage', '商品维护'],
          ['/dataImport', '数据导入'],
        ]}
      />
      <Form layout="inline" onFinish={onFinish} style={{ marginBottom: 12 }}>
        <Form.Item name="actor" label="操作人">
          <Input placeholder="手机号或账号" maxLength={20} allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="action" label="操作">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 210 }}
            options={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="days" label="日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form.Item>
      </Form>
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.list ?? []}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: data?.total ?? 0,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (p, s) => setPage({ page: p, size: s }),
        }}
        columns={[
          { title: '时间', dataIndex: 'time', width: 170, render: beijingTime },
          {
            title: '操作人',
            width: 150,
            render: (_, e) => (e.actor ? `${e.actor.nickname ?? ''} ${e.actor.phone}`.trim() : AUDIT_SYSTEM_ACTOR),
          },
          { title: '操作', dataIndex: 'actionLabel', width: 170 },
          {
            title: '对象',
            width: 190,
            render: (_, e) => `${AUDIT_ENTITY_LABELS[e.entityType] ?? e.entityType} ${e.entityId}`,
          },
          { title: '变更前', dataIndex: 'before', render: json },
          { title: '变更后', dataIndex: 'after', render: json },
        ]}
      />
    </div>
  );
}
