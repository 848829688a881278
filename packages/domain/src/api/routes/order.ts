/** Routes of the order module: the mall orders (settle, place, list, the shop's side).
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, reasonsOf, route } from '../../core/index.ts';
import { ADDRESS_MESSAGES, BUYING_API, COUPON_MESSAGES, MALL_ORDER_MESSAGES, ORDER_API } from '../../buying/index.ts';
import { DEALER_MESSAGES } from '../../dealer/index.ts';
import { PROMOTION_MESSAGES } from '../../promotion/index.ts';
import { CATALOGUE_MESSAGES } from '../../catalogue/index.ts';
import { BUYER_REFUSALS, STOCK_REFUSALS, UNAVAILABLE_REFUSALS } from './cart.ts';

const user = 'user' as const;

export const MALL_ORDER_ROUTES = {
  skuMatchShop: route({
    id: 'MALL_ORDER.skuMatchShop',
    method: 'POST',
    path: BUYING_API.skuMatchShop,
    auth: user,
    refusals: BUYER_REFUSALS,
  }),
  shopStatus: route({
    id: 'MALL_ORDER.shopStatus',
    method: 'GET',
    path: BUYING_API.shopStatusCheck,
    auth: user,
    // who may not buy here (found by the permission matrix, apps/server/test/permission-matrix.test.ts)
    refusals: [...BUYER_REFUSALS, reasonOf(MALL_ORDER_MESSAGES, 'notShop')],
  }),
  preSettlement: route({
    id: 'MALL_ORDER.preSettlement',
    method: 'POST',
    path: BUYING_API.preSettlement,
    auth: user,
    refusals: [
      ...BUYER_REFUSALS,
      ...UNAVAILABLE_REFUSALS,
      ...STOCK_REFUSALS,
      reasonOf(MALL_ORDER_MESSAGES, 'totalMax'),
      ...reasonsOf(ADDRESS_MESSAGES, 'notFound', 'regionInvalid'),
      reasonOf(CATALOGUE_MESSAGES, 'spuNotFound'),
      // a held coupon chosen that does not apply (domain evaluateCoupon), or not held
      ...reasonsOf(COUPON_MESSAGES, 'notStarted', 'expired', 'noEligibleLines', 'thresholdShort', 'unusable'),
      reasonOf(MALL_ORDER_MESSAGES, 'emptyBasket'),
    ],
  }),
  placeOrder: route({
    id: 'MALL_ORDER.placeOrder',
    method: 'POST',
    path: BUYING_API.placeOrder,
    auth: user,
    refusals: [
      ...BUYER_REFUSALS,
      reasonOf(MALL_ORDER_MESSAGES, 'amountChanged'),
      // a model delisted, without price or gone since the buyer looked (a suite's models re-checked at the order)
      ...UNAVAILABLE_REFUSALS,
      ...STOCK_REFUSALS,
      reasonOf(MALL_ORDER_MESSAGES, 'emptyBasket'),
      // the address the schema requires is checked by settle: someone else's or without a known region
      ...reasonsOf(ADDRESS_MESSAGES, 'notFound', 'regionInvalid'),
      // the stock's conditional take at the order (domain mallOrderTakeRefusal)
      reasonOf(MALL_ORDER_MESSAGES, 'stockTaken'),
      reasonOf(MALL_ORDER_MESSAGES, 'soldOut'),
      reasonOf(MALL_ORDER_MESSAGES, 'quantityMax'),
      reasonOf(MALL_ORDER_MESSAGES, 'totalMax'),
      reasonOf(MALL_ORDER_MESSAGES, 'idempotencyKeyReused'),
      reasonOf(DEALER_MESSAGES, 'shopAbnormal'),
      reasonOf(MALL_ORDER_MESSAGES, 'idempotencyKeyInvalid'),
      reasonOf(MALL_ORDER_MESSAGES, 'idempotencyKeyRequired'),
      // the promotion's conditional take at the order (promotion/basket.ts): gone, ended, its pool or gifts out, the buyer's limit
      ...reasonsOf(PROMOTION_MESSAGES, 'notFound', 'ended', 'soldOut', 'giftOut', 'overLimit'),
      // the coupon settled anew at the order (settle.ts): what its rule or its conditional redeem answers
      ...reasonsOf(COUPON_MESSAGES, 'notFound', 'notStarted', 'expired', 'used', 'noEligibleLines', 'unusable'),
      reasonOf(COUPON_MESSAGES, 'thresholdShort'),
    ],
  }),
  page: route({ id: 'MALL_ORDER.page', method: 'GET', path: BUYING_API.orderPage, auth: user, paged: true }),
  detail: route({
    id: 'MALL_ORDER.detail',
    method: 'GET',
    path: BUYING_API.orderDetail,
    auth: user,
    refusals: [reasonOf(MALL_ORDER_MESSAGES, 'notFound')],
  }),
  cancel: route({
    id: 'MALL_ORDER.cancel',
    method: 'POST',
    path: BUYING_API.orderCancel,
    auth: user,
    refusals: [reasonOf(MALL_ORDER_MESSAGES, 'cannotCancel'), reasonOf(MALL_ORDER_MESSAGES, 'notFound')],
  }),
  confirmReceipt: route({
    id: 'MALL_ORDER.confirmReceipt',
    method: 'POST',
    path: ORDER_API.confirmReceipt,
    auth: user,
    refusals: [reasonOf(MALL_ORDER_MESSAGES, 'cannotConfirm'), reasonOf(MALL_ORDER_MESSAGES, 'notFound')],
  }),
  purchaseList: route({
    id: 'MALL_ORDER.purchaseList',
    method: 'GET',
    path: BUYING_API.purchaseList,
    auth: user,
    paged: true,
  }),
  shopPage: route({
    id: 'MALL_ORDER.shopPage',
    method: 'GET',
    path: ORDER_API.shopOrderPage,
    auth: user,
    paged: true,
    refusals: [reasonOf(MALL_ORDER_MESSAGES, 'notShop')],
  }),
  shopDetail: route({
    id: 'MALL_ORDER.shopDetail',
    method: 'GET',
    path: ORDER_API.shopOrderDetail,
    auth: user,
    // not a first-level dealer's account, or not an order placed with its shop (as shopPage and ship)
    refusals: [reasonOf(MALL_ORDER_MESSAGES, 'notShop'), reasonOf(MALL_ORDER_MESSAGES, 'notFound')],
  }),
  ship: route({
    id: 'MALL_ORDER.ship',
    method: 'POST',
    path: ORDER_API.ship,
    auth: user,
    refusals: [
      reasonOf(MALL_ORDER_MESSAGES, 'cannotShip'),
      reasonOf(MALL_ORDER_MESSAGES, 'notFound'),
      reasonOf(MALL_ORDER_MESSAGES, 'notShop'),
      // the body's parcels (none, over 10, a number twice, one not of its carrier: shipping-contract.ts) are a 400
      // API.badRequest in the schema's words
    ],
  }),
  parcels: route({
    id: 'MALL_ORDER.parcels',
    method: 'GET',
    path: ORDER_API.parcels,
    auth: user,
    // anyone but the order's buyer and its shop: as if there were no such order
    refusals: [reasonOf(MALL_ORDER_MESSAGES, 'notFound')],
  }),
};
