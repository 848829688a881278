/**
 * /merchantCenter/orderDetail?orderNo=: one order of the shop as the first-level dealer sees it — status and the
 * step bar, the buyer and where to deliver, the lines and amounts, the times, and 发货 while it is paid.
 */
import { addressText, ORDER_STATUS, PAY_CHANNEL_LABEL, type OrderStatus, type PayChannel } from '@portal/domain';
import { Button, Descriptions, Result, Skeleton, Space, Steps, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { OrderLinesSection } from '../order/OrderLinesSection.tsx';
import { orderStatusColor } from '../order/order-list.ts';
import { orderSteps } from '../order/order-steps.ts';
import { dateTimeText } from '../order/order-time.ts';
import { MerchantGate } from './MerchantGate.tsx';
import { useShopOrderDetail } from './queries.ts';
import { ShipButton } from './ShipButton.tsx';
import '../cart/buying.css';
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
  const status = o.status as OrderStatus;
  const steps = orderSteps(o);

  return (
    <div className="order-detail" data-testid="shop-order-detail">
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
          {status === ORDER_STATUS.PAID ? <span className="buy-muted">买家已付款，请尽快发货</span> : null}
          {o.cancelReason ? <span className="buy-muted">（{o.cancelReason}）</span> : null}
          <Space style={{ marginLeft: 'auto' }}>
            <ShipButton order={o} />
            <Link to="/merchantCenter">
              <Button>返回列表</Button>
            </Link>
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
          <Descriptions.Item label="买家">{o.buyerName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="收货人">
            {o.address.contactName} {o.address.contactPhone}
          </Descriptions.Item>
          <Descriptions.Item label="收货地址">{addressText(o.address)}</Descriptions.Item>
          <Descriptions.Item label="下单时间">{dateTimeText(o.createdAt)}</Descriptions.Item>
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
      </section>

      <OrderLinesSection order={o} />
    </div>
  );
}
