/**
 * The job queue of the embedded database (PGlite): one process (the data directory is locked), so the tasks run on
 * this process's timers, one run of a task at a time, and a failed run is tried again at its next period. The last
 * runs are kept in memory for the operations page (lost on restart, like everything the process holds).
 */
import type { FastifyBaseLogger } from 'fastify';
import { errorText, type JobQueue, type JobState, type JobView, type QueueCount, type Task } from './queue.ts';

const KEEP = 200;

export class InProcessQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Map<string, Promise<void>>();
  private readonly history: JobView[] = [];
  /** Consecutive failures of a task: the attempt number of its next run. */
  private readonly failures = new Map<string, number>();
  private stopped = false;
  private seq = 0;

  constructor(private readonly tasks: readonly Task[]) {}

  async start(log: FastifyBaseLogger): Promise<void> {
    for (const task of this.tasks) {
      const tick = () => this.tick(task, log.child({ job: task.name }));
      const timer = setInterval(tick, task.everySeconds * 1000);
      timer.unref();
      this.timers.push(timer);
      tick();
    }
  }

  private tick(task: Task, log: FastifyBaseLogger): void {
    if (this.stopped || this.running.has(task.name)) return;
    const view: JobView = {
      id: `local-${++this.seq}`,
      name: task.name,
      state: 'active',
      attempts: (this.failures.get(task.name) ?? 0) + 1,
      createdOn: new Date().toISOString(),
      startedOn: new Date().toISOString(),
      completedOn: null,
      lastError: null,
    };
    this.history.unshift(view);
    if (this.history.length > KEEP) this.history.length = KEEP;
    const run = task
      .run(log)
      .then(() => {
        view.state = 'completed';
        this.failures.delete(task.name);
      })
      .catch((e: unknown) => {
        view.state = 'failed';
        view.lastError = errorText(e);
        this.failures.set(task.name, view.attempts);
        log.error({ err: e }, `${task.title}失败，下次重试`);
      })
      .finally(() => {
        view.completedOn = new Date().toISOString();
        this.running.delete(task.name);
      });
    this.running.set(task.name, run);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    await Promise.all(this.running.values());
  }

  async counts(): Promise<QueueCount[]> {
    const by = new Map<string, QueueCount>();
    for (const j of this.history) {
      const key = `${j.name}\u0000${j.state}`;
      const c = by.get(key) ?? { name: j.name, state: j.state as JobState, count: 0 };
      c.count++;
      by.set(key, c);
    }
    return [...by.values()];
  }

  async recent(limit: number, name?: string): Promise<JobView[]> {
    return this.history.filter((j) => !name || j.name === name).slice(0, limit);
  }
}
