/** The imports page's calls: jobs (polled while they move), uploads, apply, integration keys, file downloads. */
import { IMPORTS_ROUTES as E, type ImportJob, type ImportJobKind } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

const MOVING: ImportJob['status'][] = ['queued', 'checking', 'applyQueued', 'applying'];
export const isMoving = (job: ImportJob | undefined): boolean => !!job && MOVING.includes(job.status);

export function useImportJobs(page: number, size: number) {
  return useQuery({
    queryKey: ['imports', 'jobs', page, size],
    queryFn: () => api.page(E.jobs, { query: { page, size } }),
    placeholderData: keepPreviousData,
    // polled while one of them is checked or applied, so its status follows
    refetchInterval: (q) => (q.state.data?.list.some(isMoving) ? 1000 : false),
  });
}

/** One job, polled every second while it is checked or applied (the page's progress). */
export function useImportJob(id: number | null) {
  return useQuery({
    queryKey: ['imports', 'job', id],
    queryFn: () => api.call(E.job, { params: { id: id! } }),
    enabled: id !== null,
    refetchInterval: (q) => (isMoving(q.state.data) ? 1000 : false),
  });
}

/** An upload, its progress (0…1, the bytes sent: a 200 MB zip of pictures takes minutes on a slow line) told. */
export function useUploadImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, onProgress }: { kind: ImportJobKind; file: File; onProgress?: (f: number) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<ImportJob>(E.upload.path.replace(':kind', kind), form, { onProgress });
    },
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['imports', 'jobs'] }),
  });
}

export function useApplyImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(E.apply, { params: { id } }),
    onSuccess: (job) => {
      qc.setQueryData(['imports', 'job', job.id], job);
      void qc.invalidateQueries({ queryKey: ['imports', 'jobs'] });
    },
  });
}

export function useIntegrationKeys() {
  return useQuery({ queryKey: ['imports', 'keys'], queryFn: () => api.call(E.keys) });
}

export function useCreateKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.call(E.createKey, { body: { name } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['imports', 'keys'] }),
  });
}

export function useRevokeKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(E.revokeKey, { params: { id } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['imports', 'keys'] }),
  });
}

export { downloadFile } from '../../api/download.ts';
