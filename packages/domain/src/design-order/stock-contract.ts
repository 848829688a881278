/** The schemas of stock.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { STOCK_SIDS_MAX } from './stock.ts';

export const stockQuerySchema = z.object({
  sids: z.array(z.string().min(1).max(64)).min(1).max(STOCK_SIDS_MAX),
});

export const stockTotalsSchema = z.record(z.string(), z.number());

export type StockTotals = z.infer<typeof stockTotalsSchema>;
