import type { PortalModule } from '../../portal-module.ts';
import { browseRoutes } from './browse-routes.ts';
import { maintenanceRoutes } from './maintenance-routes.ts';
import { catalogueRoutes } from './routes.ts';
import { refreshStatistics } from './statistics-queries.ts';
import { suitAdminRoutes } from './suit-admin-routes.ts';
import { synonymRoutes } from './synonym-routes.ts';

/**
 * The catalogue: its routes (the buyers' and, in maintenance-routes.ts, the staff's maintenance), and the planner
 * statistics of its tables kept (statistics-queries.ts).
 */
export const catalogueModule: PortalModule = {
  name: 'catalogue',
  routes: async (app, deps) => {
    await app.register(catalogueRoutes, deps);
    await app.register(browseRoutes, deps);
    await app.register(maintenanceRoutes, deps);
    await app.register(suitAdminRoutes, deps);
    await app.register(synonymRoutes, deps);
  },
  // Once at start (after the demo seed) and every minute, once across the instances.
  tasks: ({ db }) => [
    {
      name: 'catalogue.statistics',
      title: '商品目录统计信息更新',
      everySeconds: 60,
      run: async (log) => {
        const done = await refreshStatistics(db);
        if (done.length) log.info({ tables: done }, '商品目录统计信息已更新');
      },
    },
  ],
};
