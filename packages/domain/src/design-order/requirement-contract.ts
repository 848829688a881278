/** The schemas of requirement.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import {
  REQUIREMENT_MESSAGES,
  REQUIREMENT_DEFAULTS,
  PHONE_MAX_LENGTH,
  RequirementIdentity,
  BUDGET_OPTIONS,
  isContactPhone,
} from './requirement.ts';

const required = (msg: string, max: number) => z.string({ error: msg }).trim().min(1, msg).max(max, `最多${max}个字符`);

export const requirementSchema = z
  .object({
    identity: z.union([z.literal(1), z.literal(2)], { error: REQUIREMENT_MESSAGES.identity }),
    contact: required(REQUIREMENT_MESSAGES.contact, 20),
    phone: z
      .string({ error: REQUIREMENT_MESSAGES.phone })
      .trim()
      .min(1, REQUIREMENT_MESSAGES.phone)
      .max(PHONE_MAX_LENGTH, REQUIREMENT_MESSAGES.phoneFormat)
      .refine(isContactPhone, REQUIREMENT_MESSAGES.phoneFormat),
    companyName: z.string().trim().max(50, '最多50个字符').optional().default(''),
    budgetRangeCode: z.enum(BUDGET_OPTIONS.map((b) => b.itemValue) as ['1', '2', '3', '4', '5', '6'], {
      error: REQUIREMENT_MESSAGES.budget,
    }),
    sceneId: z.number({ error: REQUIREMENT_MESSAGES.scene }).int().positive(REQUIREMENT_MESSAGES.scene),
    categoryPath: z.array(z.number().int().positive()).min(1, REQUIREMENT_MESSAGES.category).max(10),
    provinceCode: z.string({ error: REQUIREMENT_MESSAGES.address }).regex(/^\d{6}$/, REQUIREMENT_MESSAGES.address),
    cityCode: z.string({ error: REQUIREMENT_MESSAGES.address }).regex(/^\d{6}$/, REQUIREMENT_MESSAGES.address),
    areaCode: z.string({ error: REQUIREMENT_MESSAGES.address }).regex(/^\d{6}$/, REQUIREMENT_MESSAGES.address),
    remark: required(REQUIREMENT_MESSAGES.remark, 500),
    clientSource: z.literal(1).optional().default(1),
    entranceType: z.number().int().optional().default(REQUIREMENT_DEFAULTS.entranceType),
    requirementTypeId: z.literal(8).optional().default(8),
  })
  .superRefine((v, ctx) => {
    if (v.identity === RequirementIdentity.company && !v.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: REQUIREMENT_MESSAGES.company });
    }
  });

export type RequirementInput = z.input<typeof requirementSchema>;

export const requirementOptionsSchema = z.object({
  budgets: z.array(z.object({ itemName: z.string(), itemValue: z.string() })),
  scenes: z.array(z.object({ sceneId: z.number(), sceneName: z.string() })),
  categories: z.array(z.object({ id: z.number(), itemValue: z.string() })),
});

export type RequirementOptions = z.infer<typeof requirementOptionsSchema>;

export const requirementItemSchema = z.object({
  id: z.number(),
  identity: z.number(),
  contact: z.string(),
  phone: z.string(),
  companyName: z.string(),
  budgetName: z.string(),
  sceneName: z.string(),
  categoryNames: z.string(),
  address: z.string(),
  remark: z.string(),
  clientSource: z.number(),
  entranceType: z.number(),
  requirementTypeId: z.number(),
  createdAt: z.string(),
});

export type RequirementItem = z.infer<typeof requirementItemSchema>;
