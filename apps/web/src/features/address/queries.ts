/** Query hooks of delivery addresses; every change refreshes the list and any open settlement. */
import { BUYING_API, type Address, type AddressInput } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export const addressKeys = {
  all: ['address'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
};

export function useAddresses() {
  return useQuery({ queryKey: addressKeys.list(), queryFn: () => api.get<Address[]>(BUYING_API.addressList) });
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
      ? api.post<Address>(BUYING_API.addressUpdate, { ...arg.input, id: arg.id })
      : api.post<Address>(BUYING_API.addressAdd, arg.input),
  );
}

export function useDeleteAddress() {
  return useAddressMutation((id: number) => api.post(BUYING_API.addressDelete, { id }));
}

export function useSetDefaultAddress() {
  return useAddressMutation((id: number) => api.post(BUYING_API.addressSetDefault, { id }));
}
