import type { Scoped } from '../../db/scoped.ts';

/** The tables the promotion module owns: activities, their models, shops, buyers' counts, uses, and the placements. */
export const TABLES = [
  'promotion_activity',
  'promotion_item',
  'promotion_shop',
  'promotion_buyer',
  'promotion_use',
  'placement',
] as const;

/** The database as this module's queries see it. */
export type Db = Scoped<(typeof TABLES)[number]>;
