import { sql, type Kysely } from 'kysely';

/**
 * The quotation's letterhead and terms (issue 44 §5): one record per account, saved over (an upsert), used by the
 * PDF and xlsx quotations and the print view of every design order the account owns. The logo is a private file.
 * The limits are the domain's QUOTATION_LIMITS, checked here too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table quotation_profile (
      account_id bigint primary key references account (id) on delete cascade,
      company_name text not null check (char_length(company_name) between 1 and 60),
      contact_name text not null default '' check (char_length(contact_name) <= 30),
      phone text not null default '' check (char_length(phone) <= 30),
      address text not null default '' check (char_length(address) <= 120),
      logo_url text,
      tax_rate integer not null check (tax_rate between 0 and 3000),
      validity_days integer not null check (validity_days between 1 and 365),
      terms text not null default '' check (char_length(terms) <= 1000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}
