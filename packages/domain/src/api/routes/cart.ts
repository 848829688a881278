/** Routes of the cart module.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { reasonOf, route } from '../../core/index.ts';
import { BUYING_API, CART_MESSAGES, MALL_ORDER_MESSAGES } from '../../buying/index.ts';
import { DEALER_PROMPT } from '../../navigation/index.ts';
import { CATALOGUE_MESSAGES } from '../../catalogue/index.ts';

const user = 'user' as const;

export const CART_ROUTES = {
  query: route({
    id: 'CART.query',
    method: 'GET',
    path: BUYING_API.cartQuery,
    auth: user,
    refusals: [
      reasonOf(CART_MESSAGES, 'selfPurchase'),
      reasonOf(DEALER_PROMPT, 'other'),
      reasonOf(DEALER_PROMPT, 'person'),
    ],
  }),
  count: route({ id: 'CART.count', method: 'GET', path: BUYING_API.cartCount, auth: user }),
  batchAdd: route({
    id: 'CART.batchAdd',
    method: 'POST',
    path: BUYING_API.cartBatchAdd,
    auth: user,
    refusals: [
      reasonOf(MALL_ORDER_MESSAGES, 'totalMax'),
      reasonOf(CART_MESSAGES, 'delisted'),
      reasonOf(CART_MESSAGES, 'full'),
      reasonOf(CART_MESSAGES, 'noPrice'),
      reasonOf(CART_MESSAGES, 'notFound'),
      reasonOf(CART_MESSAGES, 'selfPurchase'),
      reasonOf(CART_MESSAGES, 'soldOut'),
      reasonOf(CART_MESSAGES, 'spuMismatch'),
      reasonOf(CATALOGUE_MESSAGES, 'spuNotFound'),
      reasonOf(DEALER_PROMPT, 'other'),
      reasonOf(DEALER_PROMPT, 'person'),
    ],
  }),
  modify: route({
    id: 'CART.modify',
    method: 'POST',
    path: BUYING_API.cartModify,
    auth: user,
    refusals: [
      reasonOf(CART_MESSAGES, 'noPrice'),
      reasonOf(CART_MESSAGES, 'notInCart'),
      reasonOf(MALL_ORDER_MESSAGES, 'stockShort'),
    ],
  }),
  del: route({ id: 'CART.del', method: 'POST', path: BUYING_API.cartDel, auth: user }),
  batchCheck: route({ id: 'CART.batchCheck', method: 'POST', path: BUYING_API.cartBatchCheck, auth: user }),
};
