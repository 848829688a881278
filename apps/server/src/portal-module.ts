/**
 * What a module hands the app (its `index.ts` exports one `PortalModule`): its routes, what it registers with other
 * modules once at start (payables, order release hooks, its settings), and the background work it runs. app.ts
 * walks the list in manifest/manifest.ts; nothing is registered from inside a route plugin.
 */
import type { FastifyBaseLogger, FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { AppDeps } from './deps.ts';
import type { Task } from './queue/index.ts';

/** Background work with a life: started when the app is ready, stopped (and awaited) when it closes. */
export interface Job {
  /** For the logs (Chinese, as the operators read them). */
  name: string;
  start(log: FastifyBaseLogger): void;
  stop(): Promise<void>;
}

export interface PortalModule {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each module's plugin has its own type provider
  routes: FastifyPluginAsync<AppDeps, RawServerDefault, any>;
  /** Once at start, before any route is registered: settings, payables, hooks other modules call. */
  setup?: (deps: AppDeps) => void;
  /** The module's background work for these settings (none when switched off). */
  jobs?: (deps: AppDeps) => Job[];
  /** Periodic work that must run once across all instances: run through the job queue (src/queue). */
  tasks?: (deps: AppDeps) => Task[];
}

/**
 * A job that runs `work` every `ms` (and once at start unless `atStart` is false): one run at a time (a tick while one runs is skipped), a
 * failed run is logged and the next tick tries again, stop() waits for the run in progress.
 *
 * Every instance runs its own ticks: what a job does must be safe when N servers do it at once (the order and credits
 * sweeps close each row by a conditional update, so two sweeps never close one twice).
 */
export function everyMs(
  name: string,
  ms: number,
  work: (log: FastifyBaseLogger) => Promise<void>,
  { atStart = true } = {},
): Job {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  return {
    name,
    start(log) {
      const tick = () => {
        if (running || stopped) return;
        running = work(log)
          .catch((err: unknown) => log.error({ err }, `${name}失败，下次重试`))
          .finally(() => (running = null));
      };
      timer = setInterval(tick, ms);
      timer.unref();
      if (atStart) tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
