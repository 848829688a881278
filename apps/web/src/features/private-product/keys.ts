/**
 * Private products' query keys, the refresh of every list after a change, and the delete (the selection table's row
 * action uses it): a small file, so the selection page's first screen does not load queries.ts (issue 22).
 */
import { PRIVATE_PRODUCT_ROUTES } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export const privateKeys = {
  all: ['private-product'] as const,
  check: () => [...privateKeys.all, 'check'] as const,
  categories: () => [...privateKeys.all, 'categories'] as const,
  brands: () => [...privateKeys.all, 'brands'] as const,
  detail: (spuNo: string) => [...privateKeys.all, 'detail', spuNo] as const,
};

/** Everything that lists products (the selection tables, the design list) refreshes after a change. */
export function useInvalidateProducts() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['design'] });
    void qc.invalidateQueries({ queryKey: ['catalogue'] });
    void qc.invalidateQueries({ queryKey: privateKeys.all });
  };
}

export function useDeletePrivate() {
  const done = useInvalidateProducts();
  return useMutation({
    mutationFn: (spuNos: string[]) =>
      api.call(PRIVATE_PRODUCT_ROUTES.del, { body: spuNos.length === 1 ? { spuNo: spuNos[0] } : { spuNos } }),
    onSuccess: done,
  });
}
