import type { Scoped } from '../../db/scoped.ts';

/** The tables the material module owns (marketing materials for certified accounts). */
export const TABLES = ['material_category', 'material_file'] as const;

export type Db = Scoped<(typeof TABLES)[number]>;
