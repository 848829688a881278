import { CONTENT_ENDPOINTS, type Industry } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export const solutionKeys = {
  all: ['solution'] as const,
  industries: () => [...solutionKeys.all, 'industryList'] as const,
};

/** Solution industries for the navigation; a failed call simply means no children. */
export function useIndustries(): Industry[] {
  const q = useQuery({
    queryKey: solutionKeys.industries(),
    queryFn: async () => (await api.call(CONTENT_ENDPOINTS.industryList, { silent: true }))?.industryList ?? [],
    retry: false,
    staleTime: 10 * 60_000,
  });
  return q.data ?? [];
}
