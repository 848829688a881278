import { CONTENT_ROUTES, INFORMATION_ROUTES, type Industry } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const solutionKeys = {
  all: ['solution'] as const,
  industries: () => [...solutionKeys.all, 'industryList'] as const,
};

/** Solution industries for the navigation; a failed call simply means no children. */
export function useIndustries(): Industry[] {
  const q = useQuery({
    queryKey: solutionKeys.industries(),
    queryFn: async () => (await api.call(CONTENT_ROUTES.industryList, { silent: true }))?.industryList ?? [],
    retry: false,
    staleTime: 10 * 60_000,
  });
  return q.data ?? [];
}

/** A solution's models at this viewer's prices (/solution/solutionPurchase); `viewer` (who is looking) is in the key. */
export function useSolutionProducts(contentId: number, viewer: string) {
  return useQuery({
    queryKey: [...solutionKeys.all, 'products', contentId, viewer] as const,
    queryFn: () => api.call(INFORMATION_ROUTES.solutionProducts, { query: { contentId }, silent: true }),
    enabled: contentId > 0,
    retry: false,
  });
}
