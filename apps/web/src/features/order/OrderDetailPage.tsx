/**
 * /memberStore/purchaseOrders/detail?orderNo=: status with the step bar, the pay-by countdown while unpaid
 * (re-read when it runs out, until the expiry sweep has closed the order), address, shop, lines, amounts, times.
 */
import { ORDER_STATUS, type OrderView } from '@portal/domain';
import { Button, Result, Skeleton, Space } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { OrderLinesSection } from './OrderLinesSection.tsx';
import { OrderActions } from './OrderActions.tsx';
import { OrderParcels } from './OrderParcels.tsx';
import { OrderRefunds } from './OrderRefunds.tsx';
import { OrderAfterSales } from '../after-sale/index.ts';
import { OrderInvoice } from '../invoice/index.ts';
import { OrderInfo, OrderStatusTag, OrderTimeline } from './OrderParts.tsx';
import { countdownText, secondsLeft } from '../../components/order-time.ts';
import { useOrderDetail } from './queries.ts';
import { useNow } from '../../components/useNow.ts';
import '../../styles/buying.css';
import '../../styles/buying-phone.css';

/** While unpaid and past the deadline, ask again every 3 s until the order shows as cancelled. */
const pollExpired = (o: OrderView | undefined) =>
  o && o.status === ORDER_STATUS.UNPAID && secondsLeft(o.expiresAt, Date.now()) === 0 ? 3000 : false;

export default function OrderDetailPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const detail = useOrderDetail(orderNo, pollExpired);
  const o = detail.data;
  const unpaid = o?.status === ORDER_STATUS.UNPAID;
  const now = useNow(unpaid);

  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!o) {
    return (
      <Result
        status="404"
        title={isApiError(detail.error) ? detail.error.message : '订单不存在'}
        extra={
          <Link to="/memberStore/purchaseOrders">
            <Button type="primary">返回订单列表</Button>
          </Link>
        }
      />
    );
  }
  const left = unpaid ? secondsLeft(o.expiresAt, now) : 0;

  return (
    <div className="order-detail" data-testid="order-detail">
      <section className="settle-section">
        <div className="order-status-banner">
          <span>订单状态：</span>
          <OrderStatusTag order={o} large />
          {unpaid ? (
            <span className="order-countdown" data-testid="order-countdown">
              {left > 0 ? `请在 ${countdownText(left)} 内完成支付，超时订单将自动取消` : '支付已超时，订单即将关闭'}
            </span>
          ) : null}
          {o.cancelReason ? <span className="buy-muted">（{o.cancelReason}）</span> : null}
          <Space style={{ marginLeft: 'auto' }}>
            <OrderActions order={o} detail={false} />
          </Space>
        </div>
        <OrderTimeline order={o} />
      </section>

      <section className="settle-section">
        <OrderInfo order={o} party={['配送店铺', o.shopName]} />
      </section>

      <OrderParcels order={o} />
      <OrderLinesSection order={o} />
      <OrderAfterSales
        orderNo={o.orderNo}
        delivered={o.status === ORDER_STATUS.SHIPPED || o.status === ORDER_STATUS.COMPLETED}
      />
      <OrderRefunds orderNo={o.orderNo} />
      {o.paidAt || o.status === ORDER_STATUS.UNPAID ? <OrderInvoice orderNo={o.orderNo} /> : null}
    </div>
  );
}
