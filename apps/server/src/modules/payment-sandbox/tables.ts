import type { Scoped } from '../../db/scoped.ts';

/** The tables the payment-sandbox module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = ['sandbox_trade', 'sandbox_refund', 'sandbox_key'] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
