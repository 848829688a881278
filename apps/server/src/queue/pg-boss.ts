/**
 * The job queue on PostgreSQL: pg-boss 11 (Node ≥ 22; its tables in the `pgboss` schema, created and migrated by
 * pg-boss itself; each queue's jobs in a partition of `pgboss.job`). How it is used (queue.ts says why):
 * - start: pg-boss's own schema and one queue per task are created under one advisory lock (LOCKS.queues), one
 *   instance after the other: two instances creating queues at the same moment on an empty database deadlock in
 *   pg-boss's create_queue otherwise.
 * - every instance ticks each task's period with `sendThrottled(name, …, everySeconds, 'tick')`: one job per period
 *   in the database however many instances tick; a worker per task on every instance, one job at a time.
 * - the database adapter: pg-boss's worker marks a handled job done or failed WITHOUT awaiting it; if the database is
 *   unreachable at that moment the rejection would be unhandled and end the process. Those two writes are wrapped to
 *   never throw: the job stays `active`, and pg-boss's supervision fails it after its expiry and it is retried
 *   (every task is safe to run again). Other errors (polling while the database is away) are reported on the
 *   'error' event and logged.
 * Held at 11 (2026-11): pg-boss 12 is no plain upgrade — a named export only, its complete/fail SQL rewritten (the
 * adapter above matches pg-boss 11's text), schema 26 → 46 in twenty migrations (some run in the background) that
 * instances still on 11 would share during a rolling upgrade; it needs its own change with the queue's tests.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { LOCKS } from '../db/advisory-lock.ts';
import { errorText, type JobQueue, type JobState, type JobView, type QueueCount, type Task } from './queue.ts';

const SCHEMA = 'pgboss';
/**
 * pg-boss's two writes after a handler: complete (UPDATE … SET completed_on) and fail (DELETE … RETURNING, re-inserted),
 * on the queue's own table (`job_common`, or the queue's partition).
 */
const UNAWAITED = [/UPDATE \S+\.\w+\s+SET completed_on = now\(\)/, /DELETE FROM \S+\.\w+\s+WHERE name = \$1 AND id IN/];
/**
 * pg-boss 11 migrates its schema from version 25 on; pg-boss 10's (24) it cannot. That queue holds only the tasks'
 * periodic ticks (every task is safe to run again), so an older schema is dropped and made anew at the first start.
 */
const OLDEST_MIGRATABLE_SCHEMA = 25;
/** Finished jobs (periodic ones are many) are deleted a day after they finished. */
const DELETE_AFTER_SECONDS = 24 * 3600;

export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly pool: pg.Pool;
  private boss: PgBoss | null = null;
  private readonly timers: NodeJS.Timeout[] = [];
  private log: FastifyBaseLogger | null = null;

  constructor(
    databaseUrl: string,
    private readonly tasks: readonly Task[],
  ) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 4, connectionTimeoutMillis: 5000 });
    this.pool.on('error', () => {});
    this.pool.on('connect', (client) => client.on('error', () => {}));
  }

  /** What pg-boss runs its SQL through (see the header: its unawaited writes never throw). */
  private readonly adapter = {
    executeSql: async (text: string, values: unknown[]) => {
      try {
        return await this.pool.query(text, values);
      } catch (e) {
        if (!UNAWAITED.some((re) => re.test(text))) throw e;
        this.log?.warn({ err: errorText(e) }, '任务结果未能写入数据库：任务保持进行中，超时后重试');
        return { rows: [{ count: 0 }] };
      }
    },
  };

  async start(log: FastifyBaseLogger): Promise<void> {
    this.log = log;
    const boss = new PgBoss({
      db: this.adapter,
      schema: SCHEMA,
      supervise: true,
      schedule: false,
      migrate: true,
      maintenanceIntervalSeconds: 30,
    });
    boss.on('error', (err: Error) => log.warn({ err: errorText(err) }, '任务队列出错（将自动重试）'));
    await this.serially(async () => {
      await this.dropUnmigratableSchema(log);
      await boss.start();
      for (const task of this.tasks) {
        if (await boss.getQueue(task.name)) continue;
        await boss.createQueue(task.name, {
          retryLimit: 3,
          retryDelay: Math.max(1, Math.min(task.everySeconds, 30)),
          // a run that takes longer than this (or whose instance died) is failed by supervision and retried
          expireInSeconds: Math.max(60, task.everySeconds * 4),
          deleteAfterSeconds: DELETE_AFTER_SECONDS,
        });
      }
    });
    this.boss = boss;
    for (const task of this.tasks) {
      const taskLog = log.child({ job: task.name });
      await boss.work(task.name, { pollingIntervalSeconds: Math.max(0.5, Math.min(2, task.everySeconds / 2)) }, () =>
        task.run(taskLog).catch((e: unknown) => {
          taskLog.error({ err: e }, `${task.title}失败，稍后重试`);
          throw e;
        }),
      );
      const tick = () =>
        void boss
          .sendThrottled(task.name, {}, {}, task.everySeconds, 'tick')
          .catch((e: unknown) => taskLog.warn({ err: errorText(e) }, '任务未能排入队列（下个周期再排）'));
      const timer = setInterval(tick, task.everySeconds * 1000);
      timer.unref();
      this.timers.push(timer);
      tick();
    }
  }

  /** Drops pg-boss 10's schema (see OLDEST_MIGRATABLE_SCHEMA); called under the queue-setup lock. */
  private async dropUnmigratableSchema(log: FastifyBaseLogger): Promise<void> {
    const present = await this.pool.query<{ t: string | null }>(`select to_regclass('${SCHEMA}.version')::text as t`);
    if (!present.rows[0]?.t) return;
    const { rows } = await this.pool.query<{ version: number }>(`select version from ${SCHEMA}.version`);
    const version = Number(rows[0]?.version ?? 0);
    if (version >= OLDEST_MIGRATABLE_SCHEMA) return;
    await this.pool.query(`drop schema ${SCHEMA} cascade`);
    log.warn(
      { version },
      `任务队列：旧版 pg-boss 的表结构（版本 ${version}）无法迁移，已删除并重建（其中只有周期任务）`,
    );
  }

  /** Runs `work` while holding the queue-setup lock on one connection of the queue's own pool. */
  private async serially(work: () => Promise<void>): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [LOCKS.queues]);
      try {
        await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [LOCKS.queues]).catch(() => {});
      }
    } finally {
      client.release();
    }
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    // graceful: stop fetching, wait for the jobs in hand (up to 8 s: main.ts's forced exit is at 10 s)
    await this.boss?.stop({ graceful: true, wait: true, close: false, timeout: 8000 }).catch(() => {});
    await this.pool.end().catch(() => {});
  }

  async counts(): Promise<QueueCount[]> {
    const { rows } = await this.pool.query<{ name: string; state: JobState; count: number }>(
      `select name, state, count(*)::int as count from ${SCHEMA}.job group by name, state order by name, state`,
    );
    return rows;
  }

  async recent(limit: number, name?: string): Promise<JobView[]> {
    const { rows } = await this.pool.query<{
      id: string;
      name: string;
      state: JobState;
      retry_count: number;
      created_on: Date;
      started_on: Date | null;
      completed_on: Date | null;
      error: string | null;
    }>(
      `select id, name, state, retry_count, created_on, started_on, completed_on,
              case when state in ('failed', 'retry') then output->>'message' end as error
         from ${SCHEMA}.job where ($2::text is null or name = $2)
        order by created_on desc limit $1`,
      [limit, name ?? null],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      state: r.state,
      // retry_count counts the retries made; a job that has started counts that attempt too
      attempts: r.retry_count + (r.started_on ? 1 : 0),
      createdOn: r.created_on.toISOString(),
      startedOn: r.started_on?.toISOString() ?? null,
      completedOn: r.completed_on?.toISOString() ?? null,
      lastError: r.error,
    }));
  }
}
