/** The schemas of wiring-doc.ts (zod: kept apart so a page that uses only the constants loads no schema). */
import { z } from 'zod';
import { WIRING_LIMITS } from './wiring-doc.ts';

const num = z.number().finite();

const pt = z.object({ x: num, y: num });

export const wellSchema = z.looseObject({
  id: z.string().min(1).max(40),
  at: pt,
  label: z.string().max(30),
  cabinetHeightMm: z.number().min(0).max(WIRING_LIMITS.heightMm),
});

export const trunkingSchema = z.looseObject({
  id: z.string().min(1).max(40),
  points: z.array(pt).min(2).max(WIRING_LIMITS.trunkingPoints),
  heightMm: z.number().min(0).max(WIRING_LIMITS.heightMm),
});
