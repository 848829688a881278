/** The pure rules of the AI wall review (AiWallsPanel): when it is offered, what phase a job is in, what is kept. */
import { SURVEY_SYSTEM_MESSAGES as M, type SurveyJob } from '@portal/domain';

type Wall = NonNullable<SurveyJob['walls']>[number];

/** Offered on a scene that has a plan image and no walls drawn yet. */
export const canAskWalls = (plan: { image: unknown; walls: readonly unknown[] } | null | undefined): boolean =>
  !!plan?.image && plan.walls.length === 0;

export type Phase = 'working' | 'review' | 'empty' | 'failed' | 'ended';

export function jobPhase(job: Pick<SurveyJob, 'status' | 'walls'>): Phase {
  if (job.status === 'pending' || job.status === 'running') return 'working';
  if (job.status === 'failed') return 'failed';
  if (job.status === 'ended') return 'ended';
  return job.walls?.length ? 'review' : 'empty';
}

/** What the user is told about a job that gives nothing to review. */
export function phaseMessage(job: Pick<SurveyJob, 'status' | 'walls' | 'error'>): string | null {
  const p = jobPhase(job);
  if (p === 'empty') return M.noWallsFound;
  if (p === 'failed') return job.error ?? '识别失败，请重试';
  if (p === 'ended') return M.jobEnded;
  return null;
}

/** The proposals the user kept (by index: the removed ones left out, order kept). */
export const keptWalls = (walls: readonly Wall[], removed: ReadonlySet<number>): Wall[] =>
  walls.filter((_, i) => !removed.has(i));

/** Toggles one proposal in the removed set (a new set: React state). */
export function toggleRemoved(removed: ReadonlySet<number>, i: number): Set<number> {
  const next = new Set(removed);
  if (next.has(i)) next.delete(i);
  else next.add(i);
  return next;
}

/** Stroke width in image pixels that draws about `screenPx` on screen when the image is shown `shownWidth` wide. */
export const strokeFor = (imageWidth: number, shownWidth: number, screenPx = 3): number =>
  shownWidth > 0 ? (screenPx * imageWidth) / shownWidth : screenPx;
