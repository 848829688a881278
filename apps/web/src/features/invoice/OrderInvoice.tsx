/**
 * 发票 on the buyer's order page (issue 59 §2, §5): what was asked at checkout (turned into a request once the order
 * is paid; why not, when it could not be), every invoice on the order with its state, number and file, and 申请开票
 * while the order is paid, within the provider's window and on no live invoice.
 */
import { INVOICE_KIND_LABEL, type InvoiceOfOrder } from '@portal/domain';
import { Alert, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { ApplyDialog } from './ApplyDialog.tsx';
import { InvoiceStatusTag } from './InvoiceStatusTag.tsx';
import { yuan, invoiceFileName } from './money.ts';
import { useInvoiceOfOrder } from './queries.ts';

const TITLES = '/member/invoiceTitle';

function WishLine({ d }: { d: InvoiceOfOrder }) {
  const w = d.wish;
  if (!w) return null;
  if (w.failure)
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="invoice-wish-failed"
        title={`下单时提交的开票信息未能转为开票申请：${w.failure}`}
        description={d.canApply ? '可点击「申请开票」重新申请。' : undefined}
      />
    );
  if (w.invoiceId !== null) return null;
  const what = `${INVOICE_KIND_LABEL[w.kind]}，抬头：${w.titleName}`;
  return (
    <p className="buy-muted" data-testid="invoice-wish">
      {d.order ? `正在提交开票申请（${what}）…` : `已选择开具发票（${what}），订单付款后将自动提交开票申请`}
    </p>
  );
}

export function OrderInvoice({ orderNo }: { orderNo: string }) {
  const q = useInvoiceOfOrder(orderNo, true);
  const [asking, setAsking] = useState(false);
  const d = q.data;
  if (!d) return null;
  const o = d.order;
  const waitingWish = !!d.wish && d.wish.invoiceId === null && d.wish.failure === null;
  const mayAsk = d.canApply && !!o && !o.invoice && o.invoiceableFen > 0 && !waitingWish;
  return (
    <section className="settle-section" data-testid="order-invoice">
      <h3 className="settle-section-title">
        <span>发票</span>
        {mayAsk && (
          <Button size="small" onClick={() => setAsking(true)}>
            申请开票
          </Button>
        )}
      </h3>
      <WishLine d={d} />
      {d.invoices.length > 0 ? (
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={d.invoices}
          columns={[
            { title: '发票类型', render: (_: unknown, v) => INVOICE_KIND_LABEL[v.kind] },
            { title: '抬头', render: (_: unknown, v) => v.title.name },
            { title: '价税合计', dataIndex: 'amountFen', align: 'right', render: yuan },
            { title: '状态', render: (_: unknown, v) => <InvoiceStatusTag invoice={v} /> },
            { title: '发票号码', dataIndex: 'invoiceNo', render: (v: string | null) => v ?? '—' },
            {
              title: '操作',
              render: (_: unknown, v) =>
                v.fileUrl ? (
                  <a href={v.fileUrl} download={invoiceFileName(v)}>
                    下载发票
                  </a>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      ) : (
        !d.wish && (
          <Space className="buy-muted">
            {o ? (d.canApply ? '未申请开票' : '已超过申请开票的期限') : '订单付款后可申请开票'}
          </Space>
        )
      )}
      {asking && o && (
        <ApplyDialog
          orderNos={[o.orderNo]}
          amountFen={o.invoiceableFen}
          titlesLink={TITLES}
          onClose={(applied) => {
            setAsking(false);
            if (applied) void q.refetch();
          }}
        />
      )}
    </section>
  );
}
