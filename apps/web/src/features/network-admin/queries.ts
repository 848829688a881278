/** The staff's sales-network calls: customer groups (account module), service outlets and engineers (service centre). */
import {
  MERCHANT_GROUP_ROUTES as G,
  SERVICE_ORDER_ROUTES as S,
  type EngineerSave,
  type MerchantGroupSave,
  type OutletSave,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const KEY = 'network-admin';

/** One page of the customer groups (the server pages and counts them; a keyword: number, company or tag). */
export function useMerchantGroups(query: { keyword?: string | undefined; page: number; size: number }) {
  return useQuery({
    queryKey: [KEY, 'groups', query],
    queryFn: () => api.page(G.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useOutlets() {
  return useQuery({ queryKey: [KEY, 'outlets'], queryFn: () => api.call(S.manageOutlets) });
}

function useSave<B>(fn: (body: B) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }) });
}

export const useSaveGroup = () => useSave((body: MerchantGroupSave) => api.call(G.save, { body }));
export const useDeleteGroup = () => useSave((id: number) => api.call(G.remove, { body: { id } }));
export const useSaveOutlet = () => useSave((body: OutletSave) => api.call(S.outletSave, { body }));
export const useSaveEngineer = () => useSave((body: EngineerSave) => api.call(S.engineerSave, { body }));
/** 停用 / 启用 an outlet or an engineer. */
export const useSetActive = () =>
  useSave(({ kind, ...body }: { kind: 'outlet' | 'engineer'; id: number; active: boolean }) =>
    api.call(kind === 'outlet' ? S.outletActive : S.engineerActive, { body }),
  );

export function useProvinces() {
  return useQuery({ queryKey: [KEY, 'provinces'], queryFn: () => api.call(S.provinceCity), staleTime: Infinity });
}
