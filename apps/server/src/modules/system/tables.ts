/** The system module owns no table: it asks the modules that own what it needs (docs/architecture.md). */
export const TABLES = [] as const;
