/** What the buyer may do with an order, as the server's `actions` say: pay, cancel (with confirm), confirm receipt. */
import { ORDER_WORDS, type OrderView } from '@portal/domain';
import { Button } from 'antd';
import { useApp } from '../../components/feedback/useApp.ts';
import { useNavigate } from 'react-router';
import { useCancelOrder, useConfirmReceipt } from './queries.ts';

export function OrderActions({ order, detail = true }: { order: OrderView; detail?: boolean }) {
  const navigate = useNavigate();
  const { modal, message } = useApp();
  const cancel = useCancelOrder();
  const receive = useConfirmReceipt();
  const q = `orderNo=${encodeURIComponent(order.orderNo)}`;
  return (
    <>
      {order.actions.pay ? (
        <Button type="primary" onClick={() => navigate(`/pay-page?${q}`)}>
          去支付
        </Button>
      ) : null}
      {order.actions.confirmReceipt ? (
        <Button
          type="primary"
          loading={receive.isPending}
          onClick={() =>
            modal.confirm({
              title: '确认收货',
              content: '请确认已收到全部商品，确认后订单将完成。',
              okText: '确认收货',
              cancelText: '取消',
              centered: true,
              onOk: () => receive.mutateAsync(order.orderNo).then(() => void message.success(ORDER_WORDS.received)),
            })
          }
        >
          确认收货
        </Button>
      ) : null}
      {order.actions.cancel ? (
        <Button
          loading={cancel.isPending}
          onClick={() =>
            modal.confirm({
              title: '取消订单',
              content: '确定取消该订单吗？取消后商品库存与优惠券将退回。',
              okText: '确定取消',
              cancelText: '再想想',
              centered: true,
              onOk: () => cancel.mutateAsync(order.orderNo).then(() => void message.success(ORDER_WORDS.cancelled)),
            })
          }
        >
          取消订单
        </Button>
      ) : null}
      {detail ? <Button onClick={() => navigate(`/memberStore/purchaseOrders/detail?${q}`)}>详情</Button> : null}
    </>
  );
}
