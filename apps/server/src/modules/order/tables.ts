import type { Scoped } from '../../db/scoped.ts';

/** The tables the order module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = ['mall_order', 'mall_order_line', 'mall_order_parcel', 'stock_movement'] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
