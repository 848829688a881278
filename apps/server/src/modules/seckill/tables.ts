import type { Scoped } from '../../db/scoped.ts';

/** The tables the seckill module owns: only its queries read or write them (docs/architecture.md, "Modules and their tables"). */
export const TABLES = [
  'seckill_activity',
  'seckill_activity_shop',
  'seckill_buyer',
  'seckill_order',
  'seckill_follow',
] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
