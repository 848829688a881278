import { sql, type Kysely } from 'kysely';

/**
 * Invoice titles (发票抬头, issue 59 §1): a buyer's personal or company titles; a company's taxpayer number is a
 * checked unified social credit code (domain invoice/taxpayer.ts); at most one default per account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invoice_title (
      id bigint generated always as identity primary key,
      account_id bigint not null references account (id) on delete cascade,
      kind text not null check (kind in ('personal', 'company')),
      name text not null,
      tax_no text not null default '',
      registered_address text not null default '',
      registered_phone text not null default '',
      bank_name text not null default '',
      bank_account text not null default '',
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (kind = 'company' or tax_no = '')
    );
    create index invoice_title_account on invoice_title (account_id, id);
    create unique index invoice_title_one_default on invoice_title (account_id) where is_default;
  `.execute(db);
}
