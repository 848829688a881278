/** An activity's sales record: its totals, then its orders (buyer, quantity, amount, status, time) by page. */
import {
  ORDER_STATUS_LABEL,
  formatPriceFen,
  type OrderStatus,
  type SeckillManageActivity,
  type SeckillSale,
} from '@portal/domain';
import { Drawer, Table, Tag } from 'antd';
import { useState } from 'react';
import { pager } from '../../../components/pagination.ts';
import { dateTimeText } from '../../../components/order-time.ts';
import { useSeckillSales } from '../queries.ts';

export function SalesDrawer({ activity, onClose }: { activity: SeckillManageActivity | null; onClose(): void }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const sales = useSeckillSales(activity?.activityNo ?? null, page, size);
  return (
    <Drawer
      open={!!activity}
      onClose={onClose}
      size="large"
      title={activity ? `销售记录：${activity.title}` : '销售记录'}
      destroyOnHidden
    >
      {activity ? (
        <div className="seckill-muted" style={{ marginBottom: 12 }}>
          已售 {activity.sold}/{activity.stock} 件 · 有效订单 {activity.orders} · 已付款 {activity.paidOrders} 单{' '}
          {formatPriceFen(activity.paidFen)} · 下单 {activity.buyers} 人
        </div>
      ) : null}
      <Table<SeckillSale>
        rowKey="orderNo"
        size="small"
        loading={sales.isLoading}
        dataSource={sales.data?.data ?? []}
        pagination={pager(page, size, sales.data?.total ?? 0, (p, s) => {
          setPage(p);
          setSize(s);
        })}
        columns={[
          { title: '订单号', dataIndex: 'orderNo', width: 190 },
          { title: '买家', render: (_, s) => `${s.buyerName ?? ''} ${s.buyerPhone}`.trim() },
          { title: '数量', dataIndex: 'quantity', width: 60, align: 'right' },
          { title: '金额', width: 100, align: 'right', render: (_, s) => formatPriceFen(s.payFen) },
          {
            title: '状态',
            width: 110,
            render: (_, s) =>
              s.releasedAt ? (
                <Tag>已释放</Tag>
              ) : (
                <Tag color={s.orderStatus === 1 ? 'orange' : 'green'}>
                  {ORDER_STATUS_LABEL[s.orderStatus as OrderStatus] ?? '-'}
                </Tag>
              ),
          },
          { title: '下单时间', width: 160, render: (_, s) => dateTimeText(s.createdAt) },
        ]}
      />
    </Drawer>
  );
}
