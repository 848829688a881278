/** Routes of flash sales: the zone, an activity, its shops, settle and buy, and management by sales accounts.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, reasonsOf, route } from '../../core/index.ts';
import {
  SECKILL_FOLLOW_API,
  SECKILL_FOLLOW_MESSAGES,
  SECKILL_API,
  SECKILL_MESSAGES,
} from '../../member-store/index.ts';
import { ADDRESS_MESSAGES, ORDER_MESSAGES } from '../../buying/index.ts';
import { DEALER_MESSAGES } from '../../dealer/index.ts';
import { BUYER_REFUSALS } from './cart.ts';

const user = 'user' as const;

/**
 * What the confirmation and the buy both answer before the write (seckill buy.ts `prepare`): who may not buy, the
 * activity closed or the buyer's take refused (domain seckillTakeCheck), the shop, the models, the address.
 */
const PREPARE_REFUSALS = [
  ...BUYER_REFUSALS,
  ...reasonsOf(SECKILL_MESSAGES, 'abandoned', 'finished', 'notStarted', 'soldOut', 'overLimit', 'stockShort'),
  ...reasonsOf(SECKILL_MESSAGES, 'shopNotInActivity', 'goodsOff'),
  ...reasonsOf(DEALER_MESSAGES, 'notYourShop', 'shopAbnormal'),
  ...reasonsOf(ADDRESS_MESSAGES, 'notFound', 'regionInvalid'),
  // an activity number there is none of
  reasonOf(SECKILL_MESSAGES, 'notFound'),
] as const;

export const SECKILL_ROUTES = {
  page: route({ id: 'SECKILL.page', method: 'GET', path: SECKILL_API.page, auth: user, paged: true }),
  detail: route({
    id: 'SECKILL.detail',
    method: 'GET',
    path: SECKILL_API.detail,
    auth: user,
    refusals: [reasonOf(SECKILL_MESSAGES, 'notFound')],
  }),
  promotionShop: route({
    id: 'SECKILL.promotionShop',
    method: 'GET',
    path: SECKILL_API.promotionShop,
    auth: user,
    refusals: [reasonOf(SECKILL_MESSAGES, 'notFound')],
  }),
  settle: route({
    id: 'SECKILL.settle',
    method: 'POST',
    path: SECKILL_API.settle,
    auth: user,
    refusals: PREPARE_REFUSALS,
  }),
  buy: route({
    id: 'SECKILL.buy',
    method: 'POST',
    path: SECKILL_API.buy,
    auth: user,
    refusals: [
      ...PREPARE_REFUSALS,
      ...reasonsOf(ORDER_MESSAGES, 'amountChanged', 'idempotencyKeyReused', 'idempotencyKeyRequired'),
      reasonOf(ORDER_MESSAGES, 'idempotencyKeyInvalid'),
      // the pool's conditional take refused (domain seckillTakeRefusal), or lost too often to a crowd
      ...reasonsOf(SECKILL_MESSAGES, 'poolShort', 'busy'),
      // the catalogue stock's conditional take under the order kernel (order/stock-write.ts: orderTakeRefusal)
      ...reasonsOf(ORDER_MESSAGES, 'stockTaken', 'soldOut', 'quantityMax', 'stockShort'),
    ],
  }),
  managePage: route({
    id: 'SECKILL.managePage',
    method: 'GET',
    path: SECKILL_API.managePage,
    auth: user,
    policy: 'staff',
    paged: true,
  }),
  manageGoods: route({
    id: 'SECKILL.manageGoods',
    method: 'GET',
    path: SECKILL_API.manageGoods,
    auth: user,
    policy: 'staff',
    // a model or suite number not on sale, or without a price
    refusals: reasonsOf(SECKILL_MESSAGES, 'goodsNotFound', 'goodsNoPrice'),
  }),
  manageSave: route({
    id: 'SECKILL.manageSave',
    method: 'POST',
    path: SECKILL_API.manageSave,
    auth: user,
    policy: 'staff',
    refusals: [
      reasonOf(SECKILL_MESSAGES, 'windowOrder'),
      reasonOf(SECKILL_MESSAGES, 'editAbandoned'),
      reasonOf(SECKILL_MESSAGES, 'goodsLocked'),
      reasonOf(SECKILL_MESSAGES, 'goodsNoPrice'),
      reasonOf(SECKILL_MESSAGES, 'priceAboveOrigin'),
      reasonOf(SECKILL_MESSAGES, 'stockBelowSold'),
      // an activity number there is none of, one already over, goods not on sale
      ...reasonsOf(SECKILL_MESSAGES, 'notFound', 'editFinished', 'goodsNotFound'),
      // the rest of the definition's problems (domain seckillDefinitionProblems) and an end already past
      ...reasonsOf(
        SECKILL_MESSAGES,
        'timeRequired',
        'priceAboveZero',
        'stockMax',
        'limitPositive',
        'limitMax',
        'endPassed',
      ),
    ],
  }),
  manageAbandon: route({
    id: 'SECKILL.manageAbandon',
    method: 'POST',
    path: SECKILL_API.manageAbandon,
    auth: user,
    policy: 'staff',
    refusals: reasonsOf(SECKILL_MESSAGES, 'alreadyAbandoned', 'notFound', 'abandonFinished'),
  }),
  manageSales: route({
    id: 'SECKILL.manageSales',
    method: 'GET',
    path: SECKILL_API.manageSales,
    auth: user,
    policy: 'staff',
    paged: true,
    refusals: [reasonOf(SECKILL_MESSAGES, 'notFound')],
  }),
};

/** 'Remind me' on a flash sale's detail (member-store/seckill-follow.ts). */
export const SECKILL_FOLLOW_ROUTES = {
  status: route({
    id: 'SECKILL_FOLLOW.status',
    method: 'GET',
    path: SECKILL_FOLLOW_API.status,
    auth: 'user',
    refusals: [reasonOf(SECKILL_MESSAGES, 'notFound')],
  }),
  set: route({
    id: 'SECKILL_FOLLOW.set',
    method: 'POST',
    path: SECKILL_FOLLOW_API.set,
    auth: 'user',
    refusals: [
      reasonOf(SECKILL_FOLLOW_MESSAGES, 'started'),
      reasonOf(SECKILL_FOLLOW_MESSAGES, 'over'),
      reasonOf(SECKILL_MESSAGES, 'notFound'),
    ],
  }),
};
