/** The staff's suite (套装) maintenance calls: reads as queries, writes that refresh every maintenance read. */
import { CATALOGUE_SUIT_ROUTES as S, type ShelfSave, type SuitSave } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** The same key as queries.ts: a suite's write refreshes the maintenance reads with the rest. */
const KEY = 'catalogue-admin';

export interface SuitListQuery {
  page: number;
  size: number;
  keyword?: string | undefined;
  status?: 0 | 1 | undefined;
}

export function useSuitPage(query: SuitListQuery) {
  return useQuery({
    queryKey: [KEY, 'suits', query],
    queryFn: () => api.page(S.manageSuitPage, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useSuitDetail(id: number | null) {
  return useQuery({
    queryKey: [KEY, 'suit', id],
    queryFn: () => api.call(S.manageSuitDetail, { query: { id: id! } }),
    enabled: id !== null,
  });
}

/** Models for the suite form's picker, by model number (or model, name). */
export function useSuitSkuOptions(keyword: string) {
  return useQuery({
    queryKey: [KEY, 'suit-skus', keyword],
    queryFn: () => api.call(S.manageSuitSkus, { query: { keyword: keyword || undefined } }),
    placeholderData: keepPreviousData,
  });
}

function useWrite<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }) });
}

export const useSaveSuit = () => useWrite((body: SuitSave) => api.call(S.manageSaveSuit, { body }));
export const useSuitShelf = () => useWrite((body: ShelfSave) => api.call(S.manageSuitShelf, { body }));
