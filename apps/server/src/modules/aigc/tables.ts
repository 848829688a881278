import type { Scoped } from '../../db/scoped.ts';

/** The tables the aigc module owns (AI scripts and videos). */
export const TABLES = ['aigc_session', 'aigc_feedback', 'aigc_script', 'aigc_video'] as const;

export type Db = Scoped<(typeof TABLES)[number]>;
