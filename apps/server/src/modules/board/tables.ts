import type { Scoped } from '../../db/scoped.ts';

/** The tables the board module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = ['board_sale_day', 'board_model_day', 'board_refresh'] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
