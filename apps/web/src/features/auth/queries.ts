import { ENTERPRISE_ROUTES as E, type CertAuditInput, type EnterpriseForm } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const enterpriseKeys = {
  all: ['enterprise'] as const,
  detail: () => [...enterpriseKeys.all, 'detail'] as const,
  review: (status: number | null) => [...enterpriseKeys.all, 'review', status] as const,
};

export const useEnterpriseDetail = (enabled = true) =>
  useQuery({
    queryKey: enterpriseKeys.detail(),
    queryFn: () => api.call(E.detail),
    enabled,
  });

export function useSaveEnterprise() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (form: EnterpriseForm) => api.call(E.save, { body: form }),
    onSuccess: (data) => qc.setQueryData(enterpriseKeys.detail(), data),
  });
}

export function uploadLicence(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<{ url: string }>(E.upload.path, form);
}

export const useReviewList = (status: number | null, enabled: boolean) =>
  useQuery({
    queryKey: enterpriseKeys.review(status),
    queryFn: () => api.call(E.reviewList, status === null ? undefined : { query: { status } }),
    enabled,
  });

export function useAudit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CertAuditInput) => api.call(E.audit, { body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: enterpriseKeys.all }),
  });
}
