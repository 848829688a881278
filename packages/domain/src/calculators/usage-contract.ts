/** The schemas of usage.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { CALCULATOR_TYPES, USAGE_COUNT_MAX } from './usage.ts';

export const calculatorUsageSchema = z.object({
  type: z.enum(CALCULATOR_TYPES, { error: '未知的计算器类型' }),
  count: z
    .number({ error: '使用次数须为整数' })
    .int({ error: '使用次数须为整数' })
    .min(1, { error: `使用次数须在1-${USAGE_COUNT_MAX}之间` })
    .max(USAGE_COUNT_MAX, { error: `使用次数须在1-${USAGE_COUNT_MAX}之间` }),
});

export type CalculatorUsageInput = z.infer<typeof calculatorUsageSchema>;
