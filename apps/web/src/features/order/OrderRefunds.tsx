/** The refunds of an order, on its detail page (nothing when there are none). */
import { formatPriceFen } from '@portal/domain';
import { Table, Tag } from 'antd';
import { useOrderRefunds } from '../payment/index.ts';
import { dateTimeText } from '../../components/order-time.ts';

export function OrderRefunds({ orderNo }: { orderNo: string }) {
  const refunds = useOrderRefunds('mall_order', orderNo);
  if (!refunds.data?.length) return null;
  return (
    <section className="settle-section" data-testid="order-refunds">
      <h3>退款记录</h3>
      <Table
        size="small"
        rowKey="refundNo"
        pagination={false}
        dataSource={refunds.data}
        columns={[
          { title: '退款单号', dataIndex: 'refundNo' },
          { title: '退款金额', dataIndex: 'amountFen', render: (f: number) => formatPriceFen(f) },
          { title: '原因', dataIndex: 'reason' },
          {
            title: '状态',
            dataIndex: 'statusText',
            render: (t: string, r) => (
              <Tag color={r.status === 1 ? 'success' : r.status === 2 ? 'error' : 'processing'}>{t}</Tag>
            ),
          },
          { title: '时间', dataIndex: 'createdAt', render: (t: string, r) => dateTimeText(r.succeededAt ?? t) },
        ]}
      />
    </section>
  );
}
