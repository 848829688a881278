import { sql, type Kysely } from 'kysely';

/**
 * Enterprise certification applications (/auth) and their review by a provider sales account. An approved
 * application creates the merchant and makes the applicant its owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table enterprise_cert (
      id bigserial primary key,
      enterprise_no text not null unique,
      account_id bigint not null references account (id),
      company_name text not null,
      credit_code text not null,
      enterprise_type integer not null check (enterprise_type in (2, 3)),
      licence_url text not null,
      contact_name text not null,
      contact_phone text not null,
      province_code text not null, province_name text not null,
      city_code text not null, city_name text not null,
      area_code text not null, area_name text not null,
      address text not null,
      status integer not null default 0 check (status in (0, 1, 2)),
      reject_reason text,
      reviewer_account_id bigint references account (id),
      reviewed_at timestamptz,
      merchant_no text references merchant (merchant_no),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    -- one application per account; a credit code can be certified once
    create unique index enterprise_cert_account_idx on enterprise_cert (account_id);
    create unique index enterprise_cert_credit_approved_idx on enterprise_cert (credit_code) where status = 1;
    create index enterprise_cert_status_idx on enterprise_cert (status, created_at);
  `.execute(db);
}
