/** Query hooks of the cart (one key factory; every change refreshes the view and the badge count). */
import { CART_ROUTES as CART, type CartView } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/store.ts';

export const cartKeys = {
  all: ['cart'] as const,
  view: () => [...cartKeys.all, 'view'] as const,
  count: () => [...cartKeys.all, 'count'] as const,
};

export interface CartAddItem {
  spuNo: string;
  skuNo: string;
  quantity: number;
}

/** The cart with this viewer's prices, stock bounds and totals of the checked lines. */
export function useCart(enabled = true) {
  const { login } = useSession();
  return useQuery({
    queryKey: cartKeys.view(),
    queryFn: () => api.call(CART.query),
    enabled: enabled && login,
  });
}

/** Lines in the cart (the toolbar badge). */
export function useCartCount(enabled = true) {
  const { login } = useSession();
  return useQuery({
    queryKey: cartKeys.count(),
    queryFn: () => api.call(CART.count, { silent: true }),
    enabled: enabled && login,
    staleTime: 30_000,
  });
}

function useCartMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** modify, del and check answer the new cart: show it at once, then refresh the badge. */
function useCartViewMutation<A>(fn: (arg: A) => Promise<CartView>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (view) => qc.setQueryData(cartKeys.view(), view),
    onError: () => qc.invalidateQueries({ queryKey: cartKeys.view() }),
    onSettled: () => qc.invalidateQueries({ queryKey: cartKeys.count() }),
  });
}

export function useAddToCart() {
  return useCartMutation((items: CartAddItem[]) => api.call(CART.batchAdd, { body: { items } }));
}

export function useModifyCart() {
  return useCartViewMutation((arg: { skuNo: string; quantity: number }) => api.call(CART.modify, { body: arg }));
}

export function useRemoveFromCart() {
  return useCartViewMutation((skuNos: string[]) => api.call(CART.del, { body: { skuNos } }));
}

/** Check or uncheck lines; no skuNos = every line (check all). */
export function useCheckCart() {
  return useCartViewMutation((arg: { skuNos: string[]; checked: boolean }) => api.call(CART.batchCheck, { body: arg }));
}
