/** Endpoints of the calculator module: the calculators' usage counters. */
import { CALCULATOR_ROUTES } from '../routes/calculator.ts';
import { z } from 'zod';
import { CALCULATOR_TYPES } from '../../calculators/index.ts';
import { calculatorUsageSchema } from '../../calculators/index.ts';
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
  usage: endpoint({ ...CALCULATOR_ROUTES.usage, body: calculatorUsageSchema, data: noData }),
  summary: endpoint({ ...CALCULATOR_ROUTES.summary, data: z.array(calculatorUsageRowSchema) }),
};
