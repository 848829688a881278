/**
 * The selected-product list as the screen edits it: local lines that follow every keystroke, a 300 ms debounced
 * save of the changed lines, revert to the server's list when a save is refused, drag sort, and the selection.
 */
import { moveAndResequence, residueOf, type DesignLine, type PricingFlow } from '@portal/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { revertToSaved, toInput, totalsOfLines } from './line-edit.ts';
import { useDesignList, useUpdateList } from './queries.ts';

const SAVE_DEBOUNCE_MS = 300;

/** `flow`: the screen the list is edited on (the selection page's drawer holds its rates to 300%). */
export function useListEditor(flow: PricingFlow = 'list') {
  const query = useDesignList();
  const save = useUpdateList(flow);
  const [lines, setLines] = useState<DesignLine[]>([]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const pending = useRef(new Map<number, DesignLine>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Server data replaces local lines unless edits are waiting to be saved.
  useEffect(() => {
    if (query.data && pending.current.size === 0) setLines(query.data.lines);
  }, [query.data]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const batch = [...pending.current.values()];
    pending.current.clear();
    if (!batch.length) return Promise.resolve();
    return save.mutateAsync(batch.map((l) => toInput(l))).catch(() => {
      // Refused (price changed, placed at points...): the refused lines go back to what the server kept.
      const kept = new Map((query.data?.lines ?? []).map((l) => [l.id, l]));
      setLines((ls) => revertToSaved(ls, new Set(batch.map((l) => l.id)), kept));
    });
  }, [save, query.data]);

  useEffect(() => () => void flush(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const update = useCallback(
    (next: DesignLine) => {
      setLines((ls) => ls.map((l) => (l.id === next.id ? next : l)));
      pending.current.set(next.id, next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  const move = useCallback(
    (from: number, to: number) => {
      setLines((ls) => {
        const moved = moveAndResequence(ls, from, to);
        const next = moved.map(({ item, sort }) => ({ ...item, sort }));
        void save
          .mutateAsync(next.map((l) => toInput(l, l.sort)))
          .catch(() => query.data && setLines(query.data.lines));
        return next;
      });
    },
    [save, query.data],
  );

  const chosen = useMemo(() => lines.filter((l) => selected.has(l.id)), [lines, selected]);
  const totals = useMemo(() => totalsOfLines(chosen), [chosen]);
  const allTotals = useMemo(() => totalsOfLines(lines), [lines]);

  return {
    lines,
    /** The list's remaining places as the server counts them (the local count until it answers). */
    residueNum: query.data?.residueNum ?? residueOf(lines.length),
    loading: query.isLoading,
    selected,
    setSelected,
    chosen,
    totals,
    allTotals,
    update,
    move,
    flush,
    refetch: query.refetch,
  };
}

export type ListEditor = ReturnType<typeof useListEditor>;
