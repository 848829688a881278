import type { PortalModule } from '../../portal-module.ts';
import { refreshBoards } from './refresh.ts';
import { boardRoutes } from './routes.ts';

/** The boards (issue 60): the routes, and the task that keeps their rollups (yesterday and today, every minute). */
export const boardModule: PortalModule = {
  name: 'board',
  routes: boardRoutes,
  tasks: ({ db }) => [
    {
      name: 'board.refresh',
      title: '经营概况汇总刷新',
      everySeconds: 60,
      run: async () => {
        await refreshBoards(db);
      },
    },
  ],
};
