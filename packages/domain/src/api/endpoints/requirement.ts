/** Endpoints of the requirement module: the buyer's project requirements. */
import { z } from 'zod';
import {
  REQUIREMENT_API,
  REQUIREMENT_MESSAGES,
  requirementItemSchema,
  requirementOptionsSchema,
  requirementSchema,
} from '../../design-order/index.ts';
import { endpoint, pagingQuerySchema, reasonsOf } from '../../core/index.ts';

const user = 'user' as const;

export const REQUIREMENT_ENDPOINTS = {
  options: endpoint({
    method: 'GET',
    path: REQUIREMENT_API.options,
    auth: 'none',
    data: requirementOptionsSchema,
  }),
  submit: endpoint({
    method: 'POST',
    path: REQUIREMENT_API.submit,
    auth: user,
    body: requirementSchema,
    data: z.object({ id: z.number() }),
    refusals: reasonsOf(REQUIREMENT_MESSAGES, 'scene', 'category', 'address'),
  }),
  page: endpoint({
    method: 'GET',
    path: REQUIREMENT_API.page,
    auth: user,
    policy: 'staff',
    query: pagingQuerySchema,
    data: z.array(requirementItemSchema),
    paged: true,
  }),
};
