import type { PortalModule } from '../../portal-module.ts';
import { messageRoutes } from './routes.ts';

/** The message centre: its pages and counts, and (live.ts) the live connection that pushes new messages. */
export const messageModule: PortalModule = { name: 'message', routes: messageRoutes };
