/** Routes of the compare module: the product comparison.
 * Routes: the entries without their schemas (what the web calls); ../endpoints/ adds the schemas.
 */
import { API_PREFIX, reasonOf, route } from '../../core/index.ts';
import { COMPARE_MESSAGES } from '../../compare/index.ts';

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

export const COMPARE_ROUTES = {
  list: route({ id: 'COMPARE.list', method: 'GET', path: COMPARE_API.list, auth: user, paged: true }),
  add: route({
    id: 'COMPARE.add',
    method: 'POST',
    path: COMPARE_API.add,
    auth: user,
    refusals: [
      reasonOf(COMPARE_MESSAGES, 'duplicate'),
      reasonOf(COMPARE_MESSAGES, 'full'),
      reasonOf(COMPARE_MESSAGES, 'sameCategory'),
      reasonOf(COMPARE_MESSAGES, 'skuNotFound'),
    ],
  }),
  batchAdd: route({ id: 'COMPARE.batchAdd', method: 'POST', path: COMPARE_API.batchAdd, auth: user }),
  del: route({ id: 'COMPARE.del', method: 'POST', path: COMPARE_API.del, auth: user }),
  clean: route({ id: 'COMPARE.clean', method: 'POST', path: COMPARE_API.clean, auth: user }),
  direct: route({
    id: 'COMPARE.direct',
    method: 'POST',
    path: COMPARE_API.direct,
    auth: 'optional',
    refusals: [
      reasonOf(COMPARE_MESSAGES, 'atLeastTwo'),
      reasonOf(COMPARE_MESSAGES, 'sameCategory'),
      reasonOf(COMPARE_MESSAGES, 'skuNotFound'),
      reasonOf(COMPARE_MESSAGES, 'full'),
    ],
  }),
};
