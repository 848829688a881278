/** Query hooks of promotions and placements (one key factory). */
import { PLACEMENT_ROUTES as PE, PROMOTION_ROUTES as E } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callEnvelope } from '../../api/client.ts';

const promotionKeys = {
  all: ['promotion'] as const,
  page: (kind: number | undefined, page: number) => [...promotionKeys.all, 'page', kind ?? 0, page] as const,
  detail: (no: string) => [...promotionKeys.all, 'detail', no] as const,
  forModels: (skuNos: string) => [...promotionKeys.all, 'forModels', skuNos] as const,
  manage: (page: number) => [...promotionKeys.all, 'manage', page] as const,
  placements: (location: number) => ['placement', location] as const,
  placementsAll: () => ['placement', 'all'] as const,
};

export function useSalePage(kind: number | undefined, page: number, size = 12) {
  return useQuery({
    queryKey: promotionKeys.page(kind, page),
    queryFn: async () => {
      const env = await callEnvelope(E.page, { query: { kind, page, size } });
      return { list: env.data, total: env.count ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

export function useSaleDetail(activityNo: string) {
  return useQuery({
    queryKey: promotionKeys.detail(activityNo),
    queryFn: () => api.call(E.detail, { query: { activityNo }, silent: true }),
    enabled: !!activityNo,
    retry: false,
  });
}

/**
 * The promotions running over these models for this viewer (a product page). Stale for at most a minute: an
 * activity that starts or ends meanwhile shows late; checkout re-checks every one.
 */
export function useForModels(skuNos: readonly string[]) {
  const list = [...skuNos].sort().join(',');
  return useQuery({
    queryKey: promotionKeys.forModels(list),
    queryFn: () => api.call(E.forModels, { query: { skuNos: list }, silent: true }),
    enabled: list.length > 0,
    staleTime: 60_000,
  });
}

/** The live placements of one location (home carousel 1, banners 25, 26, 27). */
export function usePlacements(location: number) {
  return useQuery({
    queryKey: promotionKeys.placements(location),
    queryFn: () => api.call(PE.list, { query: { location }, silent: true }),
    staleTime: 60_000,
  });
}

export function useManagePage(page: number) {
  return useQuery({
    queryKey: promotionKeys.manage(page),
    queryFn: async () => {
      const env = await callEnvelope(E.managePage, { query: { page, size: 10 } });
      return { list: env.data, total: env.count ?? 0 };
    },
  });
}

export function useAbandon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (activityNo: string) => api.call(E.abandon, { body: { activityNo } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: promotionKeys.all }),
  });
}

export function useAllPlacements() {
  return useQuery({ queryKey: promotionKeys.placementsAll(), queryFn: () => api.call(PE.manageList, {}) });
}

export function useRemovePlacement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(PE.remove, { body: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['placement'] }),
  });
}
