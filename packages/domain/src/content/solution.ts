/**
 * A solution's product list (part 1 §2 "/solution/solutionPurchase"): the models a solution recommends, each with its
 * quantity and this viewer's price (the catalogue's per-viewer price; null when this viewer has no price for it).
 */
import { z } from 'zod';
import { CONTENT_MESSAGES } from './content.ts';

const id = z.coerce
  .number({ error: CONTENT_MESSAGES.solutionNotFound })
  .int(CONTENT_MESSAGES.solutionNotFound)
  .min(1, CONTENT_MESSAGES.solutionNotFound)
  .max(Number.MAX_SAFE_INTEGER, CONTENT_MESSAGES.solutionNotFound);

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

/** A line's amount: unit price × quantity (integer fen), null without a price. */
export const solutionLineAmount = (priceFen: number | null, quantity: number): number | null =>
  priceFen === null ? null : priceFen * quantity;
