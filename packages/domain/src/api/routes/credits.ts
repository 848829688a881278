/** Routes of the credits mall: my account and ledger, the items, exchanges, the ranking, and management.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, reasonsOf, route } from '../../core/index.ts';
import { ORDER_MESSAGES } from '../../buying/index.ts';
import { CREDITS_API, CREDITS_MESSAGES } from '../../member-store/index.ts';

const user = 'user' as const;

const get = 'GET' as const;

const post = 'POST' as const;

export const CREDITS_ROUTES = {
  accountInfo: route({ id: 'CREDITS.accountInfo', method: get, path: CREDITS_API.accountInfo, auth: user }),
  ledger: route({ id: 'CREDITS.ledger', method: get, path: CREDITS_API.ledger, auth: user, paged: true }),
  spuList: route({ id: 'CREDITS.spuList', method: get, path: CREDITS_API.spuList, auth: user, paged: true }),
  spuDetail: route({
    id: 'CREDITS.spuDetail',
    method: get,
    path: CREDITS_API.spuDetail,
    auth: user,
    refusals: [reasonOf(CREDITS_MESSAGES, 'notFound')],
  }),
  stockCheck: route({
    id: 'CREDITS.stockCheck',
    method: post,
    path: CREDITS_API.stockCheck,
    auth: user,
    refusals: [reasonOf(CREDITS_MESSAGES, 'notFound')],
  }),
  purchase: route({
    id: 'CREDITS.purchase',
    method: post,
    path: CREDITS_API.purchase,
    auth: user,
    refusals: [
      reasonOf(CREDITS_MESSAGES, 'notFound'),
      // the item's rule (domain exchangeCost) and its conditional take
      ...reasonsOf(CREDITS_MESSAGES, 'quantity', 'quantityMax', 'offShelf', 'outOfStock', 'short', 'priceChanged'),
      reasonOf(ORDER_MESSAGES, 'idempotencyKeyRequired'),
      reasonOf(ORDER_MESSAGES, 'idempotencyKeyInvalid'),
      reasonOf(ORDER_MESSAGES, 'idempotencyKeyReused'),
    ],
  }),
  rank: route({ id: 'CREDITS.rank', method: get, path: CREDITS_API.rank, auth: user }),
  record: route({ id: 'CREDITS.record', method: get, path: CREDITS_API.record, auth: user, paged: true }),
  recordDetail: route({
    id: 'CREDITS.recordDetail',
    method: get,
    path: CREDITS_API.recordDetail,
    auth: user,
    refusals: [reasonOf(CREDITS_MESSAGES, 'exchangeNotFound')],
  }),
  cancel: route({
    id: 'CREDITS.cancel',
    method: post,
    path: CREDITS_API.cancel,
    auth: user,
    refusals: [reasonOf(CREDITS_MESSAGES, 'exchangeNotFound'), reasonOf(CREDITS_MESSAGES, 'notCancellable')],
  }),
  manageSpuPage: route({
    id: 'CREDITS.manageSpuPage',
    method: get,
    path: CREDITS_API.manageSpuPage,
    auth: user,
    policy: 'staff',
    paged: true,
  }),
  manageSpuSave: route({
    id: 'CREDITS.manageSpuSave',
    method: post,
    path: CREDITS_API.manageSpuSave,
    auth: user,
    policy: 'staff',
    // the item's definition (domain creditItemCheck: the schema says most of it first)
    refusals: reasonsOf(
      CREDITS_MESSAGES,
      'nameRequired',
      'nameLength',
      'descLength',
      'creditsPositive',
      'creditsMax',
      'cashNonNegative',
      'cashMax',
      'stockNonNegative',
      'stockBelowExchanged',
      'pictureRequired',
      'notFound',
    ),
  }),
  manageSpuShelf: route({
    id: 'CREDITS.manageSpuShelf',
    method: post,
    path: CREDITS_API.manageSpuShelf,
    auth: user,
    policy: 'staff',
    refusals: [reasonOf(CREDITS_MESSAGES, 'notFound')],
  }),
  managePictures: route({
    id: 'CREDITS.managePictures',
    method: get,
    path: CREDITS_API.managePictures,
    auth: user,
    policy: 'staff',
  }),
  manageExchangePage: route({
    id: 'CREDITS.manageExchangePage',
    method: get,
    path: CREDITS_API.manageExchangePage,
    auth: user,
    policy: 'staff',
    paged: true,
  }),
  manageShip: route({
    id: 'CREDITS.manageShip',
    method: post,
    path: CREDITS_API.manageShip,
    auth: user,
    policy: 'staff',
    refusals: [reasonOf(CREDITS_MESSAGES, 'notShippable'), reasonOf(CREDITS_MESSAGES, 'exchangeNotFound')],
  }),
};
