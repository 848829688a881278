/** Query hooks of after-sale (one key factory): an order's requests, the buyer's, the shop's, one; the moves. */
import { AFTER_SALE_API, AFTER_SALE_ROUTES as R, type AfterSaleApply, type AfterSaleView } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const afterSaleKeys = {
  all: ['afterSale'] as const,
  ofOrder: (orderNo: string) => [...afterSaleKeys.all, 'order', orderNo] as const,
  mine: (page: number, size: number) => [...afterSaleKeys.all, 'mine', page, size] as const,
  shop: (page: number, size: number) => [...afterSaleKeys.all, 'shop', page, size] as const,
  detail: (no: string) => [...afterSaleKeys.all, 'detail', no] as const,
  parcels: (no: string) => [...afterSaleKeys.all, 'parcels', no] as const,
};

export function useOrderAfterSales(orderNo: string, enabled = true) {
  return useQuery({
    queryKey: afterSaleKeys.ofOrder(orderNo),
    queryFn: () => api.call(R.ofOrder, { query: { orderNo }, silent: true }),
    enabled: enabled && !!orderNo,
    retry: false,
  });
}

export function useMyAfterSales(page: number, size: number) {
  return useQuery({
    queryKey: afterSaleKeys.mine(page, size),
    queryFn: async () => {
      const { list, total } = await api.page(R.mine, { query: { page, size } });
      return { list: list.list, total };
    },
    placeholderData: keepPreviousData,
  });
}

export function useShopAfterSales(page: number, size: number) {
  return useQuery({
    queryKey: afterSaleKeys.shop(page, size),
    queryFn: async () => {
      const { list, total } = await api.page(R.shopPage, { query: { page, size }, silent: true });
      return { list: list.list, total };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useAfterSaleDetail(afterSaleNo: string) {
  return useQuery({
    queryKey: afterSaleKeys.detail(afterSaleNo),
    queryFn: () => api.call(R.detail, { query: { afterSaleNo }, silent: true }),
    enabled: !!afterSaleNo,
    retry: false,
  });
}

export function useApplyAfterSale() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AfterSaleApply) => api.call(R.apply, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: afterSaleKeys.all }),
  });
}

export type MoveInput =
  | { event: 'accept' | 'cancel' | 'receive' | 'refund' | 'confirm'; afterSaleNo: string }
  | { event: 'refuse'; afterSaleNo: string; reason: string }
  | { event: 'shipBack' | 'resend'; afterSaleNo: string; parcel: { carrier: string; trackingNo: string } };

const call = (m: MoveInput): Promise<AfterSaleView> => {
  const { afterSaleNo } = m;
  switch (m.event) {
    case 'refuse':
      return api.call(R.refuse, { body: { afterSaleNo, reason: m.reason } });
    case 'shipBack':
      return api.call(R.shipBack, { body: { afterSaleNo, parcel: m.parcel } });
    case 'resend':
      return api.call(R.resend, { body: { afterSaleNo, parcel: m.parcel } });
    default:
      return api.call(R[m.event], { body: { afterSaleNo } });
  }
};

/** One move of the transition table; refreshes every after-sale list and the request itself. */
export function useAfterSaleMove() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => qc.invalidateQueries({ queryKey: afterSaleKeys.all }),
  });
}

export function uploadAfterSalePicture(file: File): Promise<{ url: string; name: string; sizeBytes: number }> {
  const form = new FormData();
  form.append('file', file);
  return api.upload(AFTER_SALE_API.upload, form);
}

/** The request's parcels with their traces (asked only once a parcel was sent). */
export function useAfterSaleParcels(afterSaleNo: string, enabled: boolean) {
  return useQuery({
    queryKey: afterSaleKeys.parcels(afterSaleNo),
    queryFn: () => api.call(R.parcels, { query: { afterSaleNo }, silent: true }),
    enabled: enabled && !!afterSaleNo,
    retry: false,
  });
}

/** The staff's page of returns whose refund the channel refused (filtered and sorted on the server). */
export function useFailedRefunds(q: { page: number; size: number; keyword: string; sort: 'latest' | 'attempts' }) {
  return useQuery({
    queryKey: [...afterSaleKeys.all, 'failedRefunds', q] as const,
    queryFn: async () => {
      const { list, total } = await api.page(R.failedRefunds, { query: q, silent: true });
      return { list: list.list, total };
    },
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}
