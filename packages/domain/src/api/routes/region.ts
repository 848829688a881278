/** Routes of the region module: the administrative regions.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, route } from '../../core/index.ts';

export const REGION_ROUTES = {
  children: route({
    id: 'REGION.children',
    method: 'GET',
    path: `${API_PREFIX}/open/v1/region/children`,
    auth: 'none',
  }),
};
