import type { Scoped } from '../../db/scoped.ts';

/** The tables the quotation module owns (docs/architecture.md, "Modules and their tables"). */
export const TABLES = ['quotation_profile'] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
