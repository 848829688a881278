/**
 * One request as both sides see it: what, how many, why, the pictures, the parcels (their traces on 查看物流), the
 * refund and the timeline.
 */
import { afterSaleRefundFailedText, formatPriceFen, thumbnailUrl, type AfterSaleView } from '@portal/domain';
import { Alert, Button, Card, Descriptions, Image, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { dateTimeText } from '../../components/order-time.ts';
import { ParcelCard } from '../../components/ParcelCard.tsx';
import { AfterSaleActions } from './AfterSaleActions.tsx';
import { useAfterSaleParcels } from './queries.ts';

const stateColor = (s: AfterSaleView['state']) =>
  s === 'refundFailed'
    ? 'error'
    : s === 'refused' || s === 'cancelled'
      ? 'default'
      : s === 'refunded' || s === 'closed'
        ? 'success'
        : 'processing';

export function AfterSaleCard({ item, orderLink }: { item: AfterSaleView; orderLink?: string | undefined }) {
  const [tracing, setTracing] = useState(false);
  const sent = !!item.backParcel || !!item.outParcel;
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid="after-sale-card"
      title={
        <span>
          售后单 {item.afterSaleNo} <Tag color="blue">{item.kindText}</Tag>
        </span>
      }
      extra={
        <Tag color={stateColor(item.state)} data-testid="after-sale-state">
          {item.stateText}
        </Tag>
      }
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}>
        <Descriptions.Item label="商品">
          {item.skuName}（{item.model}）
        </Descriptions.Item>
        <Descriptions.Item label="数量">{item.quantity}</Descriptions.Item>
        <Descriptions.Item label="原因">
          {item.reasonLabel}
          {item.reasonText ? `：${item.reasonText}` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="订单">
          {orderLink ? <Link to={orderLink}>{item.orderNo}</Link> : item.orderNo}
        </Descriptions.Item>
        {item.backParcel ? (
          <Descriptions.Item label="寄回快递">
            {item.backParcel.carrierName} {item.backParcel.trackingNo}
          </Descriptions.Item>
        ) : null}
        {item.outParcel ? (
          <Descriptions.Item label="商家寄出">
            {item.outParcel.carrierName} {item.outParcel.trackingNo}
          </Descriptions.Item>
        ) : null}
        {item.refundFen !== null ? (
          <Descriptions.Item label="退款金额">
            <span data-testid="after-sale-refund">{formatPriceFen(item.refundFen)}</span>
          </Descriptions.Item>
        ) : null}
        {item.refuseReason ? <Descriptions.Item label="拒绝原因">{item.refuseReason}</Descriptions.Item> : null}
      </Descriptions>
      {item.refundFailure !== null ? (
        <Alert
          type="error"
          showIcon
          style={{ margin: '8px 0' }}
          data-testid="after-sale-refund-failure"
          message={afterSaleRefundFailedText(item.refundFailure)}
          description={
            item.refundRetryAt
              ? `已失败 ${item.refundAttempts} 次，系统将于 ${dateTimeText(item.refundRetryAt)} 自动重试`
              : undefined
          }
        />
      ) : null}
      {sent ? (
        <Button type="link" size="small" style={{ paddingLeft: 0 }} onClick={() => setTracing((t) => !t)}>
          {tracing ? '收起物流' : '查看物流'}
        </Button>
      ) : null}
      {tracing ? <Traces afterSaleNo={item.afterSaleNo} /> : null}
      {item.pictures.length ? (
        <Image.PreviewGroup>
          {item.pictures.map((p) => (
            <Image
              key={p}
              width={72}
              height={72}
              src={thumbnailUrl(p)}
              preview={{ src: p }}
              style={{ marginRight: 8 }}
            />
          ))}
        </Image.PreviewGroup>
      ) : null}
      <Timeline
        style={{ marginTop: 16 }}
        data-testid="after-sale-timeline"
        items={[...item.steps].reverse().map((s, i) => ({
          color: i === 0 ? (s.event === 'refundFail' ? 'red' : 'green') : 'gray',
          children: (
            <div data-testid="after-sale-step">
              <div>
                {s.label}
                {s.note ? `（${s.note}）` : ''}
              </div>
              <div className="buy-muted">{dateTimeText(s.at)}</div>
            </div>
          ),
        }))}
      />
      <AfterSaleActions item={item} />
    </Card>
  );
}

/** The request's parcels with their traces: 寄回 (the buyer's) and 商家寄出 (after an exchange or a repair). */
function Traces({ afterSaleNo }: { afterSaleNo: string }) {
  const parcels = useAfterSaleParcels(afterSaleNo, true);
  if (!parcels.data) return null;
  return (
    <div data-testid="after-sale-parcels" style={{ marginTop: 8 }}>
      {parcels.data.parcels.map((p) => (
        <ParcelCard key={p.which} parcel={p} label={p.which === 'back' ? '寄回' : '商家寄出'} />
      ))}
    </div>
  );
}
