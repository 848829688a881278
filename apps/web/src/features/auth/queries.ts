import { ENTERPRISE_ROUTES as E, type CertAuditInput, type EnterpriseForm } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const enterpriseKeys = {
  all: ['enterprise'] as const,
  detail: () => [...enterpriseKeys.all, 'detail'] as const,
  review: (q: ReviewQuery) => [...enterpriseKeys.all, 'review', q] as const,
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

/** The review list's page: a status (none: all), a company name or credit code, the page. */
export interface ReviewQuery {
  status: number | null;
  keyword: string;
  page: number;
  size: number;
}

/** One page of the applications (the server pages and counts them). */
export const useReviewList = (q: ReviewQuery, enabled: boolean) =>
  useQuery({
    queryKey: enterpriseKeys.review(q),
    queryFn: () =>
      api.page(E.reviewList, {
        query: { status: q.status ?? undefined, keyword: q.keyword || undefined, page: q.page, size: q.size },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useAudit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CertAuditInput) => api.call(E.audit, { body: input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: enterpriseKeys.all }),
  });
}
