import { sql, type Kysely } from 'kysely';

/**
 * Calculator usage reports (part 2 §2): one row per calculator type used in a visit of the calculator layout,
 * with the number of calculations viewed or performed. Guests are anonymous (account_id null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table calculator_usage (
      id bigserial primary key,
      type text not null,
      count integer not null check (count between 1 and 1000),
      account_id bigint references account (id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index calculator_usage_type_idx on calculator_usage (type, created_at);
  `.execute(db);
}
