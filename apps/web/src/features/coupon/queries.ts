/** Query hooks of coupons: the coupon centre, claiming, and the coupons held. */
import { BUYING_API, type CouponCentreItem, type CouponTab, type MyCoupon } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client.ts';

export const couponKeys = {
  all: ['coupon'] as const,
  centre: (page: number, size: number) => [...couponKeys.all, 'centre', page, size] as const,
  mine: (tab: CouponTab, page: number, size: number) => [...couponKeys.all, 'mine', tab, page, size] as const,
};

export function useCouponCentre(page: number, size: number) {
  return useQuery({
    queryKey: couponKeys.centre(page, size),
    queryFn: async () => {
      const env = await request<CouponCentreItem[]>(BUYING_API.couponList, { params: { page, size } });
      return { list: env.data ?? [], total: env.count ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

export function useMyCoupons(tab: CouponTab, page: number, size: number) {
  return useQuery({
    queryKey: couponKeys.mine(tab, page, size),
    queryFn: async () => {
      const env = await request<MyCoupon[]>(BUYING_API.couponMine, { params: { tab, page, size } });
      return { list: env.data ?? [], total: env.count ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

export function useClaimCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (couponNo: string) => request(BUYING_API.couponGot, { method: 'POST', body: { couponNo } }),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: couponKeys.all });
      await qc.invalidateQueries({ queryKey: ['mallOrder', 'preSettlement'] });
    },
  });
}
