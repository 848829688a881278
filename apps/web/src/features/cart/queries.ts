/** Query hooks of the cart (one key factory; every change refreshes the view and the badge count). */
import { BUYING_API, type CartAddResult, type CartView } from '@portal/domain';
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
    queryFn: () => api.get<CartView>(BUYING_API.cartQuery),
    enabled: enabled && login,
  });
}

/** Lines in the cart (the toolbar badge). */
export function useCartCount(enabled = true) {
  const { login } = useSession();
  return useQuery({
    queryKey: cartKeys.count(),
    queryFn: () => api.get<number>(BUYING_API.cartCount, undefined, { silent: true }),
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
  return useCartMutation((items: CartAddItem[]) => api.post<CartAddResult>(BUYING_API.cartBatchAdd, { items }));
}

export function useModifyCart() {
  return useCartViewMutation((arg: { skuNo: string; quantity: number }) =>
    api.post<CartView>(BUYING_API.cartModify, arg),
  );
}

export function useRemoveFromCart() {
  return useCartViewMutation((skuNos: string[]) => api.post<CartView>(BUYING_API.cartDel, { skuNos }));
}

/** Check or uncheck lines; no skuNos = every line (check all). */
export function useCheckCart() {
  return useCartViewMutation((arg: { skuNos: string[]; checked: boolean }) =>
    api.post<CartView>(BUYING_API.cartBatchCheck, arg),
  );
}
