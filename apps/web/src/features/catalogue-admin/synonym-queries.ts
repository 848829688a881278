/** The staff's search synonym calls: the list as a query, a save that refreshes every maintenance read. */
import { CATALOGUE_SEARCH_ROUTES as S, type SynonymSave } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** The same key as queries.ts: a save refreshes the maintenance reads with the rest. */
const KEY = 'catalogue-admin';

export function useSynonyms() {
  return useQuery({ queryKey: [KEY, 'synonyms'], queryFn: () => api.call(S.manageSynonyms) });
}

export function useSaveSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SynonymSave) => api.call(S.manageSaveSynonym, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}
