/** The order list's address (status tab, page, size) and the status colours. */
import {
  DEFAULT_PAGE_SIZE,
  isOrderStatus,
  MAX_PAGE,
  ORDER_STATUS,
  PAGE_SIZE_OPTIONS,
  type OrderStatus,
} from '@portal/domain';
import type { OrderPageQuery } from './queries.ts';

/** ?status=1..5 (absent = 全部), ?page (1..500), ?size (10/20/50); anything else falls back to the defaults. */
export function readOrderListQuery(params: URLSearchParams): OrderPageQuery {
  const status = Number(params.get('status'));
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    status: isOrderStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    size: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

export function orderStatusColor(s: OrderStatus): string {
  switch (s) {
    case ORDER_STATUS.UNPAID:
      return 'orange';
    case ORDER_STATUS.PAID:
      return 'blue';
    case ORDER_STATUS.SHIPPED:
      return 'cyan';
    case ORDER_STATUS.COMPLETED:
      return 'green';
    default:
      return 'default';
  }
}
