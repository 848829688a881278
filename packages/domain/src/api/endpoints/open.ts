/** Endpoints of the open reference data and counters: solution industries, regions, calculator usage. */
import { z } from 'zod';
import { CALCULATOR_TYPES } from '../../calculators/index.ts';
import { CALCULATOR_USAGE_PATH, calculatorUsageSchema } from '../../calculators/usage.ts';
import { regionChildrenQuerySchema } from '../../dealer/dealer.ts';
import { API_PREFIX } from '../../core/envelope.ts';
import { endpoint, noData } from '../../core/endpoint.ts';

export const industrySchema = z.object({ id: z.number(), name: z.string() });
export const regionNodeSchema = z.object({ code: z.string(), name: z.string(), hasNext: z.boolean() });
export const calculatorUsageRowSchema = z.object({
  type: z.enum(CALCULATOR_TYPES),
  label: z.string(),
  count: z.number(),
  reports: z.number(),
  accounts: z.number(),
  guestReports: z.number(),
});

export const CONTENT_ENDPOINTS = {
  industryList: endpoint({
    method: 'GET',
    path: `${API_PREFIX}/open/v1/solution/industryList`,
    auth: 'none',
    data: z.object({ industryList: z.array(industrySchema) }),
  }),
};

export const REGION_ENDPOINTS = {
  children: endpoint({
    method: 'GET',
    path: `${API_PREFIX}/open/v1/region/children`,
    auth: 'none',
    query: regionChildrenQuerySchema,
    data: z.array(regionNodeSchema),
  }),
};

export const CALCULATOR_ENDPOINTS = {
  /** Sent on leaving the calculator layout (fetch keepalive or a beacon): guests too. */
  usage: endpoint({
    method: 'POST',
    path: CALCULATOR_USAGE_PATH,
    auth: 'optional',
    body: calculatorUsageSchema,
    data: noData,
  }),
  summary: endpoint({
    method: 'GET',
    path: `${CALCULATOR_USAGE_PATH}/summary`,
    auth: 'user',
    data: z.array(calculatorUsageRowSchema),
  }),
};
