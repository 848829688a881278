import type { PortalModule } from '../../portal-module.ts';
import { contentRoutes } from './routes.ts';
import { viewWriter } from './views.ts';

/** The content centre: its routes, and the writer of the views it counts (views.ts). */
export const contentModule: PortalModule = {
  name: 'content',
  routes: contentRoutes,
  jobs: ({ db }) => [viewWriter(db)],
};
