/** Routes of promotions (the sale pages, staff management) and the four promotion placements.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonsOf, route } from '../../core/index.ts';
import { PROMOTION_API, PROMOTION_MESSAGES } from '../../promotion/index.ts';

export const PROMOTION_ROUTES = {
  page: route({ id: 'PROMOTION.page', method: 'GET', path: PROMOTION_API.page, auth: 'optional', paged: true }),
  detail: route({
    id: 'PROMOTION.detail',
    method: 'GET',
    path: PROMOTION_API.detail,
    auth: 'optional',
    refusals: reasonsOf(PROMOTION_MESSAGES, 'notFound'),
  }),
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
      // an activity number there is none of; one finished or abandoned (before the edit, or meanwhile)
      ...reasonsOf(PROMOTION_MESSAGES, 'notFound', 'editFinished', 'editAbandoned'),
      // the definition's first problem (domain promotionDefinitionProblems)
      ...reasonsOf(
        PROMOTION_MESSAGES,
        'titleRequired',
        'titleLength',
        'windowOrder',
        'limitRange',
        'limitBelowUsed',
        'modelsRequired',
        'modelsMax',
        'modelTwice',
        'modelNotFound',
        'priceRequired',
        'priceBelowZero',
        'priceAboveOrigin',
        'thresholdRequired',
        'offOverThreshold',
        'giftRequired',
      ),
    ],
  }),
  abandon: route({
    id: 'PROMOTION.abandon',
    method: 'POST',
    path: PROMOTION_API.abandon,
    auth: 'user',
    policy: 'staff',
    refusals: reasonsOf(PROMOTION_MESSAGES, 'notFound', 'alreadyAbandoned'),
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
    // a window that ends before it starts; an id there is none of
    refusals: reasonsOf(PROMOTION_MESSAGES, 'windowOrder', 'placementNotFound'),
  }),
  remove: route({
    id: 'PLACEMENT.remove',
    method: 'POST',
    path: PROMOTION_API.placementRemove,
    auth: 'user',
    policy: 'staff',
    refusals: reasonsOf(PROMOTION_MESSAGES, 'placementNotFound'),
  }),
};
