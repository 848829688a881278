/** Query hooks of private products (Screen D): options, detail, add/edit/delete, xlsx import and downloads. */
import {
  CUSTOM_GOOD_CATEGORY_CODE,
  PRIVATE_PRODUCT_ROUTES as E,
  type ImportReport,
  type PrivateProductInput,
} from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { hasTokenCookie } from '../../api/tokens.ts';
import { privateKeys, useInvalidateProducts } from './keys.ts';

export { useDeletePrivate } from './keys.ts';

export function useCanCreatePrivate() {
  return useQuery({
    queryKey: privateKeys.check(),
    queryFn: () => api.call(E.check),
    enabled: hasTokenCookie(),
    staleTime: 60_000,
  });
}

export function useCategoryOptions() {
  return useQuery({
    queryKey: privateKeys.categories(),
    queryFn: () => api.call(E.categories, { query: { code: CUSTOM_GOOD_CATEGORY_CODE } }),
    staleTime: 10 * 60_000,
  });
}

export function useBrandOptions() {
  return useQuery({
    queryKey: privateKeys.brands(),
    queryFn: () => api.call(E.brands),
    staleTime: 60_000,
  });
}

export function usePrivateDetail(spuNo: string | null) {
  return useQuery({
    queryKey: privateKeys.detail(spuNo ?? ''),
    queryFn: () => api.call(E.detail, { query: { spuNo: spuNo ?? '' } }),
    enabled: !!spuNo,
  });
}

export function useSavePrivate() {
  const done = useInvalidateProducts();
  return useMutation({
    mutationFn: (p: PrivateProductInput) => {
      // The original page's flag (also put it in the selection); the server does it always and ignores it.
      const body: PrivateProductInput & { save2DesignSelection: 1 } = { ...p, save2DesignSelection: 1 };
      return p.spuNo ? api.call(E.edit, { body }) : api.call(E.add, { body });
    },
    onSuccess: done,
  });
}

export function useImportPrivate() {
  const done = useInvalidateProducts();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<ImportReport>(E.importXlsx.path, form, { silent: true });
    },
    onSuccess: done,
  });
}

export async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api.upload<{ url: string }>(E.upload.path, form)).url;
}

export { downloadFile } from '../../api/download.ts';
