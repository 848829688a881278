/** Query hooks of the message centre (one key factory; the live connection writes the unread count into it). */
import { MESSAGE_ROUTES as M, type MessageCategory, type UnreadCount } from '@portal/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/store.ts';

const messageKeys = {
  all: ['message'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  pages: () => [...messageKeys.all, 'page'] as const,
  page: (q: { category?: MessageCategory; read?: '0' | '1'; page: number }) => [...messageKeys.pages(), q] as const,
};

/**
 * The unread count (data.total, data.notice). A failure shows the server's msg (part 1 §8): the call is not silent,
 * so the client's error toast shows it.
 */
export function useUnreadCount() {
  const { login } = useSession();
  return useQuery({
    queryKey: messageKeys.unread(),
    queryFn: () => api.call(M.unreadCount),
    enabled: login,
    staleTime: 60_000,
    retry: false,
  });
}

/** What the live connection pushed: the new count, and the lists are stale. */
export function applyUnread(qc: QueryClient, unread: UnreadCount, listsChanged: boolean) {
  qc.setQueryData(messageKeys.unread(), unread);
  if (listsChanged) void qc.invalidateQueries({ queryKey: messageKeys.pages() });
}

export function useMessagePage(q: { category?: MessageCategory; read?: '0' | '1'; page: number }) {
  const { login } = useSession();
  return useQuery({
    queryKey: messageKeys.page(q),
    queryFn: () => api.page(M.page, { query: { ...q, size: 10 } }),
    enabled: login,
  });
}

function useMessageMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void qc.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export const useReadMessage = () => useMessageMutation((id: number) => api.call(M.read, { body: { id } }));
export const useReadAll = () =>
  useMessageMutation((category?: MessageCategory) => api.call(M.readAll, { body: category ? { category } : {} }));
export const useDeleteMessage = () => useMessageMutation((id: number) => api.call(M.del, { body: { id } }));
