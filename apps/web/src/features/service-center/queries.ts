/** Query hooks of the service centre (the older backend under /apiOrder/; the client sends and stores its jt). */
import { ADDRESS_ROUTES, SERVICE_ORDER_API, SERVICE_ORDER_ROUTES as S, type ServiceOrderBody } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const serviceKeys = {
  all: ['service-order'] as const,
  list: (q: object) => [...serviceKeys.all, 'list', q] as const,
  detail: (no: string) => [...serviceKeys.all, 'detail', no] as const,
  desk: (q: object) => [...serviceKeys.all, 'desk', q] as const,
};

export const useOutlets = () => useQuery({ queryKey: ['service-outlets'], queryFn: () => api.call(S.outlets) });
export const useFaultTypes = () => useQuery({ queryKey: ['service-faults'], queryFn: () => api.call(S.faultTypes) });
export const useAddresses = () =>
  useQuery({ queryKey: ['address', 'list'], queryFn: () => api.call(ADDRESS_ROUTES.list) });

export const useServiceOrders = (q: { status?: number; page: number }) =>
  useQuery({ queryKey: serviceKeys.list(q), queryFn: () => api.page(S.list, { query: { ...q, size: 10 } }) });

/** An order; while a refund is still being asked (by the server's job queue), read again every few seconds. */
export const useServiceOrder = (orderNo: string) =>
  useQuery({
    queryKey: serviceKeys.detail(orderNo),
    queryFn: () => api.call(S.detail, { query: { orderNo } }),
    enabled: !!orderNo,
    refetchInterval: (q) => (q.state.data?.refunds.some((r) => r.state === 'pending') ? 3000 : false),
  });

export const checkSerial = (serial: string) => api.call(S.serialCheck, { query: { serial } });
export const quoteOrder = (body: ServiceOrderBody) => api.call(S.quote, { body });

export async function uploadPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api.upload<{ url: string }>(SERVICE_ORDER_API.upload, form)).url;
}

function useInvalidate() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: serviceKeys.all });
}

export function useAddOrder() {
  const done = useInvalidate();
  return useMutation({ mutationFn: (body: ServiceOrderBody) => api.call(S.add, { body }), onSuccess: done });
}

export function useCancelOrder() {
  const done = useInvalidate();
  return useMutation({ mutationFn: (orderNo: string) => api.call(S.cancel, { body: { orderNo } }), onSuccess: done });
}

export const createShareLink = (orderNo: string) => api.call(S.shareLink, { body: { orderNo } });

export const useDeskQueue = (q: { status?: number; provinceCode?: string; page: number }) =>
  useQuery({ queryKey: serviceKeys.desk(q), queryFn: () => api.page(S.deskList, { query: { ...q, size: 10 } }) });

type DeskMove =
  | { kind: 'accept' | 'start'; orderNo: string }
  | { kind: 'dispatch'; orderNo: string; allocationType: number; outletId?: number; engineerId?: number }
  | { kind: 'close'; orderNo: string; finalFen: number; parts: { name: string; quantity: number; priceFen: number }[] };

export function useDeskMove() {
  const done = useInvalidate();
  return useMutation({
    mutationFn: (m: DeskMove) => {
      switch (m.kind) {
        case 'accept':
          return api.call(S.deskAccept, { body: { orderNo: m.orderNo } });
        case 'start':
          return api.call(S.deskStart, { body: { orderNo: m.orderNo } });
        case 'dispatch':
          return api.call(S.deskDispatch, {
            body: {
              orderNo: m.orderNo,
              allocationType: m.allocationType,
              ...(m.outletId ? { outletId: m.outletId } : {}),
              ...(m.engineerId ? { engineerId: m.engineerId } : {}),
            },
          });
        case 'close':
          return api.call(S.deskClose, { body: { orderNo: m.orderNo, finalFen: m.finalFen, parts: m.parts } });
      }
    },
    onSuccess: done,
  });
}
