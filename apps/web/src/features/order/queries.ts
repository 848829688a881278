/** Query hooks of settlement and mall orders (one key factory; changes invalidate what they touch). */
import {
  ORDER_ROUTES as ORDER,
  IDEMPOTENCY_HEADER,
  type PlaceOrderBody,
  type PreSettlementBody,
  type OrderView,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { cartKeys } from '../cart/index.ts';

export const orderKeys = {
  all: ['mallOrder'] as const,
  settle: (body: PreSettlementBody) => [...orderKeys.all, 'preSettlement', body] as const,
  page: (q: OrderPageQuery) => [...orderKeys.all, 'page', q] as const,
  detail: (orderNo: string) => [...orderKeys.all, 'detail', orderNo] as const,
  parcels: (orderNo: string) => [...orderKeys.all, 'parcels', orderNo] as const,
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
    queryFn: () => api.call(ORDER.preSettlement, { body: body ?? { source: 'cart' }, silent: true }),
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
      api.call(ORDER.placeOrder, {
        body,
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
      const { list: page, total } = await api.page(ORDER.page, { query: q });
      return { list: page?.list ?? [], tabs: page?.tabs ?? [], total };
    },
    placeholderData: keepPreviousData,
  });
}

/** One order; while it is unpaid and past its deadline, re-read until the expiry sweep has closed it. */
export function useOrderDetail(orderNo: string, poll: (o: OrderView | undefined) => number | false = () => false) {
  return useQuery({
    queryKey: orderKeys.detail(orderNo),
    queryFn: () => api.call(ORDER.detail, { query: { orderNo } }),
    enabled: !!orderNo,
    refetchInterval: (q) => poll(q.state.data),
  });
}

export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => api.call(ORDER.cancel, { body: { orderNo } }),
    onSettled: () => qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** 已发货 -> 已完成, by the buyer. */
export function useConfirmReceipt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => api.call(ORDER.confirmReceipt, { body: { orderNo } }),
    onSettled: () => qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** The parcels of a shipped order with their traces (the buyer's and the shop's pages); silent: the section hides. */
export function useOrderParcels(orderNo: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.parcels(orderNo),
    queryFn: () => api.call(ORDER.parcels, { query: { orderNo }, silent: true }),
    enabled: enabled && !!orderNo,
    retry: false,
  });
}
