/**
 * The mall order state machine (part 1 §1-§3; issue "Buying"): 待付款 -> 已付款 -> 已发货 -> 已完成, and
 * 待付款 -> 已取消 by the buyer or by expiry. Every other move is refused. The server applies a move with a
 * conditional update `where status = from`, so two racing moves cannot both happen.
 */
export const ORDER_STATUS = {
  UNPAID: 1,
  PAID: 2,
  SHIPPED: 3,
  COMPLETED: 4,
  CANCELLED: 5,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  1: '待付款',
  2: '已付款',
  3: '已发货',
  4: '已完成',
  5: '已取消',
};

export type OrderEvent = 'pay' | 'ship' | 'complete' | 'cancel' | 'expire';

/** The whole transition table: (state, event) -> next state. Absent = not allowed. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  1: { pay: ORDER_STATUS.PAID, cancel: ORDER_STATUS.CANCELLED, expire: ORDER_STATUS.CANCELLED },
  2: { ship: ORDER_STATUS.SHIPPED },
  3: { complete: ORDER_STATUS.COMPLETED },
  4: {},
  5: {},
};

/** The next state, or null when the event is not allowed in this state. */
export function nextOrderStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS[from][event] ?? null;
}

export function isOrderStatus(n: number): n is OrderStatus {
  return n >= 1 && n <= 5 && Number.isInteger(n);
}

/** States from which nothing moves any more. */
export function isFinalOrderStatus(s: OrderStatus): boolean {
  return Object.keys(ORDER_TRANSITIONS[s]).length === 0;
}

/** Unpaid orders expire after this many minutes unless configuration shortens it (ORDER_EXPIRE_MINUTES). */
export const ORDER_EXPIRE_MINUTES_DEFAULT = 30;
