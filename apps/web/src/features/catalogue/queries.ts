/** Query hooks of the catalogue (one key factory; explicit invalidation by the mutations that change them). */
import {
  CATALOGUE_BROWSE_ROUTES as CB,
  CATALOGUE_ROUTES as C,
  CATALOGUE_SEARCH_ROUTES as CS,
  INFORMATION_ROUTES as I,
  SKU_ATTRS_MAX,
  withSkus,
  type SkuAttrs,
  type SpuPageQueryInput,
  type SuitPageQuery,
} from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  tree: () => [...catalogueKeys.all, 'tree'] as const,
  attrs: (ids: string) => [...catalogueKeys.all, 'attrs', ids] as const,
  page: (q: SpuPageQueryInput) => [...catalogueKeys.all, 'page', q] as const,
  pageWithSkus: (q: SpuPageQueryInput) => [...catalogueKeys.all, 'pageWithSkus', q] as const,
  skuAttrs: (skuNos: readonly string[], keys: readonly string[], params: boolean) =>
    [...catalogueKeys.all, 'skuAttrs', skuNos.join(','), keys.join(','), params] as const,
  detail: (spuNo: string) => [...catalogueKeys.all, 'detail', spuNo] as const,
  suit: (suitNo: string) => [...catalogueKeys.all, 'suit', suitNo] as const,
  shops: (spuNo: string) => [...catalogueKeys.all, 'shops', spuNo] as const,
  hotWords: () => [...catalogueKeys.all, 'hotWords'] as const,
  keywords: () => [...catalogueKeys.all, 'keywords'] as const,
  searchCategory: (keyword: string) => [...catalogueKeys.all, 'searchCategory', keyword] as const,
  searchSuggest: (keyword: string) => [...catalogueKeys.all, 'searchSuggest', keyword] as const,
  understand: (keyword: string, literal: boolean) => [...catalogueKeys.all, 'understand', keyword, literal] as const,
  suits: (q: SuitPageQuery) => [...catalogueKeys.all, 'suits', q] as const,
  brands: () => [...catalogueKeys.all, 'brands'] as const,
  recommend: (kind: 'hot' | 'recommended') => [...catalogueKeys.all, 'recommend', kind] as const,
  related: (spuNo: string) => [...catalogueKeys.all, 'related', spuNo] as const,
};

export function useCategoryTree() {
  return useQuery({
    queryKey: catalogueKeys.tree(),
    queryFn: () => api.call(C.categoryTree),
    staleTime: 10 * 60_000,
  });
}

export function useFilterAttrs(categoryIds: string) {
  return useQuery({
    queryKey: catalogueKeys.attrs(categoryIds),
    queryFn: () => api.call(C.categoryAttrs, { query: { categoryIds } }),
    enabled: !!categoryIds,
    staleTime: 5 * 60_000,
  });
}

export function useSpuPage(q: SpuPageQueryInput) {
  return useQuery({
    queryKey: catalogueKeys.page(q),
    queryFn: ({ signal }) => api.page(C.spuPage, { query: q, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A page of families with their models (`fields=skus`): the model pickers (mall, compare, design tool). */
export async function spuPageWithSkus(q: SpuPageQueryInput, signal?: AbortSignal) {
  const { list, total } = await api.page(C.spuPage, { query: { ...q, fields: 'skus' }, ...(signal ? { signal } : {}) });
  return { list: withSkus(list), total };
}

export function useSpuPageWithSkus(q: SpuPageQueryInput) {
  return useQuery({
    queryKey: catalogueKeys.pageWithSkus(q),
    queryFn: ({ signal }) => spuPageWithSkus(q, signal),
    placeholderData: keepPreviousData,
  });
}

export interface SkuAttrsOptions {
  /** Only these attribute keys (the calculators' inputs); all when absent. */
  keys?: readonly string[];
  /** Also the parameter table (names and values with units) the detail shows. */
  params?: boolean;
}

/**
 * Models' attributes by number (goods/sku/attrs), in calls of at most SKU_ATTRS_MAX models, as one map by number:
 * the lists are lean (issue 47 §1), what shows attributes asks for the models on screen.
 */
export async function fetchSkuAttrs(
  skuNos: readonly string[],
  opts: SkuAttrsOptions = {},
): Promise<Map<string, SkuAttrs>> {
  const unique = [...new Set(skuNos)].sort();
  const calls: Promise<SkuAttrs[]>[] = [];
  for (let i = 0; i < unique.length; i += SKU_ATTRS_MAX) {
    const query = {
      skuNos: unique.slice(i, i + SKU_ATTRS_MAX).join(','),
      ...(opts.keys?.length ? { keys: opts.keys.join(',') } : {}),
      ...(opts.params ? { params: '1' as const } : {}),
    };
    calls.push(api.call(C.skuAttrs, { query, silent: true }));
  }
  return new Map((await Promise.all(calls)).flat().map((a) => [a.skuNo, a]));
}

/** The attributes of the models on screen, one query per set of models (batched, kept a minute). */
export function useSkuAttrs(skuNos: readonly string[], opts: SkuAttrsOptions = {}) {
  const set = [...new Set(skuNos)].sort();
  const keys = [...(opts.keys ?? [])];
  return useQuery({
    queryKey: catalogueKeys.skuAttrs(set, keys, !!opts.params),
    queryFn: () => fetchSkuAttrs(set, opts),
    enabled: set.length > 0,
    staleTime: 60_000,
  });
}

export function useSpuDetail(spuNo: string) {
  return useQuery({
    queryKey: catalogueKeys.detail(spuNo),
    queryFn: () => api.call(C.spuDetail, { params: { id: spuNo }, silent: true }),
    enabled: !!spuNo,
    retry: false,
  });
}

export function useSuitDetail(suitNo: string) {
  return useQuery({
    queryKey: catalogueKeys.suit(suitNo),
    queryFn: () => api.call(C.suitDetail, { params: { id: suitNo }, silent: true }),
    enabled: !!suitNo,
    retry: false,
  });
}

/** goods/suit/page: suites at this viewer's prices. */
export function useSuitPage(q: SuitPageQuery) {
  return useQuery({
    queryKey: catalogueKeys.suits(q),
    queryFn: ({ signal }) => api.page(CB.suitPage, { query: q, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The brands with families on shelf (the product list's brand filter). */
export function useBrands() {
  return useQuery({ queryKey: catalogueKeys.brands(), queryFn: () => api.call(CB.brands), staleTime: 10 * 60_000 });
}

/** Hot or recommended families (the labels staff set), at this viewer's prices. */
export function useRecommend(kind: 'hot' | 'recommended') {
  return useQuery({
    queryKey: catalogueKeys.recommend(kind),
    queryFn: () => api.call(CB.recommend, { query: { kind, size: 5 }, silent: true }),
    staleTime: 60_000,
  });
}

/** Related info of a family: articles, videos, cases and solutions about it. */
export function useSpuRelated(spuNo: string) {
  return useQuery({
    queryKey: catalogueKeys.related(spuNo),
    queryFn: () => api.call(I.spuRelated, { query: { spuNo }, silent: true }),
    enabled: !!spuNo,
    staleTime: 60_000,
  });
}

export function useShops(spuNo: string) {
  return useQuery({
    queryKey: catalogueKeys.shops(spuNo),
    queryFn: () => api.call(C.shops, { query: { spuNo }, silent: true }),
    enabled: !!spuNo,
  });
}

export function useHotWords() {
  return useQuery({
    queryKey: catalogueKeys.hotWords(),
    queryFn: () => api.call(C.hotWords, { query: { location: 0 }, silent: true }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useKeywords() {
  return useQuery({
    queryKey: catalogueKeys.keywords(),
    queryFn: () => api.call(C.keywords, { query: { location: 0 }, silent: true }),
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** The category a typed word names (the search box's first suggestion); nothing for an empty word. */
export function useSearchCategory(keyword: string) {
  return useQuery({
    queryKey: catalogueKeys.searchCategory(keyword),
    queryFn: () => api.call(CS.searchCategory, { query: { keyword }, silent: true }),
    enabled: keyword.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}

/** The search box's suggestions as one types (words, their pinyin and initials: 「qj」 → 球机). */
export function useSearchSuggest(keyword: string) {
  return useQuery({
    queryKey: catalogueKeys.searchSuggest(keyword),
    queryFn: () => api.call(CS.searchSuggest, { query: { keyword }, silent: true }),
    enabled: keyword.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}

/** What a keyword was searched as (the 「已为您显示…」 line) and, when it finds nothing, the way out. */
export function useSearchUnderstand(keyword: string, literal: boolean) {
  return useQuery({
    queryKey: catalogueKeys.understand(keyword, literal),
    queryFn: () => api.call(CS.searchUnderstand, { query: { keyword, literal: literal ? '1' : '' }, silent: true }),
    enabled: keyword.length > 0,
    staleTime: 60_000,
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
      void api.call(C.track, { body: { terminalType: 2, eventId, contentId }, silent: true }).catch(() => undefined);
    }, 1000),
  );
}

export async function addToMatchList(line: { spuNo: string; skuNo: string; price: number | null }): Promise<void> {
  await api.call(C.addToMatchList, { body: { productList: [{ ...line, quantity: 1 }] } });
}
