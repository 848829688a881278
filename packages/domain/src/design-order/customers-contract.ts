/** The schemas of customers.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { pageNumber, pageSize } from '../core/index.ts';

/** Pricing group: id, groupName (with how many customers it holds). */
export const pricingGroupSchema = z.object({ id: z.number(), groupName: z.string(), memberCount: z.number() });

export type PricingGroup = z.infer<typeof pricingGroupSchema>;

/** Customer member: accountNo, name, phone, remark. */
export const customerMemberSchema = z.object({
  accountNo: z.string(),
  name: z.string(),
  phone: z.string(),
  remark: z.string(),
});

export type CustomerMember = z.infer<typeof customerMemberSchema>;

export const memberQuerySchema = z.object({
  groupId: z.coerce.number().int().positive(),
  keyword: z.string().trim().max(50, '搜索内容不能超过50个字符').optional(),
  page: pageNumber,
  size: pageSize(20),
});
