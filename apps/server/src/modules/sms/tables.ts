import type { Scoped } from '../../db/scoped.ts';

/** The tables the sms module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = ['sms_code', 'sms_outbox', 'sms_challenge', 'sms_budget'] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
