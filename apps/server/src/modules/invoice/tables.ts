import type { Scoped } from '../../db/scoped.ts';

/** The tables the invoice module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = ['invoice_title', 'invoice', 'invoice_order', 'invoice_seller', 'invoice_wish'] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
