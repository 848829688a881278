/** Routes of promotions (the sale pages, staff management) and the four promotion placements.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, route } from '../../core/index.ts';
import { PROMOTION_API, PROMOTION_MESSAGES } from '../../promotion/index.ts';

export const PROMOTION_ROUTES = {
  page: route({ id: 'PROMOTION.page', method: 'GET', path: PROMOTION_API.page, auth: 'optional', paged: true }),
  detail: route({ id: 'PROMOTION.detail', method: 'GET', path: PROMOTION_API.detail, auth: 'optional' }),
  forModels: route({ id: 'PROMOTION.forModels', method: 'GET', path: PROMOTION_API.forModels, auth: 'optional' }),
  managePage: route({
    id: 'PROMOTION.managePage',
    method: 'GET',
    path: PROMOTION_API.managePage,
    auth: 'user',
    policy: 'staff',
    paged: true,
  }),
  save: route({
    id: 'PROMOTION.save',
    method: 'POST',
    path: PROMOTION_API.save,
    auth: 'user',
    policy: 'staff',
    refusals: [
      reasonOf(PROMOTION_MESSAGES, 'modelTwice'),
      reasonOf(PROMOTION_MESSAGES, 'offOverThreshold'),
      reasonOf(PROMOTION_MESSAGES, 'priceBelowZero'),
    ],
  }),
  abandon: route({
    id: 'PROMOTION.abandon',
    method: 'POST',
    path: PROMOTION_API.abandon,
    auth: 'user',
    policy: 'staff',
  }),
};

export const PLACEMENT_ROUTES = {
  list: route({ id: 'PLACEMENT.list', method: 'GET', path: PROMOTION_API.placements, auth: 'none' }),
  manageList: route({
    id: 'PLACEMENT.manageList',
    method: 'GET',
    path: PROMOTION_API.placementManage,
    auth: 'user',
    policy: 'staff',
  }),
  save: route({
    id: 'PLACEMENT.save',
    method: 'POST',
    path: PROMOTION_API.placementSave,
    auth: 'user',
    policy: 'staff',
  }),
  remove: route({
    id: 'PLACEMENT.remove',
    method: 'POST',
    path: PROMOTION_API.placementRemove,
    auth: 'user',
    policy: 'staff',
  }),
};
