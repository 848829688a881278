/**
 * 物流信息 on both sides' order detail: each parcel's carrier, its tracking number (copyable), the trace's state and
 * its steps as a timeline, newest first; the sandbox says it is one. Nothing before the order is shipped.
 */
import { ORDER_STATUS, type OrderView, type ParcelTrace } from '@portal/domain';
import { Alert, Card, Empty, Tag, Timeline, Typography } from 'antd';
import { useOrderParcels } from './queries.ts';

const shippedOrLater = (o: OrderView) => o.status === ORDER_STATUS.SHIPPED || o.status === ORDER_STATUS.COMPLETED;

export function OrderParcels({ order }: { order: OrderView }) {
  const parcels = useOrderParcels(order.orderNo, shippedOrLater(order));
  if (!shippedOrLater(order) || !parcels.data) return null;
  const list = parcels.data.parcels;
  return (
    <section className="settle-section" data-testid="order-parcels">
      <h3>物流信息</h3>
      {list.length ? (
        list.map((p, i) => (
          <ParcelCard key={`${p.carrier}-${p.trackingNo}`} parcel={p} index={i + 1} many={list.length > 1} />
        ))
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该订单发货时未登记快递单号" />
      )}
    </section>
  );
}

function ParcelCard({ parcel: p, index, many }: { parcel: ParcelTrace; index: number; many: boolean }) {
  const t = p.trace;
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid="order-parcel"
      title={
        <span>
          {many ? `包裹${index}：` : null}
          <span data-testid="parcel-carrier">{p.carrierName}</span>{' '}
          <Typography.Text copyable={{ text: p.trackingNo, tooltips: ['复制单号', '已复制'] }} data-testid="parcel-no">
            {p.trackingNo}
          </Typography.Text>
        </span>
      }
      extra={
        <Tag
          color={
            t.state === 'signed' ? 'success' : t.state === 'problem' || t.state === 'returned' ? 'error' : 'processing'
          }
          data-testid="parcel-state"
        >
          {t.stateLabel}
        </Tag>
      }
    >
      {t.note ? (
        <Alert
          type={t.source === 'sandbox' ? 'info' : 'warning'}
          showIcon
          message={t.note}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {t.steps.length ? (
        <Timeline
          data-testid="parcel-trace"
          items={t.steps.map((s, i) => ({
            color: i === 0 ? 'green' : 'gray',
            children: (
              <div>
                <div>{s.context}</div>
                <div className="buy-muted">{s.time}</div>
              </div>
            ),
          }))}
        />
      ) : (
        <div className="buy-muted">暂无物流轨迹</div>
      )}
    </Card>
  );
}
