/** Routes of the material module: downloadable materials.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, route } from '../../core/index.ts';
import { CONTENT_API as P, MATERIAL_MESSAGES } from '../../content/index.ts';

const get = 'GET' as const;

export const MATERIAL_ROUTES = {
  tree: route({
    id: 'MATERIAL.tree',
    method: get,
    path: P.materialTree,
    auth: 'user',
    refusals: [reasonOf(MATERIAL_MESSAGES, 'certifiedOnly')],
  }),
  page: route({
    id: 'MATERIAL.page',
    method: get,
    path: P.materialPage,
    auth: 'user',
    paged: true,
    refusals: [reasonOf(MATERIAL_MESSAGES, 'certifiedOnly')],
  }),
};
