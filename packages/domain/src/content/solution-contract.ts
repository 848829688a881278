/** The schemas of solution.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { CONTENT_MESSAGES } from './content.ts';
import { SOLUTION_PRODUCTS_MAX, SOLUTION_QUANTITY_MAX } from './solution.ts';

const id = z.coerce
  .number({ error: CONTENT_MESSAGES.solutionNotFound })
  .int(CONTENT_MESSAGES.solutionNotFound)
  .min(1, CONTENT_MESSAGES.solutionNotFound)
  .max(Number.MAX_SAFE_INTEGER, CONTENT_MESSAGES.solutionNotFound);

/** One line of a solution's list as the staff edits it: a public catalogue model number and its quantity. */
export const solutionProductLineSchema = z.object({
  skuNo: z
    .string({ error: CONTENT_MESSAGES.productModelRequired })
    .trim()
    .min(1, CONTENT_MESSAGES.productModelRequired)
    .max(64, CONTENT_MESSAGES.productUnknown),
  quantity: z
    .number({ error: CONTENT_MESSAGES.productQuantity })
    .int(CONTENT_MESSAGES.productQuantity)
    .min(1, CONTENT_MESSAGES.productQuantity)
    .max(SOLUTION_QUANTITY_MAX, CONTENT_MESSAGES.productQuantity),
});

export type SolutionProductLine = z.infer<typeof solutionProductLineSchema>;

/** The whole list, in its shown order: no model twice. */
export const solutionProductLinesSchema = z
  .array(solutionProductLineSchema)
  .max(SOLUTION_PRODUCTS_MAX, CONTENT_MESSAGES.productsTooMany)
  .refine((l) => new Set(l.map((x) => x.skuNo)).size === l.length, CONTENT_MESSAGES.productDuplicate);

export const solutionProductsQuerySchema = z.object({ contentId: id });

export const solutionProductSchema = z.object({
  skuNo: z.string(),
  spuNo: z.string(),
  skuName: z.string(),
  spuName: z.string(),
  model: z.string(),
  picUrl: z.string().nullable(),
  quantity: z.number().int(),
  /** This viewer's unit price in fen; null = no price for this viewer (cannot be bought). */
  priceFen: z.number().int().nullable(),
  /** Unit price × quantity in fen; null when there is no price. */
  amountFen: z.number().int().nullable(),
  stock: z.number().int(),
  /** 0 on sale, 1 off sale. */
  status: z.number().int(),
});

export type SolutionProduct = z.infer<typeof solutionProductSchema>;

export const solutionProductsSchema = z.object({
  contentId: z.number(),
  title: z.string(),
  list: z.array(solutionProductSchema),
  /** Sum of the priced lines in fen. */
  totalFen: z.number().int(),
});

export type SolutionProducts = z.infer<typeof solutionProductsSchema>;
