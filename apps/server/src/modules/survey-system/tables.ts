import type { Scoped } from '../../db/scoped.ts';

/** The tables the survey-system module owns (docs/architecture.md, "Modules and their tables"). */
export const TABLES = [
  'survey_cable_run',
  'survey_topology',
  'survey_job',
  'survey_servicer',
  'survey_wiring',
  'survey_topology_state',
] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
