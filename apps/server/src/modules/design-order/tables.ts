import type { Scoped } from '../../db/scoped.ts';

/** The tables the design-order module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = [
  'design_list_item',
  'design_order',
  'design_order_line',
  'pricing_group',
  'pricing_group_member',
  'design_point',
] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
