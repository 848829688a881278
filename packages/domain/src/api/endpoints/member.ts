/** Endpoints of a member's own lists: the compare bar, favourites, scheme-design requirements. */
import { z } from 'zod';
import { favoriteItemSchema, favoritePageQuerySchema, favoriteSpuBodySchema } from '../../catalogue/catalogue.ts';
import {
  compareBatchSchema,
  compareItemSchema,
  compareKeySchema,
  compareResultSchema,
  directCompareSchema,
} from '../../compare/rules.ts';
import {
  REQUIREMENT_API,
  requirementItemSchema,
  requirementOptionsSchema,
  requirementSchema,
} from '../../design-order/requirement.ts';
import { API_PREFIX } from '../../core/envelope.ts';
import { endpoint, noData, pagingQuerySchema } from '../../core/endpoint.ts';

const COMPARE = `${API_PREFIX}/v1/compare`;
export const COMPARE_API = {
  list: `${COMPARE}/list`,
  add: `${COMPARE}/add`,
  batchAdd: `${COMPARE}/batch-add`,
  del: `${COMPARE}/del`,
  clean: `${COMPARE}/clean`,
  direct: `${API_PREFIX}/open/v1/compare/direct`,
} as const;

const FAVORITE = `${API_PREFIX}/v1/goods/favorite/spu`;
export const FAVORITE_API = { page: FAVORITE, add: FAVORITE, del: `${FAVORITE}/del`, status: `${FAVORITE}/status` };

const user = 'user' as const;
const compareList = z.array(compareItemSchema);

export const COMPARE_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: COMPARE_API.list, auth: user, data: compareList, paged: true }),
  add: endpoint({ method: 'POST', path: COMPARE_API.add, auth: user, body: compareKeySchema, data: compareList }),
  batchAdd: endpoint({
    method: 'POST',
    path: COMPARE_API.batchAdd,
    auth: user,
    body: compareBatchSchema,
    data: compareList,
  }),
  del: endpoint({ method: 'POST', path: COMPARE_API.del, auth: user, body: compareKeySchema, data: compareList }),
  clean: endpoint({ method: 'POST', path: COMPARE_API.clean, auth: user, data: noData }),
  direct: endpoint({
    method: 'POST',
    path: COMPARE_API.direct,
    auth: 'optional',
    body: directCompareSchema,
    data: compareResultSchema,
  }),
};

export const FAVORITE_ENDPOINTS = {
  page: endpoint({
    method: 'GET',
    path: FAVORITE_API.page,
    auth: user,
    query: favoritePageQuerySchema,
    data: z.array(favoriteItemSchema),
    paged: true,
  }),
  add: endpoint({ method: 'POST', path: FAVORITE_API.add, auth: user, body: favoriteSpuBodySchema, data: noData }),
  del: endpoint({ method: 'POST', path: FAVORITE_API.del, auth: user, body: favoriteSpuBodySchema, data: noData }),
  status: endpoint({
    method: 'GET',
    path: FAVORITE_API.status,
    auth: user,
    query: favoriteSpuBodySchema,
    data: z.boolean(),
  }),
};

export const REQUIREMENT_ENDPOINTS = {
  options: endpoint({ method: 'GET', path: REQUIREMENT_API.options, auth: 'none', data: requirementOptionsSchema }),
  submit: endpoint({
    method: 'POST',
    path: REQUIREMENT_API.submit,
    auth: user,
    body: requirementSchema,
    data: z.object({ id: z.number() }),
  }),
  page: endpoint({
    method: 'GET',
    path: REQUIREMENT_API.page,
    auth: user,
    query: pagingQuerySchema,
    data: z.array(requirementItemSchema),
    paged: true,
  }),
};
