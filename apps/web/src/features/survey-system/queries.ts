/**
 * Query hooks of the survey's system build (part 2 §7): intelligent wiring (start = a preview, save = the schedule
 * and the order's cable lines), topology recommendation and snapshots, hand-off exports polled until done. Saving
 * anything that changes the order's lines refreshes the design order.
 */
import { type RouteData, RECORDING_DAYS_DEFAULT, SURVEY_SYSTEM_ROUTES as E, type SurveyJob } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { designKeys } from '../design-order/index.ts';
import { isFinished } from './exports.ts';

export type WiringView = RouteData<typeof E.wiringStart>;
export type TopologyView = RouteData<typeof E.topologyRecommend>;

const systemKeys = {
  all: ['survey-system'] as const,
  schedule: (orderId: number) => [...systemKeys.all, 'schedule', orderId] as const,
  bill: (orderId: number) => [...systemKeys.all, 'bill', orderId] as const,
  preview: (sceneId: number) => [...systemKeys.all, 'wiring-preview', sceneId] as const,
  topology: (orderId: number, days: number) => [...systemKeys.all, 'topology', orderId, days] as const,
  snapshots: (orderId: number) => [...systemKeys.all, 'snapshots', orderId] as const,
  job: (jobId: number) => [...systemKeys.all, 'job', jobId] as const,
};

/** The order's saved cable schedule (every scene). */
export function useCableSchedule(orderId: number) {
  return useQuery({
    queryKey: systemKeys.schedule(orderId),
    queryFn: () => api.call(E.wiringList, { query: { orderId } }),
    enabled: orderId > 0,
  });
}

/** Whether a derived step (a scene's wiring, the topology) waits for the surveyor: the bill says so, exports wait. */
export function useBillState(orderId: number) {
  return useQuery({
    queryKey: systemKeys.bill(orderId),
    queryFn: () => api.call(E.billState, { query: { orderId } }),
    enabled: orderId > 0,
  });
}

/** The last wiring computed for a scene and not saved yet (set by `useWiring().start`), drawn on the plan. */
export function useWiringPreview(sceneId: number | null) {
  return useQuery<WiringView | null>({
    queryKey: systemKeys.preview(sceneId ?? 0),
    queryFn: () => null,
    enabled: false,
    staleTime: Infinity,
  });
}

export function useWiring(orderId: number) {
  const qc = useQueryClient();
  return {
    start: useMutation({
      mutationFn: (sceneId: number) => api.call(E.wiringStart, { body: { sceneId } as never, silent: true }),
      onSuccess: (w, sceneId) => qc.setQueryData(systemKeys.preview(sceneId), w),
    }),
    save: useMutation({
      mutationFn: (sceneId: number) => api.call(E.wiringSave, { body: { sceneId } as never, silent: true }),
      onSuccess: (r, sceneId) => {
        qc.setQueryData(systemKeys.preview(sceneId), r.wiring);
        void qc.invalidateQueries({ queryKey: systemKeys.schedule(orderId) });
        void qc.invalidateQueries({ queryKey: designKeys.order(orderId) });
        void qc.invalidateQueries({ queryKey: systemKeys.bill(orderId) });
        // The recommendation groups cameras by the wells their cables run to.
        void qc.invalidateQueries({ queryKey: [...systemKeys.all, 'topology', orderId] });
      },
    }),
  };
}

/** The recommended architecture of the order (not saved: saving a snapshot prices it into the order). */
export function useTopology(orderId: number, recordingDays = RECORDING_DAYS_DEFAULT) {
  return useQuery<TopologyView>({
    queryKey: systemKeys.topology(orderId, recordingDays),
    queryFn: () => api.call(E.topologyRecommend, { body: { orderId, recordingDays }, silent: true }),
    enabled: orderId > 0,
    retry: false,
  });
}

export function useSnapshots(orderId: number) {
  return useQuery({
    queryKey: systemKeys.snapshots(orderId),
    queryFn: () => api.call(E.topologySnapshots, { query: { orderId } }),
    enabled: orderId > 0,
  });
}

export function useTopologyMutations(orderId: number) {
  const qc = useQueryClient();
  return {
    save: useMutation({
      mutationFn: (b: { recordingDays: number; name: string; layout: Record<string, { x: number; y: number }> }) =>
        api.call(E.topologySave, { body: { orderId, ...b } }),
      onSuccess: () => {
        void qc.invalidateQueries({ queryKey: systemKeys.snapshots(orderId) });
        void qc.invalidateQueries({ queryKey: designKeys.order(orderId) });
        void qc.invalidateQueries({ queryKey: systemKeys.bill(orderId) });
      },
    }),
    restore: useMutation({
      mutationFn: (id: number) => api.call(E.topologySnapshot, { query: { id } }),
    }),
  };
}

export function useStartExport(orderId: number) {
  return useMutation({
    mutationFn: (kind: SurveyJob['kind']) => api.call(E.exportStart, { body: { orderId, kind: kind as never } }),
  });
}

/** A background job polled every second until it is done, failed or ended. */
export function useJob(jobId: number | null) {
  return useQuery({
    queryKey: systemKeys.job(jobId ?? 0),
    queryFn: () => api.call(E.jobStatus, { query: { jobId: jobId! } }),
    enabled: !!jobId,
    refetchInterval: (q) => (q.state.data && isFinished(q.state.data) ? false : 1000),
  });
}

export function useSnapshot(id: number | null) {
  return useQuery({
    queryKey: [...systemKeys.all, 'snapshot', id ?? 0],
    queryFn: () => api.call(E.topologySnapshot, { query: { id: id! } }),
    enabled: !!id,
  });
}
