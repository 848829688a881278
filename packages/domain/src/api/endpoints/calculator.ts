/** Endpoints of the calculator module: the calculators' usage counters. */
import { z } from 'zod';
import { CALCULATOR_TYPES } from '../../calculators/index.ts';
import { CALCULATOR_USAGE_PATH, calculatorUsageSchema } from '../../calculators/index.ts';
import { endpoint, noData } from '../../core/index.ts';

export const calculatorUsageRowSchema = z.object({
  type: z.enum(CALCULATOR_TYPES),
  label: z.string(),
  count: z.number(),
  reports: z.number(),
  accounts: z.number(),
  guestReports: z.number(),
});

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
    policy: 'staff',
    data: z.array(calculatorUsageRowSchema),
  }),
};
