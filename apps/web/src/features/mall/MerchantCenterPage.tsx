/**
 * /merchantCenter (客户运营中心): the mall orders a first-level dealer's customers placed with its shop, by status tab
 * with counts, paged; each card shows the buyer, the lines and amounts, 发货 on a paid order (with a confirm) and
 * the detail.
 */
import { addressText, DEFAULT_PAGE_SIZE, ORDER_STATUS, ORDER_TABS, type OrderView } from '@portal/domain';
import { Button, Empty, Pagination, Result, Skeleton, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { pager } from '../../components/pagination.ts';
import { useSession } from '../../session/store.ts';
import { readOrderListQuery, OrderCard } from '../order/index.ts';
import { MerchantGate } from './MerchantGate.tsx';
import { useShopOrderPage } from './queries.ts';
import { ShipButton } from './ShipButton.tsx';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';
import './mall.css';

export const merchantOrderPath = (orderNo: string) =>
  `/merchantCenter/orderDetail?orderNo=${encodeURIComponent(orderNo)}`;

export default function MerchantCenterPage() {
  return (
    <MerchantGate>
      <ShopOrders />
    </MerchantGate>
  );
}

function ShopOrders() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const q = readOrderListQuery(params);
  const orders = useShopOrderPage(q, true);
  const list = orders.data?.list ?? [];

  const go = (next: { status?: number | undefined; page: number; size: number }) => {
    const p = new URLSearchParams();
    if (next.status) p.set('status', String(next.status));
    if (next.page > 1) p.set('page', String(next.page));
    if (next.size !== DEFAULT_PAGE_SIZE) p.set('size', String(next.size));
    setParams(p);
  };
  const p = pager(q.page, q.size, orders.data?.total ?? 0, (page, size) => go({ status: q.status, page, size }));
  const toShip = orders.data?.tabs.find((t) => t.status === ORDER_STATUS.PAID)?.count ?? 0;

  if (orders.isError && !orders.data) {
    return (
      <Result
        status="warning"
        title={isApiError(orders.error) ? orders.error.message : '店铺订单加载失败，请稍后重试'}
        extra={<Button onClick={() => void orders.refetch()}>重新加载</Button>}
      />
    );
  }

  return (
    <div className="merchant-centre" data-testid="merchant-centre">
      <div className="merchant-head">
        <div>
          <h2>店铺订单</h2>
          <div className="buy-muted">
            {user?.companyName ?? ''}
            {user?.merchantNo ? `（${user.merchantNo}）` : ''}：客户在采购商城向本店下的订单，付款后由本店发货
          </div>
        </div>
        {toShip > 0 ? (
          <a className="merchant-pending" onClick={() => go({ status: ORDER_STATUS.PAID, page: 1, size: q.size })}>
            待发货 <b>{toShip}</b> 单
          </a>
        ) : null}
      </div>
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
        <Empty description="暂无订单" style={{ padding: '48px 0' }} />
      ) : (
        list.map((o) => <ShopOrderCard key={o.orderNo} order={o} />)
      )}
      {list.length ? (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
          <Pagination {...p} />
        </div>
      ) : null}
    </div>
  );
}

function ShopOrderCard({ order }: { order: OrderView }) {
  return (
    <OrderCard
      order={order}
      testId="shop-order-card"
      party={<span data-testid="shop-order-buyer">买家：{order.buyerName ?? '—'}</span>}
      linesFooter={
        <div className="buy-muted merchant-ship-to">
          收货：{order.address.contactName} {order.address.contactPhone}，{addressText(order.address)}
        </div>
      }
      actions={
        <>
          <ShipButton order={order} />
          <Link to={merchantOrderPath(order.orderNo)}>
            <Button>详情</Button>
          </Link>
        </>
      }
    />
  );
}
