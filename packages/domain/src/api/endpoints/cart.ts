/** Endpoints of the cart module. */
import {
  BUYING_API,
  CART_MESSAGES,
  cartAddBodySchema,
  cartAddResultSchema,
  cartCheckBodySchema,
  cartCountSchema,
  cartDelBodySchema,
  cartModifyBodySchema,
  cartViewSchema,
  MALL_ORDER_MESSAGES,
} from '../../buying/index.ts';
import { endpoint, reasonOf } from '../../core/index.ts';
import { DEALER_PROMPT } from '../../navigation/index.ts';
import { CATALOGUE_MESSAGES } from '../../catalogue/index.ts';

const user = 'user' as const;

export const CART_ENDPOINTS = {
  query: endpoint({
    method: 'GET',
    path: BUYING_API.cartQuery,
    auth: user,
    data: cartViewSchema,
    refusals: [
      reasonOf(CART_MESSAGES, 'selfPurchase'),
      reasonOf(DEALER_PROMPT, 'other'),
      reasonOf(DEALER_PROMPT, 'person'),
    ],
  }),
  count: endpoint({ method: 'GET', path: BUYING_API.cartCount, auth: user, data: cartCountSchema }),
  batchAdd: endpoint({
    method: 'POST',
    path: BUYING_API.cartBatchAdd,
    auth: user,
    body: cartAddBodySchema,
    data: cartAddResultSchema,
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
  modify: endpoint({
    method: 'POST',
    path: BUYING_API.cartModify,
    auth: user,
    body: cartModifyBodySchema,
    data: cartViewSchema,
    refusals: [
      reasonOf(CART_MESSAGES, 'noPrice'),
      reasonOf(CART_MESSAGES, 'notInCart'),
      reasonOf(MALL_ORDER_MESSAGES, 'stockShort'),
    ],
  }),
  del: endpoint({
    method: 'POST',
    path: BUYING_API.cartDel,
    auth: user,
    body: cartDelBodySchema,
    data: cartViewSchema,
  }),
  batchCheck: endpoint({
    method: 'POST',
    path: BUYING_API.cartBatchCheck,
    auth: user,
    body: cartCheckBodySchema,
    data: cartViewSchema,
  }),
};
