/** The aigc module: its routes, and the render task (through the job queue) with the worker's stop and the renderer's heartbeat. */
import type { PortalModule } from '../../portal-module.ts';
import { aigcRoutes } from './routes.ts';
import { heartbeatJob } from './renderers.ts';
import { RenderWorker } from './worker.ts';

const workers = new WeakMap<object, RenderWorker>();
const workerOf = (deps: Parameters<NonNullable<PortalModule['tasks']>>[0]) => {
  let w = workers.get(deps);
  if (!w) workers.set(deps, (w = new RenderWorker(deps.db, deps.config)));
  return w;
};

export const aigcModule: PortalModule = {
  name: 'aigc',
  routes: aigcRoutes,
  tasks: (deps) =>
    deps.config.aigc.renderEverySeconds > 0
      ? [
          {
            name: 'aigc.render',
            title: 'AI 视频渲染',
            everySeconds: deps.config.aigc.renderEverySeconds,
            run: async (log) => {
              await workerOf(deps).renderNext(log);
            },
          },
        ]
      : [],
  jobs: (deps) =>
    deps.config.aigc.renderEverySeconds > 0
      ? [
          { name: 'AI 视频渲染（停止时交回进行中的任务）', start: () => {}, stop: () => workerOf(deps).stop() },
          // this instance's heartbeat as a renderer, so instances without ffmpeg accept videos (renderers.ts)
          heartbeatJob(deps.db, deps.config),
        ]
      : [],
};
