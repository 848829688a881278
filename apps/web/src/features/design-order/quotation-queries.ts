/** The quotation's queries: the letterhead, the print view of one order, the logo upload and the file downloads. */
import { DESIGN_API, QUOTATION_API, QUOTATION_ROUTES as Q, type QuotationProfile } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';
import { designKeys } from './queries.ts';

const keys = {
  profile: () => [...designKeys.all, 'quotation', 'profile'] as const,
  view: (id: number) => [...designKeys.all, 'quotation', 'view', id] as const,
};

export function useQuotationView(id: number) {
  return useQuery({ queryKey: keys.view(id), queryFn: () => api.call(Q.view, { query: { id } }), enabled: id > 0 });
}

export function useQuotationProfile(enabled: boolean) {
  return useQuery({ queryKey: keys.profile(), queryFn: () => api.call(Q.profile), enabled });
}

export function useSaveQuotationProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: QuotationProfile) => api.call(Q.saveProfile, { body: p }),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...designKeys.all, 'quotation'] }),
  });
}

/** Uploads a logo picture; answers its (signed) address for the form. */
export async function uploadQuotationLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await api.upload<{ url: string }>(QUOTATION_API.logo, form)).url;
}

/** The quotation as a file: 'pdf' or 'xlsx'. */
export function downloadQuotationFile(id: number, name: string, kind: 'pdf' | 'xlsx'): Promise<void> {
  const path = kind === 'pdf' ? QUOTATION_API.pdf : DESIGN_API.exportXlsx;
  return downloadFile(`${path}?id=${id}`, `${name}-报价单.${kind}`);
}
