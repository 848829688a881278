/** The schemas of line-origin.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';

export const lineOriginSchema = z.object({
  list: z.number(),
  plan: z.number(),
  wiring: z.number().optional(),
  topology: z.number().optional(),
  mount: z.number().optional(),
});

export type LineOrigin = z.infer<typeof lineOriginSchema>;
