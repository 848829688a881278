/** The staff's catalogue maintenance calls (issue 42 part 3): reads as queries, writes that refresh them. */
import {
  CATALOGUE_ADMIN_API,
  CATALOGUE_ROUTES as E,
  type BrochureSave,
  type CategoryAttrSave,
  type CategorySave,
  type DealerPriceSave,
  type ShelfSave,
  type SkuSave,
  type SpuSave,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const KEY = 'catalogue-admin';

export function useCategories() {
  return useQuery({ queryKey: [KEY, 'categories'], queryFn: () => api.call(E.manageCategories, {}) });
}

/** The list's filters as the page keeps them. */
export interface SpuListQuery {
  page: number;
  size: number;
  keyword?: string | undefined;
  categoryId?: number | undefined;
  status?: 0 | 1 | undefined;
}

export function useSpuPage(query: SpuListQuery) {
  return useQuery({
    queryKey: [KEY, 'spus', query],
    queryFn: () => api.page(E.manageSpuPage, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useSpuDetail(id: number | null) {
  return useQuery({
    queryKey: [KEY, 'spu', id],
    queryFn: () => api.call(E.manageSpuDetail, { query: { id: id! } }),
    enabled: id !== null,
  });
}

/** A write; on success every maintenance read is fetched again (the buyers' pages see it on their next load). */
function useWrite<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

export const useSaveCategory = () => useWrite((body: CategorySave) => api.call(E.manageSaveCategory, { body }));
export const useSaveAttr = () => useWrite((body: CategoryAttrSave) => api.call(E.manageSaveAttr, { body }));
export const useSaveSpu = () => useWrite((body: SpuSave) => api.call(E.manageSaveSpu, { body }));
export const useSpuShelf = () => useWrite((body: ShelfSave) => api.call(E.manageSpuShelf, { body }));
export const useSaveSku = () => useWrite((body: SkuSave) => api.call(E.manageSaveSku, { body }));
export const useSkuShelf = () => useWrite((body: ShelfSave) => api.call(E.manageSkuShelf, { body }));
export const useSaveDealerPrice = () =>
  useWrite((body: DealerPriceSave) => api.call(E.manageSaveDealerPrice, { body }));
export const useDeleteDealerPrice = () =>
  useWrite((body: { skuId: number; firstMerchantNo: string }) => api.call(E.manageDeleteDealerPrice, { body }));

/** Uploads a picture into the file store; answers its address. */
export async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api.upload<{ url: string }>(CATALOGUE_ADMIN_API.upload, form)).url;
}

export const useSaveBrochure = () => useWrite((body: BrochureSave) => api.call(E.manageSaveBrochure, { body }));
export const useDeleteBrochure = () => useWrite((id: number) => api.call(E.manageDeleteBrochure, { body: { id } }));

/** Uploads a brochure (PDF) into the file store; answers its address. */
export async function uploadBrochure(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api.upload<{ url: string }>(CATALOGUE_ADMIN_API.uploadBrochure, form)).url;
}
