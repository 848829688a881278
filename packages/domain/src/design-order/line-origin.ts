/**
 * Where a design order's line came from (the design-order detail shows it): units the list put there (the
 * selection, the edit page) and units the survey's plan added (a product placed at a point, a mount for a
 * camera). A line records how many of its units the plan added (plan_quantity); the rest are the list's. A line
 * the survey's system steps derive (design_order_line.origin: the wiring's cable boxes, RJ-45 and modules, the
 * topology's switches, NVRs and disks, the brackets the plan's mounted cameras need) is that step's, whole.
 */
import { type LineOrigin } from './line-origin-contract.ts';

export const DERIVED_LINE_ORIGINS = ['wiring', 'topology', 'mount'] as const;

export type DerivedLineOrigin = (typeof DERIVED_LINE_ORIGINS)[number];

export const LINE_ORIGINS = ['list', 'plan', ...DERIVED_LINE_ORIGINS] as const;

export type LineOriginKind = (typeof LINE_ORIGINS)[number];

export const LINE_ORIGIN_LABELS: Record<LineOriginKind, string> = {
  list: '清单',
  plan: '平面图布点',
  wiring: '智能布线',
  topology: '拓扑',
  mount: '安装支架',
};

/**
 * A line's origin from its quantity and the units the plan added (never negative, never above the quantity); a line
 * a system step derived (`derived`) is all that step's.
 */
export function lineOrigin(
  quantity: number,
  planQuantity: number,
  derived: DerivedLineOrigin | null = null,
): LineOrigin {
  if (derived) return { list: 0, plan: 0, [derived]: Math.max(quantity, 0) };
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

/** The system step that derived the line, if one did (such a line follows its step: it is not placed by hand). */
export const derivedOrigin = (o: LineOrigin | undefined): DerivedLineOrigin | null =>
  DERIVED_LINE_ORIGINS.find((k) => (o?.[k] ?? 0) > 0) ?? null;
