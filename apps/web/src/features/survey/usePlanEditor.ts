/**
 * The editor's plan state: the domain's history (every intent a pure action; undo and redo), saved to the
 * server after each change that enters the history, at the revision last saved (a stale save is refused by
 * the server and the scene is reloaded).
 */
import {
  dispatch,
  type History,
  type PlanAction,
  type PlanDocument,
  redo,
  restorePlan,
  type SceneDetail,
  startHistory,
  undo,
} from '@portal/domain';
import { useApp } from '../../components/feedback/useApp.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSurveyMutations } from './queries.ts';

export function usePlanEditor(orderId: number, detail: SceneDetail | undefined) {
  const { message } = useApp();
  const { savePlan } = useSurveyMutations(orderId);
  const [history, setHistory] = useState<History | null>(null);
  const revision = useRef(0);
  const sceneId = detail?.sceneId ?? 0;

  const loaded = useRef(0);
  // A scene loads through the one restore function; so does a newer revision saved elsewhere (a new plan image,
  // a DXF import, another tab). This editor's own saves move `revision` first, so they do not reload it.
  useEffect(() => {
    if (!detail) return;
    if (detail.sceneId === loaded.current && detail.revision <= revision.current) return;
    const r = restorePlan(detail.plan);
    setHistory(startHistory(r.ok ? r.plan : (detail.plan as PlanDocument)));
    revision.current = detail.revision;
    loaded.current = detail.sceneId;
  }, [detail]);

  const persist = useCallback(
    (plan: PlanDocument) => {
      savePlan.mutate(
        { sceneId, revision: revision.current, plan },
        {
          onSuccess: (s) => {
            revision.current = s.revision;
          },
          onError: (e) => void message.error(e.message),
        },
      );
    },
    [sceneId, savePlan, message],
  );

  const apply = useCallback(
    (action: PlanAction) => {
      if (!history) return false;
      const r = dispatch(history, action);
      if (r.error) {
        void message.warning(r.error);
        return false;
      }
      setHistory(r.history);
      if (r.history.past.length !== history.past.length || r.history.present !== history.present) {
        if (r.history.pending === null) persist(r.history.present);
      }
      return true;
    },
    [history, persist, message],
  );

  const step = useCallback(
    (f: typeof undo) => {
      if (!history) return;
      const next = f(history);
      if (next === history) return;
      setHistory(next);
      persist(next.present);
    },
    [history, persist],
  );

  return {
    plan: history?.present ?? null,
    apply,
    undo: () => step(undo),
    redo: () => step(redo),
    canUndo: !!history?.past.length,
    canRedo: !!history?.future.length,
  };
}
