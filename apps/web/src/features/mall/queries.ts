/**
 * Query hooks of the first-level dealer's side of mall orders (/merchantCenter): the shop's orders by status, one
 * order, and 发货. One key factory; shipping refreshes what it changed.
 */
import { ORDER_ROUTES as ORDER, type ShipBody } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { orderKeys, type OrderPageQuery } from '../order/index.ts';

const shopOrderKeys = {
  all: ['shopOrder'] as const,
  page: (q: OrderPageQuery) => [...shopOrderKeys.all, 'page', q] as const,
  detail: (orderNo: string) => [...shopOrderKeys.all, 'detail', orderNo] as const,
};

/** The shop's orders of one status tab (absent = all), with the tab counts; silent: the page shows a refusal. */
export function useShopOrderPage(q: OrderPageQuery, enabled: boolean) {
  return useQuery({
    queryKey: shopOrderKeys.page(q),
    queryFn: async () => {
      const { list: page, total } = await api.page(ORDER.shopPage, { query: q, silent: true });
      return { list: page?.list ?? [], tabs: page?.tabs ?? [], total };
    },
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useShopOrderDetail(orderNo: string, enabled: boolean) {
  return useQuery({
    queryKey: shopOrderKeys.detail(orderNo),
    queryFn: () => api.call(ORDER.shopDetail, { query: { orderNo }, silent: true }),
    enabled: enabled && !!orderNo,
    retry: false,
  });
}

/** 已付款 -> 已发货 in its parcels, by the shop; answers the order as it is now. */
export function useShipOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipBody) => api.call(ORDER.ship, { body }),
    onSuccess: (o) => {
      qc.setQueryData(shopOrderKeys.detail(o.orderNo), o);
      void qc.invalidateQueries({ queryKey: orderKeys.parcels(o.orderNo) });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: shopOrderKeys.all }),
  });
}
