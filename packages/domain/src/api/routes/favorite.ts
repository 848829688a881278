/** Routes of the favorite module: favourite products.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { CATALOGUE_MESSAGES } from '../../catalogue/index.ts';
import { API_PREFIX, reasonOf, route } from '../../core/index.ts';

const FAVORITE = `${API_PREFIX}/v1/goods/favorite/spu`;

export const FAVORITE_API = {
  page: FAVORITE,
  add: FAVORITE,
  del: `${FAVORITE}/del`,
  status: `${FAVORITE}/status`,
};

const user = 'user' as const;

export const FAVORITE_ROUTES = {
  page: route({ id: 'FAVORITE.page', method: 'GET', path: FAVORITE_API.page, auth: user, paged: true }),
  add: route({
    id: 'FAVORITE.add',
    method: 'POST',
    path: FAVORITE_API.add,
    auth: user,
    refusals: [reasonOf(CATALOGUE_MESSAGES, 'spuNotFound')],
  }),
  del: route({
    id: 'FAVORITE.del',
    method: 'POST',
    path: FAVORITE_API.del,
    auth: user,
    refusals: [reasonOf(CATALOGUE_MESSAGES, 'spuNotFound')],
  }),
  status: route({
    id: 'FAVORITE.status',
    method: 'GET',
    path: FAVORITE_API.status,
    auth: user,
    refusals: [reasonOf(CATALOGUE_MESSAGES, 'spuNotFound')],
  }),
};
