/**
 * The planner's statistics of the catalogue's tables. PGlite has no autovacuum, and a PostgreSQL may run with it
 * off: tables filled in bulk (the demo seed, an import of private products) then have none, and the planner guesses
 * — a product's accessories were read by hashing every model (7.9 ms a detail instead of 0.2 ms; 2026-11-26,
 * docs/benchmarks.md). A periodic task analyses the tables that were never analysed, and on PostgreSQL those changed
 * by more than autovacuum's default share since their last analysis.
 */
import { sql } from 'kysely';
import { TABLES, type Db } from './tables.ts';

/** Catalogue tables whose statistics are missing or stale: never analysed (reltuples < 0), or much changed since. */
async function staleTables(db: Db): Promise<string[]> {
  const rows = await sql<{ relname: string }>`
    select c.relname from pg_class c
    left join pg_stat_user_tables t on t.relid = c.oid
    where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace and c.relname = any(${[...TABLES]}::text[])
      and (c.reltuples < 0 or coalesce(t.n_mod_since_analyze, 0) > 50 + 0.1 * c.reltuples)
    order by c.relname`.execute(db);
  return rows.rows.map((r) => r.relname);
}

/** Analyse the catalogue tables that need it; answers their names. Safe on several instances at once. */
export async function refreshStatistics(db: Db): Promise<string[]> {
  const stale = await staleTables(db);
  for (const name of stale) await sql`analyze ${sql.table(name)}`.execute(db);
  return stale;
}
