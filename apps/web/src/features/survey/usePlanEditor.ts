/**
 * The editor's plan state: the domain's history (every intent a pure action; undo and redo), saved to the server
 * after each change that enters the history, one save at a time, at the revision last saved. The actions not yet
 * saved are kept: a save refused as stale (409: the scene was saved elsewhere — another tab, a DXF import) reloads
 * the scene through the one restore function and re-applies them on top (`replayActions`), then saves that; an
 * action the newer plan refuses (its element deleted there), or an undo/redo (not an action), is named to the user
 * in a dialog — the editor always ends on the server's latest revision, never stuck on an old one.
 */
import {
  describeAction,
  dispatch,
  hasReason,
  type History,
  type PlanAction,
  type PlanDocument,
  redo,
  replayActions,
  restorePlan,
  type SceneDetail,
  startHistory,
  SURVEY_MESSAGES,
  SURVEY_ROUTES as E,
  undo,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api/client.ts';
import { useApp } from '../../components/feedback/useApp.ts';
import { surveyKeys, useSurveyMutations } from './queries.ts';

/** An unsaved edit: a pure action, or an undo/redo (a jump in the history that cannot be re-applied elsewhere). */
type Unsaved = { action: PlanAction } | { step: 'undo' | 'redo' };

const restored = (plan: unknown) => {
  const r = restorePlan(plan);
  return r.ok ? r.plan : (plan as PlanDocument);
};

/** The plan editor a page holds: the plan, its actions, undo and redo, the save in turn. */
export type PlanEditor = ReturnType<typeof usePlanEditor>;

export function usePlanEditor(orderId: number, detail: SceneDetail | undefined) {
  const { message, modal } = useApp();
  const qc = useQueryClient();
  const { savePlan } = useSurveyMutations(orderId);
  const [history, setHistory] = useState<History | null>(null);
  const [saving, setSaving] = useState(false);
  const revision = useRef(0);
  const present = useRef<PlanDocument | null>(null);
  const unsaved = useRef<Unsaved[]>([]);
  const inFlight = useRef(false);
  const again = useRef(false);
  const sceneId = detail?.sceneId ?? 0;

  const show = useCallback((h: History) => {
    present.current = h.present;
    setHistory(h);
  }, []);

  /** Takes the server's scene as the base and the unsaved edits on top; answers what could not be kept. */
  const rebase = useCallback(
    (d: SceneDetail): string[] => {
      const edits = unsaved.current;
      const steps = edits.filter((e) => 'step' in e).length;
      const actions = edits.flatMap((e) => ('action' in e ? [e.action] : []));
      revision.current = d.revision;
      if (steps) {
        // An undo or redo jumps to a state of this tab's history: it has no meaning on the newer plan.
        unsaved.current = [];
        show(startHistory(restored(d.plan)));
        return [`撤销/重做 ${steps} 步`];
      }
      const r = replayActions(restored(d.plan), actions);
      unsaved.current = r.kept.map((action) => ({ action }));
      show(startHistory(r.plan));
      return r.refused.map((x) => `${describeAction(x.action)}（${x.refusal.msg}）`);
    },
    [show],
  );

  const persist = useCallback(() => {
    if (inFlight.current) {
      again.current = true; // the save in flight is followed by one of the latest state
      return;
    }
    const plan = present.current;
    if (!plan || !unsaved.current.length) return;
    inFlight.current = true;
    setSaving(true);
    const sent = unsaved.current.length;
    const done = (next: () => Promise<void> | void) => {
      inFlight.current = false;
      setSaving(false);
      void Promise.resolve(next()).then(() => {
        if (again.current || unsaved.current.length) {
          again.current = false;
          persist();
        }
      });
    };
    savePlan.mutate(
      { sceneId, revision: revision.current, plan },
      {
        onSuccess: (s) =>
          done(() => {
            revision.current = s.revision;
            unsaved.current = unsaved.current.slice(sent);
          }),
        onError: (e) =>
          done(async () => {
            if (!hasReason(e, E.sceneUpdate, SURVEY_MESSAGES, 'staleRevision')) {
              // Not a conflict (offline, refused): the edits stay unsaved and are sent with the next change.
              again.current = false;
              void message.error(`平面图未保存：${e.message}`);
              return;
            }
            const d = await api.call(E.sceneDetail, { query: { sceneId } });
            qc.setQueryData<SceneDetail>(surveyKeys.scene(sceneId), d);
            const lost = rebase(d);
            if (lost.length)
              modal.warning({
                title: '平面图已在别处修改',
                content: `已载入最新版本并保留了您其余的修改；以下修改与之冲突，未能保留：${lost.join('；')}`,
              });
            else if (unsaved.current.length)
              void message.info('平面图已在别处修改：已载入最新版本，并在其上保留了您的修改');
          }),
      },
    );
  }, [sceneId, savePlan, message, modal, qc, rebase]);

  const loaded = useRef(0);
  // A scene loads through the one restore function; so does a newer revision saved elsewhere (a new plan image,
  // a DXF import, another tab), with this tab's unsaved edits re-applied on it. Own saves move `revision` first.
  useEffect(() => {
    if (!detail) return;
    if (detail.sceneId === loaded.current && detail.revision <= revision.current) return;
    if (detail.sceneId !== loaded.current) unsaved.current = [];
    loaded.current = detail.sceneId;
    const lost = rebase(detail);
    if (lost.length) void message.warning(`平面图已在别处修改，以下修改未能保留：${lost.join('；')}`);
    persist();
  }, [detail, rebase, persist, message]);

  const apply = useCallback(
    (action: PlanAction) => {
      if (!history) return false;
      const r = dispatch(history, action);
      if (r.refusal) {
        void message.warning(r.refusal.msg);
        return false;
      }
      show(r.history);
      if (r.history.past.length !== history.past.length || r.history.present !== history.present) {
        unsaved.current = [...unsaved.current, { action }];
        if (r.history.pending === null) persist();
      }
      return true;
    },
    [history, persist, message, show],
  );

  const step = useCallback(
    (f: typeof undo, name: 'undo' | 'redo') => {
      if (!history) return;
      const next = f(history);
      if (next === history) return;
      show(next);
      unsaved.current = [...unsaved.current, { step: name }];
      persist();
    },
    [history, persist, show],
  );

  return {
    plan: history?.present ?? null,
    apply,
    undo: () => step(undo, 'undo'),
    redo: () => step(redo, 'redo'),
    canUndo: !!history?.past.length,
    canRedo: !!history?.future.length,
    saving,
  };
}
