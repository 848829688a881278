import { sql } from 'kysely';

/** The Beijing date ('YYYY-MM-DD') of a timestamptz column, the same on PostgreSQL and PGlite (the boards' days). */
export const chinaDay = (column: string) =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
