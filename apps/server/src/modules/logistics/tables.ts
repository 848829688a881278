import type { Scoped } from '../../db/scoped.ts';

/** The tables the logistics module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = ['logistics_template', 'logistics_template_region'] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
