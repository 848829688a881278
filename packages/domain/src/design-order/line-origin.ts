/**
 * Where a design order's line came from (the design-order detail shows it): units the list put there (the
 * selection, the edit page) and units the survey's plan added (a product placed at a point, a mount for a
 * camera). A line records how many of its units the plan added (plan_quantity); the rest are the list's.
 * Part 2 of the survey (topology) adds its own count here as `topology` when its lines exist.
 */
import { z } from 'zod';

export const LINE_ORIGINS = ['list', 'plan', 'topology'] as const;
export type LineOriginKind = (typeof LINE_ORIGINS)[number];
export const LINE_ORIGIN_LABELS: Record<LineOriginKind, string> = {
  list: '清单',
  plan: '平面图布点',
  topology: '拓扑',
};

export const lineOriginSchema = z.object({
  list: z.number(),
  plan: z.number(),
  topology: z.number().optional(),
});
export type LineOrigin = z.infer<typeof lineOriginSchema>;

/** A line's origin from its quantity and the units the plan added (never negative, never above the quantity). */
export function lineOrigin(quantity: number, planQuantity: number): LineOrigin {
  const plan = Math.min(Math.max(planQuantity, 0), Math.max(quantity, 0));
  return { list: Math.max(quantity, 0) - plan, plan };
}

/** The parts to show, e.g. [清单 1, 平面图布点 2]; a part with no units is left out. */
export function lineOriginParts(o: LineOrigin): { kind: LineOriginKind; label: string; count: number }[] {
  return LINE_ORIGINS.filter((k) => (o[k] ?? 0) > 0).map((k) => ({
    kind: k,
    label: LINE_ORIGIN_LABELS[k],
    count: o[k] ?? 0,
  }));
}
