/** The schemas of rules.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { businessNoSchema } from '../catalogue/index.ts';
import { COMPARE_MAX, COMPARE_MESSAGES } from './rules.ts';

export const compareKeySchema = z.object({
  spuNo: businessNoSchema(COMPARE_MESSAGES.skuNotFound),
  skuNo: businessNoSchema(COMPARE_MESSAGES.skuNotFound),
});

export type CompareKey = z.infer<typeof compareKeySchema>;

export const compareBatchSchema = z.object({
  list: z.array(compareKeySchema).max(COMPARE_MAX * 2, '一次最多添加12个产品'),
});

export const directCompareSchema = z.object({
  list: z.array(compareKeySchema).min(2, COMPARE_MESSAGES.atLeastTwo).max(COMPARE_MAX, COMPARE_MESSAGES.full),
});

/** A compare item (part 1 §3). */
export const compareItemSchema = z.object({
  spuNo: z.string(),
  skuNo: z.string(),
  skuName: z.string(),
  spuName: z.string(),
  picUrl: z.string().nullable(),
  price: z.number().nullable(),
  referPrice: z.number().nullable(),
  skuModel: z.string(),
  skuDesc: z.string().nullable(),
  status: z.number(),
  separateCategory: z.boolean(),
  firstCategoryId: z.number().nullable(),
  secondCategoryId: z.number().nullable(),
  secondCategoryName: z.string().nullable(),
  compareSkuAttrList: z.array(z.object({ attrName: z.string(), attrValue: z.string() })),
});

export type CompareItem = z.infer<typeof compareItemSchema>;

export const compareResultSchema = z.object({
  compareSkuList: z.array(compareItemSchema.extend({ skuDescDiff: z.boolean() })),
  compareSkuAttrList: z.array(z.object({ attrName: z.string(), values: z.array(z.string()), diff: z.boolean() })),
  diffAttrIdxArr: z.array(z.number()),
});

export type CompareResult = z.infer<typeof compareResultSchema>;
