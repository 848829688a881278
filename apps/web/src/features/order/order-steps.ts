/** The step bar of the order detail, read from the order's status and times (ORDER_STATUS of the domain). */
import { ORDER_STATUS, type Order } from '@portal/domain';

interface OrderStep {
  title: string;
  at: string | null;
}

export interface OrderSteps {
  steps: OrderStep[];
  /** Index of the step the order waits for (the last one, finished, when completed). */
  current: number;
  /** 'error' for a cancelled order (the last step is the cancellation), 'finish' when completed. */
  status: 'process' | 'finish' | 'error';
}

type Times = Pick<Order, 'status' | 'createdAt' | 'paidAt' | 'shippedAt' | 'completedAt' | 'cancelledAt'>;

export function orderSteps(o: Times): OrderSteps {
  if (o.status === ORDER_STATUS.CANCELLED) {
    return {
      steps: [
        { title: '提交订单', at: o.createdAt },
        { title: '订单已取消', at: o.cancelledAt },
      ],
      current: 1,
      status: 'error',
    };
  }
  const steps: OrderStep[] = [
    { title: '提交订单', at: o.createdAt },
    { title: '买家付款', at: o.paidAt },
    { title: '商家发货', at: o.shippedAt },
    { title: '确认收货', at: o.completedAt },
  ];
  // Steps before `current` are done; `current` is the one waited for (all done once completed).
  const current =
    o.status === ORDER_STATUS.COMPLETED
      ? 3
      : o.status === ORDER_STATUS.SHIPPED
        ? 3
        : o.status === ORDER_STATUS.PAID
          ? 2
          : 1;
  return { steps, current, status: o.status === ORDER_STATUS.COMPLETED ? 'finish' : 'process' };
}
