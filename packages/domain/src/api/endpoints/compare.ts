/** Endpoints of the compare module: the product comparison. */
import { z } from 'zod';
import {
  COMPARE_MESSAGES,
  compareBatchSchema,
  compareItemSchema,
  compareKeySchema,
  compareResultSchema,
  directCompareSchema,
} from '../../compare/index.ts';
import { API_PREFIX, endpoint, noData, reasonOf } from '../../core/index.ts';

const COMPARE = `${API_PREFIX}/v1/compare`;

export const COMPARE_API = {
  list: `${COMPARE}/list`,
  add: `${COMPARE}/add`,
  batchAdd: `${COMPARE}/batch-add`,
  del: `${COMPARE}/del`,
  clean: `${COMPARE}/clean`,
  direct: `${API_PREFIX}/open/v1/compare/direct`,
} as const;

const user = 'user' as const;
const compareList = z.array(compareItemSchema);

export const COMPARE_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: COMPARE_API.list, auth: user, data: compareList, paged: true }),
  add: endpoint({
    method: 'POST',
    path: COMPARE_API.add,
    auth: user,
    body: compareKeySchema,
    data: compareList,
    refusals: [
      reasonOf(COMPARE_MESSAGES, 'duplicate'),
      reasonOf(COMPARE_MESSAGES, 'full'),
      reasonOf(COMPARE_MESSAGES, 'sameCategory'),
      reasonOf(COMPARE_MESSAGES, 'skuNotFound'),
    ],
  }),
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
    refusals: [
      reasonOf(COMPARE_MESSAGES, 'atLeastTwo'),
      reasonOf(COMPARE_MESSAGES, 'sameCategory'),
      reasonOf(COMPARE_MESSAGES, 'skuNotFound'),
    ],
  }),
};
