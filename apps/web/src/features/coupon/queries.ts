/** Query hooks of coupons: the coupon centre, claiming, and the coupons held. */
import { COUPON_ROUTES as COUPON, type CouponTab } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callEnvelope } from '../../api/client.ts';

const couponKeys = {
  all: ['coupon'] as const,
  centre: (page: number, size: number) => [...couponKeys.all, 'centre', page, size] as const,
  mine: (tab: CouponTab, page: number, size: number) => [...couponKeys.all, 'mine', tab, page, size] as const,
};

export function useCouponCentre(page: number, size: number) {
  return useQuery({
    queryKey: couponKeys.centre(page, size),
    queryFn: async () => {
      const { list, total } = await api.page(COUPON.centre, { query: { page, size } });
      return { list: list ?? [], total };
    },
    placeholderData: keepPreviousData,
  });
}

export function useMyCoupons(tab: CouponTab, page: number, size: number) {
  return useQuery({
    queryKey: couponKeys.mine(tab, page, size),
    queryFn: async () => {
      const { list, total } = await api.page(COUPON.mine, { query: { tab, page, size } });
      return { list: list ?? [], total };
    },
    placeholderData: keepPreviousData,
  });
}

export function useClaimCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (couponNo: string) => callEnvelope(COUPON.claim, { body: { couponNo } }),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: couponKeys.all });
      await qc.invalidateQueries({ queryKey: ['mallOrder', 'preSettlement'] });
    },
  });
}
