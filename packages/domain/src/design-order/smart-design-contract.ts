/** The schemas of smart-design.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';

export const recommendInputSchema = z.object({
  scenario: z.enum(['led', 'parking', 'accessGuard', 'broadcast', 'ups', 'accessControl'], { error: '请选择场景' }),
  answers: z.record(z.string(), z.union([z.number(), z.string()])),
});

const questionSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  default: z.union([z.number(), z.string()]),
});

/** The scenarios and their questionnaires as the endpoint answers them. */
export const scenarioSchema = z.object({
  key: recommendInputSchema.shape.scenario,
  name: z.string(),
  intro: z.string(),
  categories: z.array(z.string()),
  questions: z.array(questionSchema),
});

/** What the recommendation answers: the lines with their reasons, and notes. */
export const recommendResultSchema = z.object({
  lines: z.array(
    z.object({
      spuNo: z.string(),
      skuNo: z.string(),
      name: z.string(),
      model: z.string(),
      category: z.string(),
      priceFen: z.number().nullable(),
      skuType: z.number(),
      quantity: z.number(),
      reason: z.string(),
    }),
  ),
  notes: z.array(z.string()),
});
