/** The topology a read-only view shows: the order's latest snapshot (what was priced), else the recommendation. */
import { useSnapshot, useSnapshots, useTopology } from './queries.ts';

export function useShownTopology(orderId: number) {
  const list = useSnapshots(orderId);
  const latest = list.data?.length ? list.data.reduce((a, b) => (b.id > a.id ? b : a)) : null;
  const snap = useSnapshot(latest?.id ?? null);
  const live = useTopology(orderId, latest?.recordingDays);
  const fromSnapshot = !!latest;
  return {
    loading: list.isLoading || (fromSnapshot ? snap.isLoading : live.isLoading),
    error: fromSnapshot ? null : live.error,
    topology: fromSnapshot ? snap.data?.topology : live.data,
    layout: fromSnapshot ? snap.data?.layout : undefined,
    snapshotName: latest?.name ?? null,
  };
}
