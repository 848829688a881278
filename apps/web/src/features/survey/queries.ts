/** Query hooks of the survey: scenes of an order, one scene's plan and points; mutations refresh the order too. */
import { SURVEY_API, SURVEY_ROUTES as E, type RouteInput, type SceneDetail, type SurveyScene } from '@portal/domain';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api/client.ts';
import { designKeys } from '../design-order/index.ts';

export const surveyKeys = {
  all: ['survey'] as const,
  scenes: (orderId: number) => [...surveyKeys.all, 'scenes', orderId] as const,
  scene: (sceneId: number) => [...surveyKeys.all, 'scene', sceneId] as const,
  hidden: (orderId: number) => [...surveyKeys.all, 'hidden', orderId] as const,
};

/** The order's models hidden from the plan (sku numbers); HiddenProducts edits them. */
export function useHiddenSkus(orderId: number): ReadonlySet<string> {
  const q = useQuery({
    queryKey: surveyKeys.hidden(orderId),
    queryFn: () => api.call(E.hiddenPage, { query: { orderId } }),
    enabled: orderId > 0,
  });
  return useMemo(() => new Set((q.data?.list ?? []).filter((l) => l.hidden).map((l) => l.skuNo)), [q.data]);
}

export function useSurveyScenes(orderId: number) {
  return useQuery({
    queryKey: surveyKeys.scenes(orderId),
    queryFn: () => api.call(E.scenes, { query: { orderId } }),
    enabled: orderId > 0,
  });
}

export function useSceneDetail(sceneId: number | null) {
  return useQuery({
    queryKey: surveyKeys.scene(sceneId ?? 0),
    queryFn: () => api.call(E.sceneDetail, { query: { sceneId: sceneId! } }),
    enabled: !!sceneId,
  });
}

/** Several scenes' plans and points at once (the device list reads every scene of the order). */
export function useSceneDetails(sceneIds: readonly number[]) {
  return useQueries({
    queries: sceneIds.map((id) => ({
      queryKey: surveyKeys.scene(id),
      queryFn: () => api.call(E.sceneDetail, { query: { sceneId: id } }),
    })),
  });
}

export function useSurveyMutations(orderId: number) {
  const qc = useQueryClient();
  const scenes = () => void qc.invalidateQueries({ queryKey: surveyKeys.scenes(orderId) });
  const order = () => void qc.invalidateQueries({ queryKey: designKeys.order(orderId) });
  const scene = (id: number) => void qc.invalidateQueries({ queryKey: surveyKeys.scene(id) });
  // The server re-derives the wiring, topology and their lines on every plan or point change: the system build's
  // answers (its own keys, 'survey-system' first) and the order are refetched.
  const derived = () => {
    void qc.invalidateQueries({ queryKey: ['survey-system'] });
    order();
  };
  return {
    addScene: useMutation({
      mutationFn: (sceneName: string) => api.call(E.sceneSave, { body: { orderId, sceneName } }),
      onSuccess: scenes,
    }),
    rename: useMutation({
      mutationFn: (b: { sceneId: number; sceneName: string }) => api.call(E.sceneRename, { body: b }),
      onSuccess: scenes,
    }),
    removeScene: useMutation({
      mutationFn: (sceneId: number) => api.call(E.sceneRemove, { body: { sceneId } }),
      onSuccess: () => {
        scenes();
        derived();
      },
    }),
    upload: useMutation({
      mutationFn: ({ sceneId, file }: { sceneId: number; file: File }) => {
        const form = new FormData();
        form.append('file', file);
        return api.upload<SurveyScene>(`${SURVEY_API.planUpload}?sceneId=${sceneId}`, form);
      },
      onSuccess: (s) => {
        scenes();
        scene(s.sceneId);
      },
    }),
    savePlan: useMutation({
      // Silent: the editor answers a refused save itself (a stale one is rebased, usePlanEditor.ts).
      mutationFn: (b: RouteInput<typeof E.sceneUpdate, 'body'>) => api.call(E.sceneUpdate, { body: b, silent: true }),
      onSuccess: (s, b) => {
        // The saved plan goes into the cached scene with its revision: a view mounted later (another survey route,
        // the scene chosen again) starts from it, not from the plan the scene was first loaded with.
        qc.setQueryData<SceneDetail>(surveyKeys.scene(s.sceneId), (d) =>
          d ? { ...d, ...s, plan: b.plan as SceneDetail['plan'] } : d,
        );
        scenes();
        derived();
      },
    }),
    addPoint: useMutation({
      mutationFn: (b: RouteInput<typeof E.pointAdd, 'body'>) => api.call(E.pointAdd, { body: b }),
      onSuccess: (r) => {
        scene(r.point.sceneId);
        derived();
        scenes();
      },
    }),
    updatePoint: useMutation({
      mutationFn: (b: RouteInput<typeof E.pointUpdate, 'body'>) => api.call(E.pointUpdate, { body: b }),
      onSuccess: (p, b) => {
        scene(p.sceneId);
        // A move changes the cables (and the order's derived lines); a mount the order's bracket lines.
        if (b.mountSkuNo !== undefined || b.x !== undefined) derived();
      },
    }),
    removePoint: useMutation({
      mutationFn: (b: { id: number; sceneId: number }) => api.call(E.pointRemove, { body: { id: b.id } }),
      onSuccess: (_r, b) => {
        scene(b.sceneId);
        derived();
        scenes();
      },
    }),
  };
}
