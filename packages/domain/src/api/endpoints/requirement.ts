/** Endpoints of the requirement module: the buyer's project requirements. */
import { REQUIREMENT_ROUTES } from '../routes/requirement.ts';
import { z } from 'zod';
import { requirementItemSchema, requirementOptionsSchema, requirementSchema } from '../../design-order/index.ts';
import { endpoint, pagingQuerySchema } from '../../core/index.ts';

export const REQUIREMENT_ENDPOINTS = {
  options: endpoint({ ...REQUIREMENT_ROUTES.options, data: requirementOptionsSchema }),
  submit: endpoint({ ...REQUIREMENT_ROUTES.submit, body: requirementSchema, data: z.object({ id: z.number() }) }),
  page: endpoint({ ...REQUIREMENT_ROUTES.page, query: pagingQuerySchema, data: z.array(requirementItemSchema) }),
};
