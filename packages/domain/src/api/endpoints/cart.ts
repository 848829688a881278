/** Endpoints of the cart module. */
import {
  BUYING_API,
  cartAddBodySchema,
  cartAddResultSchema,
  cartCheckBodySchema,
  cartCountSchema,
  cartDelBodySchema,
  cartModifyBodySchema,
  cartViewSchema,
} from '../../buying/index.ts';
import { endpoint } from '../../core/index.ts';

const user = 'user' as const;

export const CART_ENDPOINTS = {
  query: endpoint({ method: 'GET', path: BUYING_API.cartQuery, auth: user, data: cartViewSchema }),
  count: endpoint({ method: 'GET', path: BUYING_API.cartCount, auth: user, data: cartCountSchema }),
  batchAdd: endpoint({
    method: 'POST',
    path: BUYING_API.cartBatchAdd,
    auth: user,
    body: cartAddBodySchema,
    data: cartAddResultSchema,
  }),
  modify: endpoint({
    method: 'POST',
    path: BUYING_API.cartModify,
    auth: user,
    body: cartModifyBodySchema,
    data: cartViewSchema,
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
