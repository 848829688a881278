/**
 * The compare bar: guests keep it in sessionStorage, logged-in users on the server (compare list, add,
 * del, clean). Either way the domain rules decide what may be added.
 */
import {
  COMPARE_ROUTES as COMPARE,
  COMPARE_WORDS,
  boundedBatch,
  canAdd,
  type CompareItem,
  type CompareResult,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApp } from '../../components/feedback/useApp.ts';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/errors.ts';
import { useSession } from '../../session/store.ts';
import { track } from '../catalogue/index.ts';

/** What the bar shows of an item (a compare item without its attributes). */
export type BarItem = Pick<
  CompareItem,
  | 'spuNo'
  | 'skuNo'
  | 'skuName'
  | 'spuName'
  | 'picUrl'
  | 'price'
  | 'skuModel'
  | 'firstCategoryId'
  | 'secondCategoryId'
  | 'separateCategory'
>;

const KEY = 'compareList';
const listeners = new Set<() => void>();
let cache: { raw: string | null; items: BarItem[] } = { raw: null, items: [] };

function readGuest(): BarItem[] {
  const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
  if (raw !== cache.raw) {
    try {
      cache = { raw, items: raw ? (JSON.parse(raw) as BarItem[]) : [] };
    } catch {
      cache = { raw, items: [] };
    }
  }
  return cache.items;
}

function writeGuest(items: BarItem[]) {
  sessionStorage.setItem(KEY, JSON.stringify(items));
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

const compareKeys = { list: ['compare', 'list'] as const };

let merging = false;
/**
 * After login the guest's bar moves to the server once (batch-add keeps what fits the rules and is new),
 * then the session copy is cleared. Several mounted bars share one merge.
 */
function mergeGuestBar(done: (list: CompareItem[]) => void) {
  const guest = readGuest();
  if (!guest.length || merging) return;
  merging = true;
  api
    .call(COMPARE.batchAdd, { body: { list: guest.map(({ spuNo, skuNo }) => ({ spuNo, skuNo })) }, silent: true })
    .then((list) => {
      writeGuest([]);
      done(list);
    })
    .catch(() => undefined)
    .finally(() => {
      merging = false;
    });
}

export function useCompare() {
  const { login } = useSession();
  const { message } = useApp();
  const qc = useQueryClient();
  const guestItems = useSyncExternalStore(subscribe, readGuest, () => []);
  const server = useQuery({
    queryKey: compareKeys.list,
    queryFn: () => api.call(COMPARE.list, { silent: true }),
    enabled: login,
  });
  const items: BarItem[] = useMemo(() => (login ? (server.data ?? []) : guestItems), [login, server.data, guestItems]);
  const setServer = (list: CompareItem[]) => qc.setQueryData(compareKeys.list, list);
  useEffect(() => {
    if (login && guestItems.length)
      mergeGuestBar((list) => {
        qc.setQueryData(compareKeys.list, list);
        // The list asked at login may still be on its way with the bar as it was before the merge: that answer must
        // not overwrite this one (it cancels and asks again).
        void qc.invalidateQueries({ queryKey: compareKeys.list });
      });
  }, [login, guestItems.length, qc]);

  const addM = useMutation({
    mutationFn: (item: BarItem) =>
      api.call(COMPARE.add, { body: { spuNo: item.spuNo, skuNo: item.skuNo }, silent: true }),
    onSuccess: setServer,
  });

  /** Adds an item; answers whether it joined (a refusal shows the rule's message). */
  const add = useCallback(
    async (item: BarItem): Promise<boolean> => {
      const verdict = canAdd(items, item);
      if (!verdict.ok) {
        message.warning(verdict.refusal.msg);
        return false;
      }
      try {
        if (login) await addM.mutateAsync(item);
        else writeGuest([...readGuest(), item]);
      } catch (e) {
        message.error(isApiError(e) ? e.message : '加入对比失败');
        return false;
      }
      message.success(COMPARE_WORDS.added);
      track('spu_compare', item.spuNo);
      return true;
    },
    [items, login, addM, message],
  );

  /** Adds several (the add page): what is new, comparable and fits the free slots joins, in order; answers how many. */
  const addMany = useCallback(
    async (list: BarItem[]): Promise<number> => {
      const before = items.length;
      if (login) {
        const next = await api.call(COMPARE.batchAdd, {
          body: { list: list.map(({ spuNo, skuNo }) => ({ spuNo, skuNo })) },
        });
        setServer(next);
        return next.length - before;
      }
      const fit = boundedBatch(readGuest(), list);
      writeGuest([...readGuest(), ...fit]);
      return fit.length;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items.length, login],
  );

  const remove = useCallback(
    async (item: Pick<BarItem, 'spuNo' | 'skuNo'>) => {
      if (login) setServer(await api.call(COMPARE.del, { body: { spuNo: item.spuNo, skuNo: item.skuNo } }));
      else writeGuest(readGuest().filter((i) => i.skuNo !== item.skuNo));
      message.success(COMPARE_WORDS.deleted);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [login, message],
  );

  const clear = useCallback(async () => {
    if (login) {
      await api.call(COMPARE.clean);
      setServer([]);
    } else writeGuest([]);
    message.success(COMPARE_WORDS.cleared);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [login, message]);

  return { items, add, addMany, remove, clear };
}

export function directCompare(list: { spuNo: string; skuNo: string }[]): Promise<CompareResult> {
  return api.call(COMPARE.direct, { body: { list } });
}
