/**
 * The pieces both sides of a mall order show — the buyer's (/memberStore/purchaseOrders) and the shop's
 * (/merchantCenter): the list card, the status tag, the step bar and the information block. Each page passes what
 * differs (who the other party is, the countdown, the actions).
 */
import {
  addressText,
  formatPriceFen,
  ORDER_STATUS,
  PAY_CHANNEL_LABEL,
  type OrderStatus,
  type OrderView,
  type PayChannel,
} from '@portal/domain';
import { Descriptions, Steps, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Thumb } from '../cart/index.ts';
import { orderStatusColor } from './order-list.ts';
import { orderSteps } from './order-steps.ts';
import { dateTimeText } from '../../components/order-time.ts';

export function OrderStatusTag({ order, large = false }: { order: OrderView; large?: boolean }) {
  return (
    <Tag
      color={orderStatusColor(order.status as OrderStatus)}
      data-testid="order-status"
      style={large ? { fontSize: 16, padding: '2px 10px' } : undefined}
    >
      {order.statusLabel}
    </Tag>
  );
}

export function OrderCard(props: {
  order: OrderView;
  testId: string;
  /** The other party in the head: the shop for the buyer, the buyer for the shop. */
  party: ReactNode;
  /** Beside the status tag (the pay-by countdown). */
  statusExtra?: ReactNode;
  /** Under the lines (where to deliver). */
  linesFooter?: ReactNode;
  actions: ReactNode;
}) {
  const { order } = props;
  const status = order.status as OrderStatus;
  const paid = status !== ORDER_STATUS.UNPAID && status !== ORDER_STATUS.CANCELLED;
  return (
    <div className="order-card" data-testid={props.testId} data-order-no={order.orderNo}>
      <div className="order-card-head">
        <span>{dateTimeText(order.createdAt)}</span>
        <span>订单号：{order.orderNo}</span>
        {props.party}
        <span className="status">
          <OrderStatusTag order={order} />
          {props.statusExtra}
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
          {props.linesFooter}
        </div>
        <div className="order-card-amount">
          <div>
            {paid ? '实付' : '应付'}：<span className="buy-price">{formatPriceFen(order.payFen)}</span>
          </div>
          <div className="buy-muted">含运费 {formatPriceFen(order.freightFen)}</div>
          {order.discountFen > 0 ? <div className="buy-muted">优惠 -{formatPriceFen(order.discountFen)}</div> : null}
        </div>
        <div className="order-card-actions">{props.actions}</div>
      </div>
    </div>
  );
}

/** The step bar with the time of each step reached. */
export function OrderTimeline({ order }: { order: OrderView }) {
  const steps = orderSteps(order);
  return (
    <Steps
      current={steps.current}
      status={steps.status}
      items={steps.steps.map((s) => ({ title: s.title, description: s.at ? dateTimeText(s.at) : undefined }))}
    />
  );
}

/** 订单信息: number, the other party, delivery, the times reached, how it was paid, the remark. */
export function OrderInfo({ order: o, party }: { order: OrderView; party: [label: string, value: ReactNode] }) {
  const unpaid = o.status === ORDER_STATUS.UNPAID;
  return (
    <Descriptions title="订单信息" column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }} size="small">
      <Descriptions.Item label="订单号">{o.orderNo}</Descriptions.Item>
      <Descriptions.Item label={party[0]}>{party[1]}</Descriptions.Item>
      <Descriptions.Item label="收货人">
        {o.address.contactName} {o.address.contactPhone}
      </Descriptions.Item>
      <Descriptions.Item label="收货地址">{addressText(o.address)}</Descriptions.Item>
      <Descriptions.Item label="下单时间">{dateTimeText(o.createdAt)}</Descriptions.Item>
      {unpaid ? <Descriptions.Item label="支付截止">{dateTimeText(o.expiresAt)}</Descriptions.Item> : null}
      {o.paidAt ? <Descriptions.Item label="付款时间">{dateTimeText(o.paidAt)}</Descriptions.Item> : null}
      {o.payChannel ? (
        <Descriptions.Item label="支付方式">
          {PAY_CHANNEL_LABEL[o.payChannel as PayChannel] ?? o.payChannel}
        </Descriptions.Item>
      ) : null}
      {o.shippedAt ? <Descriptions.Item label="发货时间">{dateTimeText(o.shippedAt)}</Descriptions.Item> : null}
      {o.completedAt ? <Descriptions.Item label="完成时间">{dateTimeText(o.completedAt)}</Descriptions.Item> : null}
      {o.cancelledAt ? <Descriptions.Item label="取消时间">{dateTimeText(o.cancelledAt)}</Descriptions.Item> : null}
      <Descriptions.Item label="订单备注" span={2}>
        {o.remark || '无'}
      </Descriptions.Item>
    </Descriptions>
  );
}
