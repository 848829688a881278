/** Routes of the catalogue module: categories, products, suits, shops, search words, tracking.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, reasonOf, route } from '../../core/index.ts';
import { CATALOGUE_MESSAGES } from '../../catalogue/index.ts';

const OPEN = `${API_PREFIX}/open/v1`;

const optional = 'optional' as const;

export const CATALOGUE_ROUTES = {
  categoryTree: route({
    id: 'CATALOGUE.categoryTree',
    method: 'GET',
    path: `${OPEN}/goods/category/tree`,
    auth: 'none',
  }),
  categoryAttrs: route({
    id: 'CATALOGUE.categoryAttrs',
    method: 'GET',
    path: `${OPEN}/goods/category/attrs`,
    auth: 'none',
  }),
  spuPage: route({
    id: 'CATALOGUE.spuPage',
    method: 'GET',
    path: `${OPEN}/goods/spu/page`,
    auth: optional,
    paged: true,
  }),
  spuDetail: route({
    id: 'CATALOGUE.spuDetail',
    method: 'GET',
    path: `${OPEN}/goods/spu/detail/:id`,
    auth: optional,
    refusals: [reasonOf(CATALOGUE_MESSAGES, 'spuNotFound')],
  }),
  suitDetail: route({
    id: 'CATALOGUE.suitDetail',
    method: 'GET',
    path: `${OPEN}/goods/suit/detail/:id`,
    auth: optional,
  }),
  shops: route({
    id: 'CATALOGUE.shops',
    method: 'GET',
    path: `${OPEN}/goods/getShopList`,
    auth: optional,
    refusals: [reasonOf(CATALOGUE_MESSAGES, 'spuNotFound')],
  }),
  hotWords: route({ id: 'CATALOGUE.hotWords', method: 'GET', path: `${OPEN}/search/hotWords`, auth: 'none' }),
  keywords: route({ id: 'CATALOGUE.keywords', method: 'GET', path: `${OPEN}/search/keywords`, auth: 'none' }),
  track: route({ id: 'CATALOGUE.track', method: 'POST', path: `${OPEN}/tracking/event`, auth: optional }),
  addToMatchList: route({
    id: 'CATALOGUE.addToMatchList',
    method: 'POST',
    path: `${API_PREFIX}/v1/matchList/add`,
    auth: 'user',
  }),
};
