/**
 * How a service order is allocated (part 1 §9 "order allocation types 0-10"), and the refunds the service centre
 * asks of the payment module. The spec names only the range 0-10; the meaning of each type below is this portal's:
 * what the desk must name when it dispatches with that type (an outlet, an engineer of an outlet, nothing), or the
 * outlet the server picks itself (by the order's region). The server re-checks it; the web offers the same list.
 */
export type AllocationNeeds = 'none' | 'outlet' | 'engineer' | 'auto';

export interface AllocationType {
  type: number;
  label: string;
  /** What dispatching with this type asks for. */
  needs: AllocationNeeds;
}

export const SERVICE_ALLOCATION_TYPES: readonly AllocationType[] = [
  { type: 0, label: '待分配', needs: 'none' },
  { type: 1, label: '按地区自动分配网点', needs: 'auto' },
  { type: 2, label: '服务台指派网点', needs: 'outlet' },
  { type: 3, label: '服务台指派工程师', needs: 'engineer' },
  { type: 4, label: '原服务网点返修', needs: 'outlet' },
  { type: 5, label: '经销商自有服务', needs: 'outlet' },
  { type: 6, label: '厂家服务中心', needs: 'outlet' },
  { type: 7, label: '第三方服务商', needs: 'outlet' },
  { type: 8, label: '远程协助（不上门）', needs: 'none' },
  { type: 9, label: '寄修', needs: 'none' },
  { type: 10, label: '加急派单（指派工程师）', needs: 'engineer' },
];

/** A new order is not allocated yet. */
export const ALLOCATION_UNASSIGNED = 0;
/** The desk's usual choice. */
export const ALLOCATION_DEFAULT = 2;
export const MAX_ALLOCATION = 10;

export const allocationOf = (type: number): AllocationType | undefined =>
  SERVICE_ALLOCATION_TYPES.find((a) => a.type === type);

/** The types a dispatch may use (all but 待分配). */
export const DISPATCH_ALLOCATION_TYPES = SERVICE_ALLOCATION_TYPES.filter((a) => a.type !== ALLOCATION_UNASSIGNED);

/**
 * The refunds of a service order, asked of the payment module by the job queue (durable, retried, once per order
 * and purpose): pending until the payment module took it, done when it did, manual when it cannot be done online
 * (a wallet payment, or the channel kept refusing) and the provider's staff refund it by hand.
 */
export const SERVICE_REFUND_PURPOSES = ['cancel', 'settle'] as const;
export type ServiceRefundPurpose = (typeof SERVICE_REFUND_PURPOSES)[number];
export const SERVICE_REFUND_STATES = ['pending', 'done', 'manual'] as const;
export type ServiceRefundState = (typeof SERVICE_REFUND_STATES)[number];
export const SERVICE_REFUND_STATE_LABEL: Record<ServiceRefundState, string> = {
  pending: '退款处理中',
  done: '已退款',
  manual: '退款需人工处理',
};
export const SERVICE_REFUND_PURPOSE_LABEL: Record<ServiceRefundPurpose, string> = {
  cancel: '取消订单退款',
  settle: '结算退差价',
};
/** Attempts at the payment module before a refund is left to staff; the wait grows with each attempt. */
export const SERVICE_REFUND_MAX_ATTEMPTS = 8;
export const serviceRefundRetrySeconds = (attempt: number) => Math.min(3600, 15 * 2 ** Math.max(0, attempt - 1));
