/**
 * Routes of the catalogue's browsing answers (issue 45 §3, part 1 §7): the suite list, a family's short info, the
 * brand list, the hot and recommended lists and the match list's pairing count, served by the catalogue module
 * (browse-routes.ts). Prices in every answer are this viewer's.
 */
import { API_PREFIX, reasonOf, route } from '../../core/index.ts';
import { CATALOGUE_MESSAGES } from '../../catalogue/index.ts';

const OPEN = `${API_PREFIX}/open/v1`;
const optional = 'optional' as const;

export const CATALOGUE_BROWSE_ROUTES = {
  suitPage: route({
    id: 'CATALOGUE.suitPage',
    method: 'GET',
    path: `${OPEN}/goods/suit/page`,
    auth: optional,
    paged: true,
  }),
  spuInfo: route({
    id: 'CATALOGUE.spuInfo',
    method: 'GET',
    path: `${OPEN}/goods/spu/info`,
    auth: optional,
    refusals: [reasonOf(CATALOGUE_MESSAGES, 'spuNotFound')],
  }),
  brands: route({ id: 'CATALOGUE.brands', method: 'GET', path: `${OPEN}/goods/brand/list`, auth: 'none' }),
  recommend: route({
    id: 'CATALOGUE.recommend',
    method: 'GET',
    path: `${OPEN}/goods/spu/recommend`,
    auth: optional,
  }),
  pairingCount: route({
    id: 'CATALOGUE.pairingCount',
    method: 'GET',
    path: `${API_PREFIX}/v1/matchList/count`,
    auth: 'user',
  }),
};
