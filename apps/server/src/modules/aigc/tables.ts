import type { Scoped } from '../../db/scoped.ts';

/** The tables the aigc module owns (AI scripts and videos, and the instances that render them). */
export const TABLES = ['aigc_session', 'aigc_feedback', 'aigc_script', 'aigc_video', 'aigc_renderer'] as const;

export type Db = Scoped<(typeof TABLES)[number]>;
