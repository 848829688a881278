/**
 * /merchantCenter/orderDetail?orderNo=: one order of the shop as the first-level dealer sees it — status and the
 * step bar, the buyer and where to deliver, the lines and amounts, the times, and 发货 while it is paid.
 */
import { ORDER_STATUS } from '@portal/domain';
import { Button, Result, Skeleton, Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { OrderLinesSection, OrderInfo, OrderParcels, OrderStatusTag, OrderTimeline } from '../order/index.ts';
import { OrderAfterSales } from '../after-sale/index.ts';
import { MerchantGate } from './MerchantGate.tsx';
import { useShopOrderDetail } from './queries.ts';
import { ShipButton } from './ShipButton.tsx';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';
import './mall.css';

export default function MerchantOrderDetailPage() {
  return (
    <MerchantGate>
      <ShopOrderDetail />
    </MerchantGate>
  );
}

function ShopOrderDetail() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const detail = useShopOrderDetail(orderNo, true);
  const o = detail.data;

  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!o) {
    return (
      <Result
        status="404"
        title={isApiError(detail.error) ? detail.error.message : '订单不存在'}
        extra={
          <Link to="/merchantCenter">
            <Button type="primary">返回店铺订单</Button>
          </Link>
        }
      />
    );
  }

  return (
    <div className="order-detail" data-testid="shop-order-detail">
      <section className="settle-section">
        <div className="order-status-banner">
          <span>订单状态：</span>
          <OrderStatusTag order={o} large />
          {o.status === ORDER_STATUS.PAID ? <span className="buy-muted">买家已付款，请尽快发货</span> : null}
          {o.cancelReason ? <span className="buy-muted">（{o.cancelReason}）</span> : null}
          <Space style={{ marginLeft: 'auto' }}>
            <ShipButton order={o} />
            <Link to="/merchantCenter">
              <Button>返回列表</Button>
            </Link>
          </Space>
        </div>
        <OrderTimeline order={o} />
      </section>

      <section className="settle-section">
        <OrderInfo order={o} party={['买家', o.buyerName ?? '—']} />
      </section>

      <OrderParcels order={o} />
      <OrderLinesSection order={o} />
      <OrderAfterSales
        orderNo={o.orderNo}
        delivered={o.status === ORDER_STATUS.SHIPPED || o.status === ORDER_STATUS.COMPLETED}
      />
    </div>
  );
}
