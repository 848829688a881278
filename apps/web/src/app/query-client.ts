import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // Business rejections and auth failures are answers, not flukes: retry only network trouble, once.
      retry: (count, err) => count < 1 && isApiError(err) && err.network && err.kind !== 'aborted',
    },
    mutations: { retry: false },
  },
});
