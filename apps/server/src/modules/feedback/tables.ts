import type { Scoped } from '../../db/scoped.ts';

/** The tables the feedback module owns (complaints and suggestions, clues). */
export const TABLES = ['feedback', 'clue'] as const;

export type Db = Scoped<(typeof TABLES)[number]>;
