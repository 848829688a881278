/** Routes of the system module.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { route } from '../../core/index.ts';

export const SYSTEM_ROUTES = {
  /** 200 with the database up; 503 (the same data, `database: 'down'`) when it does not answer. */
  healthz: route({ id: 'SYSTEM.healthz', method: 'GET', path: '/healthz', auth: 'none' }),
};
