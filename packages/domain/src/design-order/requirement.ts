/**
 * The scheme-design service request (part 2 Screen F, §3, §5): identity first (company or person), then contact,
 * phone, company (company identity only), budget, scene, product types, project address and the need; the
 * submission adds clientSource 1, entranceType 10 and requirementTypeId 8.
 */
import { z } from 'zod';
import { messages } from '../core/index.ts';

export const REQUIREMENT_API = {
  options: '/api-cloud-merchant-service/v1/requirement/options',
  submit: '/api-cloud-merchant-service/v1/requirement/postRequirementSubmit',
  page: '/api-cloud-merchant-service/v1/requirement/page',
} as const;

export const REQUIREMENT_MESSAGES = messages('REQUIREMENT', {
  identity: '请先选择身份',
  contact: '联系人不能为空',
  phone: '联系电话不能为空',
  phoneFormat: '请输入正确的联系电话',
  scene: '安装场景不能为空',
  category: '产品类型不能为空',
  company: '公司名称不能为空',
  address: '项目地址不能为空',
  remark: '需求描述不能为空',
  budget: '请选择预算范围',
  success: '需求提交成功',
  successText: '我们已收到您的需求，稍后会有专人与您联系。',
});

export const REQUIREMENT_DEFAULTS = { clientSource: 1, entranceType: 10, requirementTypeId: 8 } as const;
export const PHONE_MAX_LENGTH = 12;
export const RequirementIdentity = { company: 1, person: 2 } as const;

export const BUDGET_OPTIONS = [
  { itemName: '5万元以下', itemValue: '1' },
  { itemName: '5万-10万元', itemValue: '2' },
  { itemName: '10万-30万元', itemValue: '3' },
  { itemName: '30万-50万元', itemValue: '4' },
  { itemName: '50万-100万元', itemValue: '5' },
  { itemName: '100万元以上', itemValue: '6' },
] as const;

/** A landline (leading 0, optional area code with a hyphen, 7-8 digits) or a mobile of 11 digits (1, then 3-9). */
export function isContactPhone(v: string): boolean {
  return /^1[3-9]\d{9}$/.test(v) || /^0\d{2,3}-?\d{7,8}$/.test(v) || /^[1-9]\d{6,7}$/.test(v);
}

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

/** Submit is enabled only when every required field is filled (the company name only for a company). */
export function requirementComplete(v: Partial<Record<string, unknown>>): boolean {
  const filled = (k: string) => {
    const x = v[k];
    return Array.isArray(x) ? x.length > 0 : x !== undefined && x !== null && String(x).trim() !== '';
  };
  const keys = [
    'identity',
    'contact',
    'phone',
    'budgetRangeCode',
    'sceneId',
    'categoryPath',
    'provinceCode',
    'cityCode',
    'areaCode',
    'remark',
  ];
  return keys.every(filled) && (v.identity !== RequirementIdentity.company || filled('companyName'));
}

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
