import { fileStoreFor } from '../../files/index.ts';
import { registerSceneChanged } from '../survey/index.ts';
import type { PortalModule } from '../../portal-module.ts';
import { runDueJobs } from './jobs.ts';
import { followPlans } from './pipeline.ts';
import { surveySystemRoutes } from './routes.ts';

/**
 * The survey's system build: wiring, topology (re-derived on every change of the plans), and its background jobs swept
 * through the job queue every 2 s.
 */
export const surveySystemModule: PortalModule = {
  name: 'survey-system',
  routes: surveySystemRoutes,
  // The derived bill follows every change of a plan, a scene or a point.
  setup: () => registerSceneChanged('survey-system.bill', followPlans),
  tasks: ({ db, config }) => [
    {
      name: 'survey-system.jobs',
      title: '勘测设计后台任务（导出、识别）',
      everySeconds: 2,
      run: (log) => runDueJobs(db, fileStoreFor(config), log).then(() => {}),
    },
  ],
};
