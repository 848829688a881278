/** Query hooks of the design-order tool (one key factory; mutations invalidate what they change). */
import {
  DESIGN_API,
  DESIGN_ORDER_ROUTES as E,
  NO_DESIGN_PERMISSIONS,
  STOCK_SIDS_MAX,
  type DesignPermissions,
  type RouteInput,
  type FavoriteLineInput,
  type GenerateOrderInput,
  type OrderPageQuery,
  type RemoveOrderProduct,
  type PricingFlow,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callEnvelope } from '../../api/client.ts';
import { hasTokenCookie } from '../../api/tokens.ts';
import { spuPageWithSkus } from '../catalogue/index.ts';

export const designKeys = {
  all: ['design'] as const,
  list: () => [...designKeys.all, 'list'] as const,
  remind: () => [...designKeys.all, 'remind'] as const,
  orders: (q: OrderPageQuery) => [...designKeys.all, 'orders', q] as const,
  order: (id: number) => [...designKeys.all, 'order', id] as const,
  accessories: (skuNo: string) => [...designKeys.all, 'accessories', skuNo] as const,
  common: (q: object) => [...designKeys.all, 'common', q] as const,
  products: (q: object) => [...designKeys.all, 'products', q] as const,
  scenes: () => [...designKeys.all, 'scenes'] as const,
  permissions: () => [...designKeys.all, 'permissions'] as const,
  groups: () => [...designKeys.all, 'groups'] as const,
  members: (groupId: number, keyword: string) => [...designKeys.all, 'members', groupId, keyword] as const,
  stock: (sids: readonly string[]) => [...designKeys.all, 'stock', sids] as const,
};

/** Stock per model of the private range (getGoodsStockTotalApi): sid (model number) → stock total. */
export function useStockTotals(sids: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: designKeys.stock(sids),
    queryFn: () => api.call(E.stock, { body: { sids: sids.slice(0, STOCK_SIDS_MAX) } }),
    enabled: enabled && sids.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * What the account may do in the tool (part 2 §6), as the server decides it for the current identity.
 * Until it loads (and for a visitor) nothing is allowed.
 */
export function useDesignPermissions(): DesignPermissions {
  const q = useQuery({
    queryKey: designKeys.permissions(),
    queryFn: () => api.call(E.permissions, { silent: true }),
    enabled: hasTokenCookie(),
    staleTime: 60_000,
  });
  return q.data ?? NO_DESIGN_PERMISSIONS;
}

/** The dealer's pricing groups (only asked for with group permission). */
export function usePricingGroups(enabled: boolean) {
  return useQuery({
    queryKey: designKeys.groups(),
    queryFn: () => api.call(E.groups),
    enabled,
    staleTime: 60_000,
  });
}

/** Customers of a pricing group, searched by name, phone or remark. */
export function useGroupMembers(groupId: number | null, keyword: string) {
  return useQuery({
    queryKey: designKeys.members(groupId ?? 0, keyword),
    queryFn: () => api.call(E.members, { query: { groupId, keyword: keyword || undefined, size: 50 } }),
    enabled: !!groupId,
    placeholderData: keepPreviousData,
  });
}

/** The selected-product list; loads only with the token cookie (part 2 §4). */
export function useDesignList() {
  return useQuery({
    queryKey: designKeys.list(),
    queryFn: () => api.call(E.list),
    enabled: hasTokenCookie(),
    staleTime: 5_000,
  });
}

export function useRemind() {
  return useQuery({
    queryKey: designKeys.remind(),
    queryFn: () => api.call(E.remind, { silent: true }),
    enabled: hasTokenCookie(),
  });
}

export function useScenes() {
  return useQuery({
    queryKey: designKeys.scenes(),
    queryFn: () => api.call(E.scenes),
    staleTime: Infinity,
  });
}

export function useAccessories(skuNo: string | null) {
  return useQuery({
    queryKey: designKeys.accessories(skuNo ?? ''),
    queryFn: () => api.call(E.accessories, { query: { skuNo: skuNo ?? '' } }),
    enabled: !!skuNo,
  });
}

export interface ProductQuery {
  tab: 'common' | 'hik' | 'custom' | 'software';
  keyword?: string | undefined;
  sort?: string | undefined;
  order?: 'desc' | 'asc' | undefined;
  labels?: number | undefined;
  b2bStockStatus?: '0' | '' | undefined;
  customSpuSource?: number | '' | undefined;
  categoryIds?: string | undefined;
  attributesStr?: string | undefined;
  page: number;
  size: number;
}

/** A page of the selection table: the common list, or the catalogue by type. */
export function useProducts(q: ProductQuery) {
  return useQuery({
    queryKey: designKeys.products(q),
    queryFn: async ({ signal }) => {
      if (q.tab === 'common') {
        return api.page(E.common, { query: { page: q.page, size: q.size, keyword: q.keyword }, signal });
      }
      // The catalogue's page with its models (`fields=skus`): the table picks a model per family.
      return spuPageWithSkus(
        {
          type: q.tab === 'custom' ? 1 : q.tab === 'software' ? 2 : 0,
          keyword: q.keyword,
          sort: q.sort,
          order: q.order,
          labels: q.labels === -1 ? undefined : q.labels,
          b2bStockStatus: q.b2bStockStatus,
          customSpuSource: q.tab === 'custom' ? q.customSpuSource : q.tab === 'hik' ? 1 : undefined,
          categoryIds: q.categoryIds,
          attributesStr: q.attributesStr,
          page: q.page,
          size: q.size,
        },
        signal,
      );
    },
    placeholderData: keepPreviousData,
    enabled: hasTokenCookie(),
  });
}

/** Counts per tab for the tab labels (one-row queries). */
export function useTabCount(tab: ProductQuery['tab'], keyword: string | undefined, enabled: boolean) {
  const q = useProducts({ tab, keyword, page: 1, size: 1 });
  return enabled ? q.data?.total : undefined;
}

/** Saves lines of the list; `flow` says which screen's caps the rates were set under (the server re-checks them). */
export function useUpdateList(flow: PricingFlow = 'list') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (list: FavoriteLineInput[]) => api.call(E.update, { body: { list, flow } }),
    // The save resolves once the list is read again, so a screen that shows a draft until then (the selection
    // rows' quantity) never falls back to the old list in between.
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: designKeys.list() }),
        qc.invalidateQueries({ queryKey: designKeys.remind() }),
      ]),
  });
}

/** Quick-add from the cable/construction tip: the reminded lines join the list. */
export function useQuickAdd() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(E.quickAdd),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: designKeys.list() });
      void qc.invalidateQueries({ queryKey: designKeys.remind() });
    },
  });
}

/** One item for every software category the list lacks (part 2 §5). */
export function useFillSoftware() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(E.softwareFill),
    onSettled: () => void qc.invalidateQueries({ queryKey: designKeys.list() }),
  });
}

export function useRemoveLines() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (arg: { ids?: number[]; deleteAll?: boolean }) => callEnvelope(E.remove, { body: arg }),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: designKeys.list() });
      void qc.invalidateQueries({ queryKey: designKeys.remind() });
    },
  });
}

export function useGenerateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateOrderInput) => api.call(E.generate, { body: input }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: designKeys.all }),
  });
}

export function useAddToOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (arg: { id: number; productSaveDTOS: (FavoriteLineInput & { id: number })[] }) =>
      api.call(E.addBatch, { body: arg }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: designKeys.all }),
  });
}

export function useOrders(q: OrderPageQuery) {
  return useQuery({
    queryKey: designKeys.orders(q),
    queryFn: async ({ signal }) => {
      return api.page(E.orders, { query: q, signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: designKeys.order(id),
    queryFn: () => api.call(E.detail, { query: { id } }),
    enabled: id > 0,
  });
}

export function useOrderMutations() {
  const qc = useQueryClient();
  const done = () => void qc.invalidateQueries({ queryKey: designKeys.all });
  return {
    update: useMutation({
      mutationFn: (arg: RouteInput<typeof E.updateProducts, 'body'>) => api.call(E.updateProducts, { body: arg }),
      onSettled: done,
    }),
    remove: useMutation({
      mutationFn: (arg: RemoveOrderProduct) => api.call(E.removeProduct, { body: arg }),
      onSettled: done,
    }),
    copy: useMutation({
      mutationFn: (id: number) => api.call(E.copy, { body: { id } }),
      onSuccess: done,
    }),
    del: useMutation({ mutationFn: (id: number) => api.call(E.del, { body: { id } }), onSuccess: done }),
  };
}

/** Downloads the xlsx quotation (a binary answer: fetched with the token, saved through a blob link). */
export async function downloadQuotation(id: number, name: string): Promise<void> {
  const res = await fetch(`${DESIGN_API.exportXlsx}?id=${id}`, { credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(body?.msg || '导出失败，请稍后再试');
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}-报价单.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
