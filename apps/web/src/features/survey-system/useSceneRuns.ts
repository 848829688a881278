/** The cable runs drawn on a scene's plan: the wiring just computed (not saved yet), else the saved schedule's. */
import type { CableRunView } from '@portal/domain';
import { useMemo } from 'react';
import { useCableSchedule, useWiringPreview } from './queries.ts';

export function useSceneRuns(orderId: number, sceneId: number | null): readonly CableRunView[] {
  const preview = useWiringPreview(sceneId);
  const schedule = useCableSchedule(orderId);
  return useMemo(
    () => preview.data?.runs ?? (schedule.data ?? []).filter((r) => r.sceneId === sceneId),
    [preview.data, schedule.data, sceneId],
  );
}
