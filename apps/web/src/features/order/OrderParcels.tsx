/**
 * 物流信息 on both sides' order detail: each parcel with its trace (components/ParcelCard.tsx). Nothing before the
 * order is shipped.
 */
import { ORDER_STATUS, type OrderView } from '@portal/domain';
import { Empty } from 'antd';
import { ParcelCard } from '../../components/ParcelCard.tsx';
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
          <ParcelCard
            key={`${p.carrier}-${p.trackingNo}`}
            parcel={p}
            label={list.length > 1 ? `包裹${i + 1}` : undefined}
          />
        ))
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该订单发货时未登记快递单号" />
      )}
    </section>
  );
}
