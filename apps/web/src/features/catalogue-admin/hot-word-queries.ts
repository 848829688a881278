/** The staff's search hot word calls: the list as a query, a save that refreshes every maintenance read. */
import { CATALOGUE_SEARCH_ROUTES as S, type HotWordSave } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** The same key as queries.ts: a save refreshes the maintenance reads with the rest. */
const KEY = 'catalogue-admin';

export function useHotWords() {
  return useQuery({ queryKey: [KEY, 'hotWords'], queryFn: () => api.call(S.manageHotWords) });
}

export function useSaveHotWord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HotWordSave) => api.call(S.manageSaveHotWord, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}
