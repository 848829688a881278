/**
 * /invoiceManage (provider staff, 发票总览, issue 59 §5): every seller's invoice requests and invoices — the overdue
 * first, then the waiting — filtered by state, to follow up the dealers that let requests wait.
 */
import {
  INVOICE_KIND_LABEL,
  INVOICE_ROUTES as E,
  INVOICE_STATUSES,
  INVOICE_STATUS_LABEL,
  POLICY_MESSAGES,
  mayCall,
  type InvoiceStatus,
  type InvoiceView,
} from '@portal/domain';
import { Result, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { StaffHeader } from '../../components/StaffHeader.tsx';
import { pager } from '../../components/pagination.ts';
import { useSession } from '../../session/store.ts';
import { InvoiceStatusTag } from './InvoiceStatusTag.tsx';
import { yuan } from './money.ts';
import { useStaffInvoices } from './queries.ts';

export default function StaffInvoicePage() {
  const { user } = useSession();
  if (!mayCall(E.staffPage, user)) return <Result status="403" title={POLICY_MESSAGES.staff} />;
  return <StaffInvoices />;
}

function StaffInvoices() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<InvoiceStatus | undefined>(undefined);
  const list = useStaffInvoices(page, status);
  return (
    <div className="member-card" data-testid="staff-invoices">
      <StaffHeader title="发票总览" links={[['/memberStore/purchaseOrders/refunds', '退款管理']]} />
      <Space style={{ marginBottom: 12 }}>
        <span>状态</span>
        <Select<InvoiceStatus | 'all'>
          style={{ width: 140 }}
          value={status ?? 'all'}
          onChange={(v) => {
            setStatus(v === 'all' ? undefined : v);
            setPage(1);
          }}
          options={[
            { value: 'all', label: '全部' },
            ...INVOICE_STATUSES.map((s) => ({ value: s, label: INVOICE_STATUS_LABEL[s] })),
          ]}
        />
      </Space>
      <Table<InvoiceView>
        rowKey="id"
        scroll={{ x: 1100 }}
        loading={list.isLoading}
        dataSource={list.data?.list?.list ?? []}
        pagination={pager(page, 10, list.data?.total ?? 0, (p) => setPage(p))}
        columns={[
          { title: '申请时间', dataIndex: 'requestedAt', render: (v: string) => new Date(v).toLocaleString('zh-CN') },
          { title: '卖家', dataIndex: 'sellerName', width: 180, ellipsis: true },
          { title: '抬头', width: 180, ellipsis: true, render: (_: unknown, v) => v.title.name },
          { title: '发票类型', width: 96, render: (_: unknown, v) => INVOICE_KIND_LABEL[v.kind] },
          { title: '价税合计', dataIndex: 'amountFen', align: 'right', render: yuan },
          { title: '状态', render: (_: unknown, v) => <InvoiceStatusTag invoice={v} showOverdue /> },
          { title: '发票号码', dataIndex: 'invoiceNo', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </div>
  );
}
