// The job queue (queue.ts says how it works): the queue for this database and settings.
import type { AppDeps } from '../deps.ts';
import { InProcessQueue } from './in-process.ts';
import { PgBossQueue } from './pg-boss.ts';
import type { JobQueue, Task } from './queue.ts';

export type { JobQueue, Task } from './queue.ts';

/** pg-boss on PostgreSQL when the server runs on DATABASE_URL (or JOB_QUEUE=postgres); in process otherwise. */
export function createQueue({ config }: Pick<AppDeps, 'config'>, tasks: readonly Task[]): JobQueue {
  const url = config.jobQueueUrl;
  return url ? new PgBossQueue(url, tasks) : new InProcessQueue(tasks);
}

const queues = new WeakMap<object, JobQueue>();
/** The queue of an app (by its database handle), for the operations page and the metrics. */
export const queueOf = (db: object): JobQueue | undefined => queues.get(db);
export const rememberQueue = (db: object, queue: JobQueue) => queues.set(db, queue);
