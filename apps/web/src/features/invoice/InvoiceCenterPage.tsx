/**
 * /member/invoice (发票中心, issue 59 §2, §5): the buyer's paid orders within the window — choose some of one seller and
 * ask for one invoice (合并开票) — and its invoices, blue and red, with their state, number and file to download.
 */
import { INVOICE_KIND_LABEL, type InvoiceView, type InvoiceableOrderView } from '@portal/domain';
import { Button, Empty, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { pager } from '../../components/pagination.ts';
import { ApplyDialog } from './ApplyDialog.tsx';
import { InvoiceStatusTag } from './InvoiceStatusTag.tsx';
import { yuan, invoiceFileName } from './money.ts';
import { useCancelInvoice, useInvoiceableOrders, useMyInvoices } from './queries.ts';

export default function InvoiceCenterPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'invoices' ? 'invoices' : 'orders';
  return (
    <div className="member-card" data-testid="invoice-centre">
      <div className="settle-section-title">
        <span>发票中心</span>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => setParams({ tab: k })}
        items={[
          {
            key: 'orders',
            label: '申请开票',
            children: <OrdersTab onApplied={() => setParams({ tab: 'invoices' })} />,
          },
          { key: 'invoices', label: '我的发票', children: <InvoicesTab /> },
        ]}
      />
    </div>
  );
}

function OrdersTab({ onApplied }: { onApplied: () => void }) {
  const [page, setPage] = useState(1);
  const orders = useInvoiceableOrders(page);
  const [chosen, setChosen] = useState<InvoiceableOrderView[]>([]);
  const [asking, setAsking] = useState(false);
  const seller = chosen[0]?.shopMerchantNo;
  const rows = orders.data?.list?.list ?? [];
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" disabled={chosen.length === 0} onClick={() => setAsking(true)}>
          申请开票{chosen.length > 1 ? `（合并 ${chosen.length} 个订单）` : ''}
        </Button>
        <span className="buy-muted">同一卖家的订单可合并开一张发票；可开票金额为实付金额减已退款</span>
      </Space>
      <Table<InvoiceableOrderView>
        data-testid="invoice-orders"
        rowKey="orderNo"
        loading={orders.isLoading}
        dataSource={rows}
        locale={{ emptyText: <Empty description="申请期限内没有已付款的订单" /> }}
        rowSelection={{
          selectedRowKeys: chosen.map((o) => o.orderNo),
          onChange: (_keys, picked) => setChosen(picked),
          getCheckboxProps: (o) => ({
            disabled: !!o.invoice || o.invoiceableFen === 0 || (!!seller && o.shopMerchantNo !== seller),
          }),
        }}
        pagination={pager(page, 10, orders.data?.total ?? 0, (p) => setPage(p))}
        columns={[
          { title: '订单号', dataIndex: 'orderNo' },
          { title: '卖家', dataIndex: 'shopName' },
          { title: '付款时间', dataIndex: 'paidAt', render: (v: string) => new Date(v).toLocaleString('zh-CN') },
          { title: '实付', dataIndex: 'payFen', align: 'right', render: yuan },
          { title: '已退款', dataIndex: 'refundedFen', align: 'right', render: (v: number) => (v ? yuan(v) : '—') },
          { title: '可开票金额', dataIndex: 'invoiceableFen', align: 'right', render: yuan },
          {
            title: '开票状态',
            render: (_: unknown, o) => (o.invoice ? <Tag color="blue">已申请</Tag> : <Tag>未申请</Tag>),
          },
        ]}
      />
      {asking && (
        <ApplyDialog
          orderNos={chosen.map((o) => o.orderNo)}
          amountFen={chosen.reduce((s, o) => s + o.invoiceableFen, 0)}
          onClose={(applied) => {
            setAsking(false);
            if (applied) {
              setChosen([]);
              onApplied();
            }
          }}
        />
      )}
    </>
  );
}

function InvoicesTab() {
  const [page, setPage] = useState(1);
  const list = useMyInvoices(page);
  const cancel = useCancelInvoice();
  return (
    <Table<InvoiceView>
      data-testid="invoice-list"
      rowKey="id"
      scroll={{ x: 1100 }}
      loading={list.isLoading}
      dataSource={list.data?.list?.list ?? []}
      locale={{ emptyText: <Empty description="还没有发票" /> }}
      pagination={pager(page, 10, list.data?.total ?? 0, (p) => setPage(p))}
      columns={[
        { title: '发票类型', width: 96, render: (_: unknown, v) => INVOICE_KIND_LABEL[v.kind] },
        { title: '抬头', width: 150, ellipsis: true, render: (_: unknown, v) => v.title.name },
        { title: '卖家', dataIndex: 'sellerName', width: 150, ellipsis: true },
        { title: '订单', dataIndex: 'orderNos', render: (nos: string[]) => nos.join('、') },
        { title: '价税合计', dataIndex: 'amountFen', align: 'right', render: yuan },
        {
          title: '状态',
          render: (_: unknown, v) => (
            <Space direction="vertical" size={2}>
              <InvoiceStatusTag invoice={v} />
              {v.failure && <span className="buy-muted">{v.failure}</span>}
            </Space>
          ),
        },
        { title: '发票号码', dataIndex: 'invoiceNo', render: (v: string | null) => v ?? '—' },
        { title: '开票日期', dataIndex: 'issuedOn', width: 108, render: (v: string | null) => v ?? '—' },
        {
          title: '操作',
          width: 110,
          render: (_: unknown, v) => (
            <Space>
              {v.fileUrl && (
                <a href={v.fileUrl} download={invoiceFileName(v)}>
                  下载发票
                </a>
              )}
              {(v.status === 'requested' || v.status === 'failed') && v.direction === 'blue' && (
                <Popconfirm title="确定取消这次开票申请？" onConfirm={() => cancel.mutate(v.id)}>
                  <Button type="link" size="small">
                    取消申请
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
