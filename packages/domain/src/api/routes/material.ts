/** Routes of the material module: downloadable materials, for certified enterprises (the 'certified' policy).
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { route } from '../../core/index.ts';
import { CONTENT_API as P } from '../../content/index.ts';

const get = 'GET' as const;

export const MATERIAL_ROUTES = {
  tree: route({
    id: 'MATERIAL.tree',
    method: get,
    path: P.materialTree,
    auth: 'user',
    policy: 'certified',
  }),
  page: route({
    id: 'MATERIAL.page',
    method: get,
    path: P.materialPage,
    auth: 'user',
    paged: true,
    policy: 'certified',
  }),
};
