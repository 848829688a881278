import type { Scoped } from '../../db/scoped.ts';

/** The tables the survey module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = ['survey_scene', 'survey_guide', 'survey_hidden_product'] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
