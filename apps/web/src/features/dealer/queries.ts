import { DEALER_ROUTES as D, REGION_ROUTES, type BindPayload, type RegionNode } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { refreshSession } from '../../session/session-api.ts';

const dealerKeys = {
  all: ['dealer'] as const,
  regions: (parentCode: string) => ['region', parentCode] as const,
  dealers: (q: DealerQuery) => [...dealerKeys.all, 'parentMerchantList', q] as const,
  bindDetail: () => [...dealerKeys.all, 'bindDetail'] as const,
};

/** Children of a region ('' = provinces). Region data never changes during a visit. */
export function fetchRegionChildren(parentCode: string): Promise<RegionNode[]> {
  return api.call(REGION_ROUTES.children, { query: { parentCode }, silent: true });
}

export interface DealerQuery {
  provinceCode: string;
  cityCode?: string | undefined;
  areaCode?: string | undefined;
  merchantName?: string | undefined;
}

export function useParentMerchants(q: DealerQuery | null) {
  return useQuery({
    queryKey: dealerKeys.dealers(q ?? { provinceCode: '' }),
    queryFn: () => api.call(D.parentMerchants, { query: { provinceCode: '', ...q } }),
    enabled: !!q?.provinceCode,
    staleTime: 60_000,
  });
}

export function useBindDetail(enabled = true) {
  return useQuery({
    queryKey: dealerKeys.bindDetail(),
    queryFn: () => api.call(D.bindDetail),
    enabled,
  });
}

/** After any binding change: the bind detail and the session's hasBindFirstDistributor. */
function useAfterChange() {
  const qc = useQueryClient();
  return async () => {
    await qc.invalidateQueries({ queryKey: dealerKeys.bindDetail() });
    await refreshSession().catch(() => undefined);
  };
}

export function useBindDealer() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (payload: BindPayload) => api.call(D.bind, { body: payload }),
    onSuccess: after,
  });
}

export function useToggleShop() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (firstMerchantNo: string) => api.call(D.toggleShop, { body: { firstMerchantNo } }),
    onSuccess: after,
  });
}

export function useSetDefaultDealer() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (parentMerchantNo: string) => api.call(D.setDefault, { body: { parentMerchantNo } }),
    onSuccess: after,
  });
}
