/** Query hooks of settlement and mall orders (one key factory; changes invalidate what they touch). */
import {
  BUYING_API,
  IDEMPOTENCY_HEADER,
  type PlacedOrder,
  type PlaceOrderBody,
  type PreSettlement,
  type PreSettlementBody,
  ORDER_API,
  type OrderPage,
  type OrderView,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '../../api/client.ts';
import { cartKeys } from '../cart/queries.ts';

export const orderKeys = {
  all: ['mallOrder'] as const,
  settle: (body: PreSettlementBody) => [...orderKeys.all, 'preSettlement', body] as const,
  page: (q: OrderPageQuery) => [...orderKeys.all, 'page', q] as const,
  detail: (orderNo: string) => [...orderKeys.all, 'detail', orderNo] as const,
};

export interface OrderPageQuery {
  status?: number | undefined;
  page: number;
  size: number;
}

/** The pre-settlement of a basket with the chosen address and coupon (recomputed on the server). */
export function usePreSettlement(body: PreSettlementBody | null) {
  return useQuery({
    queryKey: orderKeys.settle(body ?? { source: 'cart' }),
    queryFn: () => api.post<PreSettlement>(BUYING_API.preSettlement, body, { silent: true }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Places the order under the visit's Idempotency-Key; the caller handles refusals (silent). */
export function usePlaceOrder(idempotencyKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PlaceOrderBody) =>
      api.post<PlacedOrder>(BUYING_API.placeOrder, body, {
        silent: true,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: cartKeys.all });
      void qc.invalidateQueries({ queryKey: [...orderKeys.all, 'page'] });
    },
  });
}

export function useOrderPage(q: OrderPageQuery) {
  return useQuery({
    queryKey: orderKeys.page(q),
    queryFn: async () => {
      const env = await request<OrderPage>(BUYING_API.orderPage, { params: { ...q } });
      return { list: env.data?.list ?? [], tabs: env.data?.tabs ?? [], total: env.count ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

/** One order; while it is unpaid and past its deadline, re-read until the expiry sweep has closed it. */
export function useOrderDetail(orderNo: string, poll: (o: OrderView | undefined) => number | false = () => false) {
  return useQuery({
    queryKey: orderKeys.detail(orderNo),
    queryFn: () => api.get<OrderView>(BUYING_API.orderDetail, { orderNo }),
    enabled: !!orderNo,
    refetchInterval: (q) => poll(q.state.data),
  });
}

export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => api.post<OrderView>(BUYING_API.orderCancel, { orderNo }),
    onSettled: () => qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** 已发货 -> 已完成, by the buyer. */
export function useConfirmReceipt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => api.post<OrderView>(ORDER_API.confirmReceipt, { orderNo }),
    onSettled: () => qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
