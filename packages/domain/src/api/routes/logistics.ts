/** Routes of the logistics module: freight.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { route } from '../../core/index.ts';
import { BUYING_API } from '../../buying/index.ts';

const user = 'user' as const;

export const LOGISTICS_ROUTES = {
  freight: route({ id: 'LOGISTICS.freight', method: 'POST', path: BUYING_API.freight, auth: user }),
};
