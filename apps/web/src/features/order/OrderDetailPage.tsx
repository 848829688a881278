/**
 * /memberStore/purchaseOrders/detail?orderNo=: status with the step bar, the pay-by countdown while unpaid
 * (re-read when it runs out, until the expiry sweep has closed the order), address, shop, lines, amounts, times.
 */
import {
  addressText,
  ORDER_STATUS,
  PAY_CHANNEL_LABEL,
  type OrderStatus,
  type OrderView,
  type PayChannel,
} from '@portal/domain';
import { Button, Descriptions, Result, Skeleton, Space, Steps, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { OrderLinesSection } from './OrderLinesSection.tsx';
import { OrderActions } from './OrderActions.tsx';
import { orderStatusColor } from './order-list.ts';
import { orderSteps } from './order-steps.ts';
import { countdownText, dateTimeText, secondsLeft } from './order-time.ts';
import { useOrderDetail } from './queries.ts';
import { useNow } from './useNow.ts';
import '../cart/buying.css';

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
  const status = o.status as OrderStatus;
  const steps = orderSteps(o);
  const left = unpaid ? secondsLeft(o.expiresAt, now) : 0;

  return (
    <div className="order-detail" data-testid="order-detail">
      <section className="settle-section">
        <div className="order-status-banner">
          <span>订单状态：</span>
          <Tag
            color={orderStatusColor(status)}
            data-testid="order-status"
            style={{ fontSize: 16, padding: '2px 10px' }}
          >
            {o.statusLabel}
          </Tag>
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
        <Steps
          current={steps.current}
          status={steps.status}
          items={steps.steps.map((s) => ({ title: s.title, description: s.at ? dateTimeText(s.at) : undefined }))}
        />
      </section>

      <section className="settle-section">
        <Descriptions title="订单信息" column={2} size="small">
          <Descriptions.Item label="订单号">{o.orderNo}</Descriptions.Item>
          <Descriptions.Item label="配送店铺">{o.shopName}</Descriptions.Item>
          <Descriptions.Item label="收货人">
            {o.address.contactName} {o.address.contactPhone}
          </Descriptions.Item>
          <Descriptions.Item label="收货地址">{addressText(o.address)}</Descriptions.Item>
          <Descriptions.Item label="下单时间">{dateTimeText(o.createdAt)}</Descriptions.Item>
          {unpaid ? <Descriptions.Item label="支付截止">{dateTimeText(o.expiresAt)}</Descriptions.Item> : null}
          {o.paidAt ? <Descriptions.Item label="付款时间">{dateTimeText(o.paidAt)}</Descriptions.Item> : null}
          {o.payChannel ? (
            <Descriptions.Item label="支付方式">{payChannelLabel(o.payChannel)}</Descriptions.Item>
          ) : null}
          {o.shippedAt ? <Descriptions.Item label="发货时间">{dateTimeText(o.shippedAt)}</Descriptions.Item> : null}
          {o.completedAt ? <Descriptions.Item label="完成时间">{dateTimeText(o.completedAt)}</Descriptions.Item> : null}
          {o.cancelledAt ? <Descriptions.Item label="取消时间">{dateTimeText(o.cancelledAt)}</Descriptions.Item> : null}
          <Descriptions.Item label="订单备注" span={2}>
            {o.remark || '无'}
          </Descriptions.Item>
        </Descriptions>
      </section>

      <OrderLinesSection order={o} />
    </div>
  );
}

function payChannelLabel(channel: string): string {
  return PAY_CHANNEL_LABEL[channel as PayChannel] ?? channel;
}
