import { fileStoreFor } from '../../files/index.ts';
import type { PortalModule } from '../../manifest/portal-module.ts';
import { runDueJobs } from './jobs.ts';
import { surveySystemRoutes } from './routes.ts';

/** The survey's system build: wiring, topology, and its background jobs swept through the job queue every 2 s. */
export const surveySystemModule: PortalModule = {
  name: 'survey-system',
  routes: surveySystemRoutes,
  tasks: ({ db, config }) => [
    {
      name: 'survey-system.jobs',
      title: '勘测设计后台任务（导出、识别）',
      everySeconds: 2,
      run: (log) => runDueJobs(db, fileStoreFor(config), log).then(() => {}),
    },
  ],
};
