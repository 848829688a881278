import { sql, type Kysely } from 'kysely';

/**
 * Who surveys or installs a design order's project (part 2 §7 servicer info get/save): one record per order, saved
 * over (an upsert on the order), shown on the order. The survey's wall-recognition jobs keep the walls as found.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table survey_servicer (
      order_id bigint primary key references design_order (id) on delete cascade,
      account_id bigint not null references account (id) on delete cascade,
      role text not null check (role in ('survey', 'install', 'both')),
      company text not null default '' check (char_length(company) <= 60),
      contact_name text not null check (char_length(contact_name) between 1 and 20),
      phone text not null check (phone ~ '^1[0-9]{10}$'),
      planned_date date,
      note text not null default '' check (char_length(note) <= 200),
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}
