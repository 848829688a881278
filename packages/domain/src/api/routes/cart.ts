/** Routes of the cart module.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, reasonsOf, route } from '../../core/index.ts';
import { BUYING_API, BUY_QUANTITY_MESSAGES, CART_MESSAGES, ORDER_MESSAGES } from '../../buying/index.ts';
import { DEALER_PROMPT } from '../../navigation/index.ts';
import { CATALOGUE_MESSAGES } from '../../catalogue/index.ts';

const user = 'user' as const;

/**
 * Who may not buy here (the cart's guard, cart service `buyingContext`): every entry that asks for the buyer's
 * context lists them — the cart's, the order's and the flash sale's.
 */
export const BUYER_REFUSALS = [
  reasonOf(CART_MESSAGES, 'selfPurchase'),
  ...reasonsOf(DEALER_PROMPT, 'person', 'other'),
] as const;
/** Why a model cannot be bought at all now (domain buying/buyable.ts `unavailable`). */
export const UNAVAILABLE_REFUSALS = reasonsOf(CART_MESSAGES, 'notFound', 'delisted', 'noPrice', 'soldOut');
/** Why a line's quantity cannot be bought (`stockRefusal`): above 9999 (lines of one model add up), above the stock. */
export const STOCK_REFUSALS = [
  reasonOf(BUY_QUANTITY_MESSAGES, 'max'),
  reasonOf(CART_MESSAGES, 'soldOut'),
  reasonOf(ORDER_MESSAGES, 'stockShort'),
] as const;

export const CART_ROUTES = {
  query: route({
    id: 'CART.query',
    method: 'GET',
    path: BUYING_API.cartQuery,
    auth: user,
    refusals: BUYER_REFUSALS,
  }),
  count: route({ id: 'CART.count', method: 'GET', path: BUYING_API.cartCount, auth: user }),
  batchAdd: route({
    id: 'CART.batchAdd',
    method: 'POST',
    path: BUYING_API.cartBatchAdd,
    auth: user,
    refusals: [
      ...BUYER_REFUSALS,
      ...UNAVAILABLE_REFUSALS,
      reasonOf(ORDER_MESSAGES, 'totalMax'),
      reasonOf(CART_MESSAGES, 'full'),
      reasonOf(CART_MESSAGES, 'spuMismatch'),
      reasonOf(CATALOGUE_MESSAGES, 'spuNotFound'),
    ],
  }),
  modify: route({
    id: 'CART.modify',
    method: 'POST',
    path: BUYING_API.cartModify,
    auth: user,
    // the line's model gone, delisted, unpriced or sold out since it was added; a cart no order could hold
    refusals: [
      ...BUYER_REFUSALS,
      ...UNAVAILABLE_REFUSALS,
      reasonOf(CART_MESSAGES, 'notInCart'),
      reasonOf(ORDER_MESSAGES, 'stockShort'),
      reasonOf(ORDER_MESSAGES, 'totalMax'),
    ],
  }),
  del: route({ id: 'CART.del', method: 'POST', path: BUYING_API.cartDel, auth: user, refusals: BUYER_REFUSALS }),
  batchCheck: route({
    id: 'CART.batchCheck',
    method: 'POST',
    path: BUYING_API.cartBatchCheck,
    auth: user,
    refusals: BUYER_REFUSALS,
  }),
};
