import type { Scoped } from '../../db/scoped.ts';

/** The tables the imports module owns (docs/architecture.md, "Modules and their tables"). */
export const TABLES = ['import_job', 'integration_key'] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
