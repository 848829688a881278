/** Query hooks of the catalogue (one key factory; explicit invalidation by the mutations that change them). */
import {
  API_PREFIX,
  type CategoryAttr,
  type CategoryNode,
  type HotWord,
  type CatalogueShop,
  type SpuDetail,
  type SpuListItem,
  type SpuPageQueryInput,
  type SuitDetail,
} from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, request } from '../../api/client.ts';

const OPEN = `${API_PREFIX}/open/v1`;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  tree: () => [...catalogueKeys.all, 'tree'] as const,
  attrs: (ids: string) => [...catalogueKeys.all, 'attrs', ids] as const,
  page: (q: SpuPageQueryInput) => [...catalogueKeys.all, 'page', q] as const,
  detail: (spuNo: string) => [...catalogueKeys.all, 'detail', spuNo] as const,
  suit: (suitNo: string) => [...catalogueKeys.all, 'suit', suitNo] as const,
  shops: (spuNo: string) => [...catalogueKeys.all, 'shops', spuNo] as const,
  hotWords: () => [...catalogueKeys.all, 'hotWords'] as const,
  keywords: () => [...catalogueKeys.all, 'keywords'] as const,
};

export function useCategoryTree() {
  return useQuery({
    queryKey: catalogueKeys.tree(),
    queryFn: () => api.get<CategoryNode[]>(`${OPEN}/goods/category/tree`),
    staleTime: 10 * 60_000,
  });
}

export function useFilterAttrs(categoryIds: string) {
  return useQuery({
    queryKey: catalogueKeys.attrs(categoryIds),
    queryFn: () => api.get<CategoryAttr[]>(`${OPEN}/goods/category/attrs`, { categoryIds }),
    enabled: !!categoryIds,
    staleTime: 5 * 60_000,
  });
}

export function useSpuPage(q: SpuPageQueryInput) {
  return useQuery({
    queryKey: catalogueKeys.page(q),
    queryFn: async ({ signal }) => {
      const env = await request<SpuListItem[]>(`${OPEN}/goods/spu/page`, { params: { ...q }, signal });
      return { list: env.data, total: env.count ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

export function useSpuDetail(spuNo: string) {
  return useQuery({
    queryKey: catalogueKeys.detail(spuNo),
    queryFn: () =>
      api.get<SpuDetail>(`${OPEN}/goods/spu/detail/${encodeURIComponent(spuNo)}`, undefined, { silent: true }),
    enabled: !!spuNo,
    retry: false,
  });
}

export function useSuitDetail(suitNo: string) {
  return useQuery({
    queryKey: catalogueKeys.suit(suitNo),
    queryFn: () =>
      api.get<SuitDetail>(`${OPEN}/goods/suit/detail/${encodeURIComponent(suitNo)}`, undefined, { silent: true }),
    enabled: !!suitNo,
    retry: false,
  });
}

export function useShops(spuNo: string) {
  return useQuery({
    queryKey: catalogueKeys.shops(spuNo),
    queryFn: () => api.get<CatalogueShop[]>(`${OPEN}/goods/getShopList`, { spuNo }, { silent: true }),
    enabled: !!spuNo,
  });
}

export function useHotWords() {
  return useQuery({
    queryKey: catalogueKeys.hotWords(),
    queryFn: () => api.get<HotWord[]>(`${OPEN}/search/hotWords`, { location: 0 }, { silent: true }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useKeywords() {
  return useQuery({
    queryKey: catalogueKeys.keywords(),
    queryFn: () => api.get<string[]>(`${OPEN}/search/keywords`, { location: 0 }, { silent: true }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

const pending = new Map<string, ReturnType<typeof setTimeout>>();
/** Behaviour tracking (terminalType 2), debounced 1 s per event and content. */
export function track(eventId: string, contentId: string): void {
  const key = `${eventId}:${contentId}`;
  clearTimeout(pending.get(key));
  pending.set(
    key,
    setTimeout(() => {
      pending.delete(key);
      void api
        .post(`${OPEN}/tracking/event`, { terminalType: 2, eventId, contentId }, { silent: true })
        .catch(() => undefined);
    }, 1000),
  );
}

export async function addToMatchList(line: { spuNo: string; skuNo: string; price: number | null }): Promise<void> {
  await api.post(`${API_PREFIX}/v1/matchList/add`, { productList: [{ ...line, quantity: 1 }] });
}
