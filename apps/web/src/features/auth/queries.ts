import {
  API_PREFIX,
  type CertAuditInput,
  type EnterpriseCert,
  type EnterpriseCertForReview,
  type EnterpriseForm,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const E = `${API_PREFIX}/v1/enterprise`;

export const enterpriseKeys = {
  all: ['enterprise'] as const,
  detail: () => [...enterpriseKeys.all, 'detail'] as const,
  review: (status: number | null) => [...enterpriseKeys.all, 'review', status] as const,
};

export const useEnterpriseDetail = (enabled = true) =>
  useQuery({
    queryKey: enterpriseKeys.detail(),
    queryFn: () => api.get<EnterpriseCert | null>(`${E}/detail`),
    enabled,
  });

export function useSaveEnterprise() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: EnterpriseForm) => api.post<EnterpriseCert>(E, form),
    onSuccess: (data) => qc.setQueryData(enterpriseKeys.detail(), data),
  });
}

export function uploadLicence(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<{ url: string }>(`${E}/upload`, form);
}

export const useReviewList = (status: number | null, enabled: boolean) =>
  useQuery({
    queryKey: enterpriseKeys.review(status),
    queryFn: () => api.get<EnterpriseCertForReview[]>(`${E}/audit/list`, status === null ? undefined : { status }),
    enabled,
  });

export function useAudit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CertAuditInput) => api.post<EnterpriseCert>(`${E}/audit`, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: enterpriseKeys.all }),
  });
}
