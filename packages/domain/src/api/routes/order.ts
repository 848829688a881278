/** Routes of the order module: the mall orders (settle, place, list, the shop's side).
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, reasonsOf, route } from '../../core/index.ts';
import { ADDRESS_MESSAGES, BUYING_API, COUPON_MESSAGES, ORDER_MESSAGES } from '../../buying/index.ts';
import { DEALER_MESSAGES } from '../../dealer/index.ts';
import { PROMOTION_MESSAGES } from '../../promotion/index.ts';
import { CATALOGUE_MESSAGES } from '../../catalogue/index.ts';
import { BUYER_REFUSALS, STOCK_REFUSALS, UNAVAILABLE_REFUSALS } from './cart.ts';

const user = 'user' as const;

export const ORDER_ROUTES = {
  skuMatchShop: route({
    id: 'ORDER.skuMatchShop',
    method: 'POST',
    path: BUYING_API.skuMatchShop,
    auth: user,
    refusals: BUYER_REFUSALS,
  }),
  shopStatus: route({
    id: 'ORDER.shopStatus',
    method: 'GET',
    path: BUYING_API.shopStatusCheck,
    auth: user,
    // who may not buy here (found by the permission matrix, apps/server/test/permission-matrix.test.ts)
    refusals: [...BUYER_REFUSALS, reasonOf(ORDER_MESSAGES, 'notShop')],
  }),
  preSettlement: route({
    id: 'ORDER.preSettlement',
    method: 'POST',
    path: BUYING_API.preSettlement,
    auth: user,
    refusals: [
      ...BUYER_REFUSALS,
      ...UNAVAILABLE_REFUSALS,
      ...STOCK_REFUSALS,
      reasonOf(ORDER_MESSAGES, 'totalMax'),
      ...reasonsOf(ADDRESS_MESSAGES, 'notFound', 'regionInvalid'),
      reasonOf(CATALOGUE_MESSAGES, 'spuNotFound'),
      // a held coupon chosen that does not apply (domain evaluateCoupon), or not held
      ...reasonsOf(COUPON_MESSAGES, 'notStarted', 'expired', 'noEligibleLines', 'thresholdShort', 'unusable'),
      reasonOf(ORDER_MESSAGES, 'emptyBasket'),
    ],
  }),
  placeOrder: route({
    id: 'ORDER.placeOrder',
    method: 'POST',
    path: BUYING_API.placeOrder,
    auth: user,
    refusals: [
      ...BUYER_REFUSALS,
      reasonOf(ORDER_MESSAGES, 'amountChanged'),
      // a model delisted, without price or gone since the buyer looked (a suite's models re-checked at the order)
      ...UNAVAILABLE_REFUSALS,
      ...STOCK_REFUSALS,
      reasonOf(ORDER_MESSAGES, 'emptyBasket'),
      // the address the schema requires is checked by settle: someone else's or without a known region
      ...reasonsOf(ADDRESS_MESSAGES, 'notFound', 'regionInvalid'),
      // the stock's conditional take at the order (domain orderTakeRefusal)
      reasonOf(ORDER_MESSAGES, 'stockTaken'),
      reasonOf(ORDER_MESSAGES, 'soldOut'),
      reasonOf(ORDER_MESSAGES, 'quantityMax'),
      reasonOf(ORDER_MESSAGES, 'totalMax'),
      reasonOf(ORDER_MESSAGES, 'idempotencyKeyReused'),
      reasonOf(DEALER_MESSAGES, 'shopAbnormal'),
      reasonOf(ORDER_MESSAGES, 'idempotencyKeyInvalid'),
      reasonOf(ORDER_MESSAGES, 'idempotencyKeyRequired'),
      // the promotion's conditional take at the order (promotion/basket.ts): gone, ended, its pool or gifts out, the buyer's limit
      ...reasonsOf(PROMOTION_MESSAGES, 'notFound', 'ended', 'soldOut', 'giftOut', 'overLimit'),
      // the coupon settled anew at the order (settle.ts): what its rule or its conditional redeem answers
      ...reasonsOf(COUPON_MESSAGES, 'notFound', 'notStarted', 'expired', 'used', 'noEligibleLines', 'unusable'),
      reasonOf(COUPON_MESSAGES, 'thresholdShort'),
    ],
  }),
  page: route({ id: 'ORDER.page', method: 'GET', path: BUYING_API.orderPage, auth: user, paged: true }),
  detail: route({
    id: 'ORDER.detail',
    method: 'GET',
    path: BUYING_API.orderDetail,
    auth: user,
    refusals: [reasonOf(ORDER_MESSAGES, 'notFound')],
  }),
  cancel: route({
    id: 'ORDER.cancel',
    method: 'POST',
    path: BUYING_API.orderCancel,
    auth: user,
    refusals: [reasonOf(ORDER_MESSAGES, 'cannotCancel'), reasonOf(ORDER_MESSAGES, 'notFound')],
  }),
  confirmReceipt: route({
    id: 'ORDER.confirmReceipt',
    method: 'POST',
    path: BUYING_API.confirmReceipt,
    auth: user,
    refusals: [reasonOf(ORDER_MESSAGES, 'cannotConfirm'), reasonOf(ORDER_MESSAGES, 'notFound')],
  }),
  purchaseList: route({
    id: 'ORDER.purchaseList',
    method: 'GET',
    path: BUYING_API.purchaseList,
    auth: user,
    paged: true,
  }),
  shopPage: route({
    id: 'ORDER.shopPage',
    method: 'GET',
    path: BUYING_API.shopOrderPage,
    auth: user,
    paged: true,
    refusals: [reasonOf(ORDER_MESSAGES, 'notShop')],
  }),
  shopDetail: route({
    id: 'ORDER.shopDetail',
    method: 'GET',
    path: BUYING_API.shopOrderDetail,
    auth: user,
    // not a first-level dealer's account, or not an order placed with its shop (as shopPage and ship)
    refusals: [reasonOf(ORDER_MESSAGES, 'notShop'), reasonOf(ORDER_MESSAGES, 'notFound')],
  }),
  ship: route({
    id: 'ORDER.ship',
    method: 'POST',
    path: BUYING_API.ship,
    auth: user,
    refusals: [
      reasonOf(ORDER_MESSAGES, 'cannotShip'),
      reasonOf(ORDER_MESSAGES, 'notFound'),
      reasonOf(ORDER_MESSAGES, 'notShop'),
      // the body's parcels (none, over 10, a number twice, one not of its carrier: shipping-contract.ts) are a 400
      // API.badRequest in the schema's words
    ],
  }),
  parcels: route({
    id: 'ORDER.parcels',
    method: 'GET',
    path: BUYING_API.parcels,
    auth: user,
    // anyone but the order's buyer and its shop: as if there were no such order
    refusals: [reasonOf(ORDER_MESSAGES, 'notFound')],
  }),
};
