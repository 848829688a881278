/** Queries and calls of the content centre (information, comments, favourites, materials, feedback). */
import {
  CONTENT_API,
  CONTENT_MESSAGES,
  hasReason,
  FEEDBACK_ROUTES as F,
  INFORMATION_ROUTES as I,
  MATERIAL_ROUTES as M,
  type RouteInput,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export const contentKeys = {
  all: ['content'] as const,
  page: (q: unknown) => [...contentKeys.all, 'page', q] as const,
  detail: (id: number) => [...contentKeys.all, 'detail', id] as const,
  comments: (id: number, page: number) => [...contentKeys.all, 'comments', id, page] as const,
  favorites: (tab: string, page: number) => [...contentKeys.all, 'favorites', tab, page] as const,
  staticPage: (tab: string) => [...contentKeys.all, 'static', tab] as const,
};

export type ContentQuery = NonNullable<RouteInput<typeof I.page, 'query'>>;

export function useContentPage(query: ContentQuery, enabled = true) {
  return useQuery({
    queryKey: contentKeys.page(query),
    queryFn: () => api.page(I.page, { query }),
    enabled,
  });
}

export function useContentDetail(contentId: number) {
  return useQuery({
    queryKey: contentKeys.detail(contentId),
    queryFn: () => api.call(I.detail, { query: { contentId, scope: 2 } }),
    enabled: contentId > 0,
    retry: false,
  });
}

export function useComments(contentId: number, page: number) {
  return useQuery({
    queryKey: contentKeys.comments(contentId, page),
    queryFn: () => api.page(I.commentPage, { query: { contentId, page, size: 10 } }),
    enabled: contentId > 0,
  });
}

/** A static page; one staff have not written yet is no page (null), quietly: the page says so in its place. */
export function useStaticPage(tab: NonNullable<RouteInput<typeof I.staticPage, 'query'>>['tab']) {
  return useQuery({
    queryKey: contentKeys.staticPage(tab),
    queryFn: () =>
      api.call(I.staticPage, { query: { tab }, silent: true }).catch((e: unknown) => {
        if (hasReason(e, I.staticPage, CONTENT_MESSAGES, 'pageNotFound')) return null;
        throw e;
      }),
  });
}

export function useFavoriteContent(tab: 'video' | 'project', page: number) {
  return useQuery({
    queryKey: contentKeys.favorites(tab, page),
    queryFn: () => api.page(I.favoritePage, { query: { tab, page, size: 12 } }),
  });
}

export const materialTree = () => api.call(M.tree, { silent: true });
export const materialPage = (query: NonNullable<RouteInput<typeof M.page, 'query'>>) => api.page(M.page, { query });
export const materialZipUrl = (ids: number[]) => `${CONTENT_API.materialZip}?ids=${ids.join(',')}`;
export const materialDownloadUrl = (fileId: number) => `${CONTENT_API.materialDownload}?fileId=${fileId}`;

export function uploadFile(
  path: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<{ url: string; name: string; sizeBytes: number }> {
  const form = new FormData();
  form.append('file', file);
  return api.upload(path, form, { onProgress });
}

export { F as FEEDBACK_CALLS, I as INFORMATION_CALLS };

/** A duration in seconds as m:ss. */
export const mmss = (s: number | null) =>
  s === null ? '' : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
/** An ISO time as a Beijing date. */
export const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' }) : '';
