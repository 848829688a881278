/** /memberStore/purchaseOrders: my mall orders by status tab, paged; each card with lines, amounts and actions. */
import {
  DEFAULT_PAGE_SIZE,
  formatPriceFen,
  ORDER_STATUS,
  type OrderStatus,
  ORDER_TABS,
  type OrderView,
} from '@portal/domain';
import { Empty, Pagination, Skeleton, Tabs, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { pager } from '../../components/pagination.ts';
import { Thumb } from '../cart/Thumb.tsx';
import { OrderActions } from './OrderActions.tsx';
import { countdownText, dateTimeText, secondsLeft } from './order-time.ts';
import { orderStatusColor, readOrderListQuery } from './order-list.ts';
import { useOrderPage } from './queries.ts';
import { useNow } from './useNow.ts';
import '../cart/buying.css';

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
        list.map((o) => <OrderCard key={o.orderNo} order={o} now={now} />)
      )}
      {list.length ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
          <Pagination {...p} />
        </div>
      ) : null}
    </div>
  );
}

function OrderCard({ order, now }: { order: OrderView; now: number }) {
  const status = order.status as OrderStatus;
  const left = status === ORDER_STATUS.UNPAID ? secondsLeft(order.expiresAt, now) : 0;
  return (
    <div className="order-card" data-testid="order-card" data-order-no={order.orderNo}>
      <div className="order-card-head">
        <span>{dateTimeText(order.createdAt)}</span>
        <span>订单号：{order.orderNo}</span>
        <span>店铺：{order.shopName}</span>
        <span className="status">
          <Tag color={orderStatusColor(status)} data-testid="order-status">
            {order.statusLabel}
          </Tag>
          {left > 0 ? <span className="order-countdown">剩余 {countdownText(left)}</span> : null}
        </span>
      </div>
      <div className="order-card-body">
        <div className="order-card-lines">
          {order.lines.map((l) => (
            <div key={l.skuNo} className="order-card-line">
              <Thumb src={l.picUrl} alt={l.skuName} size={56} />
              <div className="name">
                <div title={l.skuName}>{l.skuName}</div>
                <div className="buy-muted">型号：{l.model}</div>
              </div>
              <span>
                {formatPriceFen(l.priceFen)} × {l.quantity}
              </span>
            </div>
          ))}
        </div>
        <div className="order-card-amount">
          <div>
            {status === ORDER_STATUS.UNPAID ? '应付' : '实付'}：
            <span className="buy-price">{formatPriceFen(order.payFen)}</span>
          </div>
          <div className="buy-muted">含运费 {formatPriceFen(order.freightFen)}</div>
          {order.discountFen > 0 ? <div className="buy-muted">优惠 -{formatPriceFen(order.discountFen)}</div> : null}
        </div>
        <div className="order-card-actions">
          <OrderActions order={order} />
        </div>
      </div>
    </div>
  );
}
