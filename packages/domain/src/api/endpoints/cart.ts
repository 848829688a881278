/** Endpoints of the cart module. */
import { CART_ROUTES } from '../routes/cart.ts';
import {
  cartAddBodySchema,
  cartAddResultSchema,
  cartCheckBodySchema,
  cartCountSchema,
  cartDelBodySchema,
  cartModifyBodySchema,
  cartViewSchema,
} from '../../buying/index.ts';
import { endpoint } from '../../core/index.ts';

export const CART_ENDPOINTS = {
  query: endpoint({ ...CART_ROUTES.query, data: cartViewSchema }),
  count: endpoint({ ...CART_ROUTES.count, data: cartCountSchema }),
  batchAdd: endpoint({ ...CART_ROUTES.batchAdd, body: cartAddBodySchema, data: cartAddResultSchema }),
  modify: endpoint({ ...CART_ROUTES.modify, body: cartModifyBodySchema, data: cartViewSchema }),
  del: endpoint({ ...CART_ROUTES.del, body: cartDelBodySchema, data: cartViewSchema }),
  batchCheck: endpoint({ ...CART_ROUTES.batchCheck, body: cartCheckBodySchema, data: cartViewSchema }),
};
