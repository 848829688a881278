import type { Scoped } from '../../db/scoped.ts';

/** The tables the after-sale module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = ['after_sale', 'after_sale_line', 'after_sale_step'] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
