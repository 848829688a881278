/** 发货 on a paid order of the shop, after a confirm dialog naming the order and the buyer. */
import { MALL_ORDER_MESSAGES, type OrderView } from '@portal/domain';
import { Button } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useShipOrder } from './queries.ts';

export function ShipButton({ order }: { order: OrderView }) {
  const { modal, message } = useApp();
  const ship = useShipOrder();
  if (!order.actions.ship) return null;
  return (
    <Button
      type="primary"
      loading={ship.isPending}
      onClick={() =>
        modal.confirm({
          title: '确认发货',
          content: `确认订单 ${order.orderNo}（买家：${order.buyerName ?? '—'}）的商品已全部发出？发货后买家可确认收货。`,
          okText: '确认发货',
          cancelText: '取消',
          centered: true,
          onOk: () => ship.mutateAsync(order.orderNo).then(() => void message.success(MALL_ORDER_MESSAGES.shipped)),
        })
      }
    >
      发货
    </Button>
  );
}
