/** The ops module owns no table: the job queue keeps its jobs in pg-boss's own schema (src/queue). */
export const TABLES = [] as const;
