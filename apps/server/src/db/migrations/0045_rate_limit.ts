import { sql, type Kysely } from 'kysely';

/**
 * rate_limit: one row per limited key (route and client address) and its current fixed window, counted by one
 * conditional upsert (modules/rate-limit), so every server instance on this database shares the count and a
 * restart forgets nothing. Rows whose window ended are deleted now and then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limit (
      key text primary key,
      hits integer not null,
      expires_at timestamptz not null
    );
    create index rate_limit_expires_idx on rate_limit (expires_at);
  `.execute(db);
}
