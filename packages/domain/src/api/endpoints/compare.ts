/** Endpoints of the compare module: the product comparison. */
import { COMPARE_ROUTES } from '../routes/compare.ts';
import { z } from 'zod';
import {
  compareBatchSchema,
  compareItemSchema,
  compareKeySchema,
  compareResultSchema,
  directCompareSchema,
} from '../../compare/index.ts';
import { endpoint, noData } from '../../core/index.ts';

const compareList = z.array(compareItemSchema);

export const COMPARE_ENDPOINTS = {
  list: endpoint({ ...COMPARE_ROUTES.list, data: compareList }),
  add: endpoint({ ...COMPARE_ROUTES.add, body: compareKeySchema, data: compareList }),
  batchAdd: endpoint({ ...COMPARE_ROUTES.batchAdd, body: compareBatchSchema, data: compareList }),
  del: endpoint({ ...COMPARE_ROUTES.del, body: compareKeySchema, data: compareList }),
  clean: endpoint({ ...COMPARE_ROUTES.clean, data: noData }),
  direct: endpoint({ ...COMPARE_ROUTES.direct, body: directCompareSchema, data: compareResultSchema }),
};
