/** Query hooks of the flash sales (one key factory; a buy, a save or an abandon refreshes what it touches). */
import {
  IDEMPOTENCY_HEADER,
  SECKILL_ROUTES as E,
  type Route,
  type RouteData,
  type SeckillBuyBody,
  type SeckillSaveBody,
  type SeckillSettleBody,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callEnvelope, type CallArgs } from '../../api/client.ts';

export interface ZoneQuery {
  pType: number;
  status?: number | undefined;
  page: number;
  size: number;
}

export interface ManageQuery {
  pType?: number | undefined;
  status?: number | undefined;
  keyword?: string | undefined;
  page: number;
  size: number;
}

const seckillKeys = {
  all: ['seckill'] as const,
  zone: (q: ZoneQuery) => [...seckillKeys.all, 'zone', q] as const,
  detail: (no: string) => [...seckillKeys.all, 'detail', no] as const,
  shops: (no: string) => [...seckillKeys.all, 'shops', no] as const,
  settle: (b: SeckillSettleBody) => [...seckillKeys.all, 'settle', b] as const,
  manage: () => [...seckillKeys.all, 'manage'] as const,
  managePage: (q: ManageQuery) => [...seckillKeys.manage(), 'page', q] as const,
  sales: (no: string, page: number, size: number) => [...seckillKeys.manage(), 'sales', no, page, size] as const,
  goods: (kind: number, no: string) => [...seckillKeys.manage(), 'goods', kind, no] as const,
};

export interface Paged<T> {
  data: T;
  total: number;
}

/** A paged entry's data (here not always a list) and its total. */
async function paged<P extends Route>(e: P, args: CallArgs<P>): Promise<Paged<RouteData<P>>> {
  const env = await callEnvelope(e, args);
  return { data: env.data, total: env.count ?? 0 };
}

/** The zone: a page of activities with the status tabs and the server time. */
export function useSeckillZone(q: ZoneQuery) {
  return useQuery({
    queryKey: seckillKeys.zone(q),
    queryFn: () => paged(E.page, { query: { ...q } }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

export function useSeckillDetail(activityNo: string | null) {
  return useQuery({
    queryKey: seckillKeys.detail(activityNo ?? ''),
    queryFn: () => api.call(E.detail, { query: { activityNo: activityNo ?? '' }, silent: true }),
    enabled: !!activityNo,
    retry: false,
    refetchInterval: 15_000,
  });
}

/** promotionShop: the buyer's shops for the activity (status 0 = cannot take part, with msg). */
export function usePromotionShops(activityNo: string | null, spuNo: string | undefined) {
  return useQuery({
    queryKey: seckillKeys.shops(activityNo ?? ''),
    queryFn: () => api.call(E.promotionShop, { query: { activityNo: activityNo ?? '', spuNo }, silent: true }),
    enabled: !!activityNo,
    retry: false,
  });
}

/** What the buy would cost (silent: the dialog shows the refusal). */
export function useSeckillSettle(body: SeckillSettleBody, enabled: boolean) {
  return useQuery({
    queryKey: seckillKeys.settle(body),
    queryFn: () => api.call(E.settle, { body, silent: true }),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The buy under the dialog's Idempotency-Key; the caller handles refusals (silent). */
export function useSeckillBuy(idempotencyKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SeckillBuyBody) =>
      api.call(E.buy, { body, silent: true, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    onSettled: () => qc.invalidateQueries({ queryKey: seckillKeys.all }),
  });
}

// ---------- management ----------

export function useManageActivities(q: ManageQuery, enabled: boolean) {
  return useQuery({
    queryKey: seckillKeys.managePage(q),
    queryFn: () => paged(E.managePage, { query: { ...q } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSeckillSales(activityNo: string | null, page: number, size: number) {
  return useQuery({
    queryKey: seckillKeys.sales(activityNo ?? '', page, size),
    queryFn: () => paged(E.manageSales, { query: { activityNo: activityNo ?? '', page, size } }),
    enabled: !!activityNo,
    placeholderData: keepPreviousData,
  });
}

/** The goods a model or suite number sells (the form's preview; silent: the form shows the reason). */
export function useSeckillGoods(kind: number, no: string) {
  return useQuery({
    queryKey: seckillKeys.goods(kind, no),
    queryFn: () => api.call(E.manageGoods, { query: { kind, no }, silent: true }),
    enabled: no.trim().length > 0,
    retry: false,
  });
}

export function useSaveActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SeckillSaveBody) => api.call(E.manageSave, { body, silent: true }),
    onSettled: () => qc.invalidateQueries({ queryKey: seckillKeys.all }),
  });
}

export function useAbandonActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (activityNo: string) => api.call(E.manageAbandon, { body: { activityNo }, silent: true }),
    onSettled: () => qc.invalidateQueries({ queryKey: seckillKeys.all }),
  });
}
