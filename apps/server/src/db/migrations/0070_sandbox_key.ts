import { sql, type Kysely } from 'kysely';

/**
 * sandbox_key: the payment sandbox's key material (payment-sandbox/keys.ts), one row, in the database so that every
 * instance on it signs and verifies with the same keys (they were in DATA_DIR, one directory per instance).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sandbox_key (
      name text primary key,
      keys jsonb not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sandbox_key`.execute(db);
}
