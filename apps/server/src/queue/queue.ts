/**
 * The job queue: background work that must run once whichever instance picks it up, survive restarts and show on the
 * operations page (state, attempts, last error). A module hands the manifest its tasks (`PortalModule.tasks`); the
 * manifest gives them to the queue of this database:
 * - PostgreSQL (DATABASE_URL, or JOB_QUEUE=postgres): pg-boss (pg-boss.ts). Every instance ticks each task's period;
 *   the tick is a job with a singleton key per period, so N instances create ONE job per period, and exactly one
 *   worker of one instance takes it (FOR UPDATE SKIP LOCKED). A failed job is retried (retryLimit), a job whose
 *   instance died is failed by pg-boss's supervision after its expiry and retried elsewhere.
 * - PGlite (the embedded database, one process by its data-directory lock): nothing to share, so the same tasks run on
 *   timers in this process (in-process.ts), and the last runs are kept in memory for the operations page.
 */
import type { FastifyBaseLogger } from 'fastify';

/** A piece of periodic background work of a module. */
export interface Task {
  /** The queue's name (ASCII: `<module>.<what>`). */
  name: string;
  /** What it does, for the operations page and the logs (Chinese, as the operators read them). */
  title: string;
  /** How often a run is due. */
  everySeconds: number;
  /** One run. A throw counts as a failed attempt (retried); it must be safe to run again after a crash midway. */
  run(log: FastifyBaseLogger): Promise<void>;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** One job as the operations page shows it. */
export interface JobView {
  id: string;
  name: string;
  state: JobState;
  /** Attempts made so far (the first run is attempt 1). */
  attempts: number;
  createdOn: string;
  startedOn: string | null;
  completedOn: string | null;
  lastError: string | null;
}

export interface QueueCount {
  name: string;
  state: JobState;
  count: number;
}

export interface JobQueue {
  /** 'pg-boss' or 'in-process', for the operations page and the start-up line. */
  readonly kind: 'pg-boss' | 'in-process';
  start(log: FastifyBaseLogger): Promise<void>;
  /** Stops taking new jobs and waits for the running ones (up to a few seconds). */
  stop(): Promise<void>;
  /** Jobs by queue and state (the queue's depth is created + retry). */
  counts(): Promise<QueueCount[]>;
  /** The latest jobs, newest first (optionally of one queue). */
  recent(limit: number, name?: string): Promise<JobView[]>;
}

/** The message of whatever a failed run threw. */
export function errorText(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).slice(0, 500);
}
