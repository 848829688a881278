/** Endpoints of the favorite module: favourite products. */
import { z } from 'zod';
import { favoriteItemSchema, favoritePageQuerySchema, favoriteSpuBodySchema } from '../../catalogue/index.ts';
import { API_PREFIX, endpoint, noData } from '../../core/index.ts';

const FAVORITE = `${API_PREFIX}/v1/goods/favorite/spu`;

export const FAVORITE_API = {
  page: FAVORITE,
  add: FAVORITE,
  del: `${FAVORITE}/del`,
  status: `${FAVORITE}/status`,
};

const user = 'user' as const;

export const FAVORITE_ENDPOINTS = {
  page: endpoint({
    method: 'GET',
    path: FAVORITE_API.page,
    auth: user,
    query: favoritePageQuerySchema,
    data: z.array(favoriteItemSchema),
    paged: true,
  }),
  add: endpoint({
    method: 'POST',
    path: FAVORITE_API.add,
    auth: user,
    body: favoriteSpuBodySchema,
    data: noData,
  }),
  del: endpoint({
    method: 'POST',
    path: FAVORITE_API.del,
    auth: user,
    body: favoriteSpuBodySchema,
    data: noData,
  }),
  status: endpoint({
    method: 'GET',
    path: FAVORITE_API.status,
    auth: user,
    query: favoriteSpuBodySchema,
    data: z.boolean(),
  }),
};
