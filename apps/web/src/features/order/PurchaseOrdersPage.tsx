/** /memberStore/purchaseOrders: my mall orders by status tab, paged; each card with lines, amounts and actions. */
import { DEFAULT_PAGE_SIZE, ORDER_STATUS, ORDER_TABS, type OrderView } from '@portal/domain';
import { Empty, Pagination, Skeleton, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { pager } from '../../components/pagination.ts';
import { OrderActions } from './OrderActions.tsx';
import { OrderCard } from './OrderParts.tsx';
import { countdownText, secondsLeft } from '../../components/order-time.ts';
import { readOrderListQuery } from './order-list.ts';
import { useOrderPage } from './queries.ts';
import { useNow } from '../../components/useNow.ts';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';

export default function PurchaseOrdersPage() {
  const [params, setParams] = useSearchParams();
  const q = readOrderListQuery(params);
  const orders = useOrderPage(q);
  const list = orders.data?.list ?? [];
  const now = useNow(list.some((o) => o.status === ORDER_STATUS.UNPAID));

  const go = (next: { status?: number | undefined; page: number; size: number }) => {
    const p = new URLSearchParams();
    if (next.status) p.set('status', String(next.status));
    if (next.page > 1) p.set('page', String(next.page));
    if (next.size !== DEFAULT_PAGE_SIZE) p.set('size', String(next.size));
    setParams(p);
  };
  const p = pager(q.page, q.size, orders.data?.total ?? 0, (page, size) => go({ status: q.status, page, size }));

  return (
    <div className="orders-page">
      <Tabs
        activeKey={String(q.status ?? 0)}
        onChange={(k) => go({ status: Number(k) || undefined, page: 1, size: q.size })}
        items={ORDER_TABS.map((t) => {
          const count = orders.data?.tabs.find((x) => x.status === t.status)?.count;
          return { key: String(t.status ?? 0), label: count ? `${t.label}（${count}）` : t.label };
        })}
      />
      {orders.isLoading ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty description="暂无订单" style={{ padding: '48px 0' }}>
          <Link to="/product">去选购</Link>
        </Empty>
      ) : (
        list.map((o) => <BuyerOrderCard key={o.orderNo} order={o} now={now} />)
      )}
      {list.length ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
          <Pagination {...p} />
        </div>
      ) : null}
    </div>
  );
}

function BuyerOrderCard({ order, now }: { order: OrderView; now: number }) {
  const left = order.status === ORDER_STATUS.UNPAID ? secondsLeft(order.expiresAt, now) : 0;
  return (
    <OrderCard
      order={order}
      testId="order-card"
      party={<span>店铺：{order.shopName}</span>}
      statusExtra={left > 0 ? <span className="order-countdown">剩余 {countdownText(left)}</span> : null}
      actions={<OrderActions order={order} />}
    />
  );
}
