/** Survey-system rows → API shapes. */
import type { CableRunView, SurveyJob } from '@portal/domain';
import type { JobRow, RunRow, SnapshotRow } from './queries.ts';

export function toRun(r: RunRow): CableRunView {
  return {
    runId: r.run_id,
    deviceId: r.device_id,
    from: r.from_label,
    wellId: r.well_id,
    to: r.to_label,
    horizontalM: Number(r.horizontal_m),
    verticalM: Number(r.vertical_m),
    installedM: Number(r.installed_m),
    purchasedM: Number(r.purchased_m),
    over90m: r.over_90m,
    wallCrossings: r.wall_crossings,
    path: r.path as unknown as CableRunView['path'],
  };
}

export function toJob(r: JobRow): SurveyJob {
  const result = r.result as { walls?: SurveyJob['walls'] } | null;
  return {
    jobId: Number(r.id),
    kind: r.kind as SurveyJob['kind'],
    status: r.status as SurveyJob['status'],
    progress: r.progress,
    fileUrl: r.file_url,
    error: r.error,
    walls: result?.walls ?? null,
    score: r.score,
  };
}

export function toSnapshot(r: SnapshotRow) {
  return {
    id: Number(r.id),
    name: r.name,
    recordingDays: r.recording_days,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
