import type { PortalModule } from '../../portal-module.ts';
import { drain } from './jobs.ts';
import { importsRoutes } from './routes.ts';

/** Imports and exports: their routes, and the waiting import jobs run through the job queue. */
export const importsModule: PortalModule = {
  name: 'imports',
  routes: importsRoutes,
  tasks: (deps) => [
    {
      name: 'imports.run',
      title: '数据导入任务（校验与应用）',
      everySeconds: 5,
      run: (log) => drain(deps, log),
    },
  ],
};
