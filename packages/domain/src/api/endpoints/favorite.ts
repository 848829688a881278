/** Endpoints of the favorite module: favourite products. */
import { FAVORITE_ROUTES } from '../routes/favorite.ts';
import { z } from 'zod';
import { favoriteItemSchema, favoritePageQuerySchema, favoriteSpuBodySchema } from '../../catalogue/index.ts';
import { endpoint, noData } from '../../core/index.ts';

export const FAVORITE_ENDPOINTS = {
  page: endpoint({ ...FAVORITE_ROUTES.page, query: favoritePageQuerySchema, data: z.array(favoriteItemSchema) }),
  add: endpoint({ ...FAVORITE_ROUTES.add, body: favoriteSpuBodySchema, data: noData }),
  del: endpoint({ ...FAVORITE_ROUTES.del, body: favoriteSpuBodySchema, data: noData }),
  status: endpoint({ ...FAVORITE_ROUTES.status, query: favoriteSpuBodySchema, data: z.boolean() }),
};
