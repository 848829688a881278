import { API_PREFIX, type FavoriteItem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';

export const favoriteKeys = {
  all: ['favorite'] as const,
  status: (spuNo: string) => [...favoriteKeys.all, 'status', spuNo] as const,
  page: (page: number, size: number) => [...favoriteKeys.all, 'page', page, size] as const,
};

export function useFavorites(page: number, size: number, enabled: boolean) {
  return useQuery({
    queryKey: favoriteKeys.page(page, size),
    queryFn: async () => {
      const env = await request<FavoriteItem[]>(`${API_PREFIX}/v1/goods/favorite/spu`, { params: { page, size } });
      return { list: env.data, total: env.count ?? 0 };
    },
    enabled,
  });
}
