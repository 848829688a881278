/** Query hooks of delivery addresses; every change refreshes the list and any open settlement. */
import { ADDRESS_ROUTES as ADDRESS, type AddressInput } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const addressKeys = {
  all: ['address'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
};

export function useAddresses() {
  return useQuery({ queryKey: addressKeys.list(), queryFn: () => api.call(ADDRESS.list) });
}

function useAddressMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: addressKeys.all });
      await qc.invalidateQueries({ queryKey: ['mallOrder', 'preSettlement'] });
    },
  });
}

export function useSaveAddress() {
  return useAddressMutation((arg: { id?: number | undefined; input: AddressInput }) =>
    arg.id
      ? api.call(ADDRESS.update, { body: { ...arg.input, id: arg.id } })
      : api.call(ADDRESS.add, { body: arg.input }),
  );
}

export function useDeleteAddress() {
  return useAddressMutation((id: number) => api.call(ADDRESS.remove, { body: { id } }));
}

export function useSetDefaultAddress() {
  return useAddressMutation((id: number) => api.call(ADDRESS.setDefault, { body: { id } }));
}
