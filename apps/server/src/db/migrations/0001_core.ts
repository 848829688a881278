import { sql, type Kysely } from 'kysely';

/** Accounts, merchants (enterprises and dealers), identities, dealer bindings and tokens. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table account (
      id bigserial primary key,
      account_no text not null unique,
      phone text not null unique,
      password_hash text,
      nickname text,
      avatar_url text,
      is_sales boolean not null default false,
      person_auth_status integer not null default 0,
      engineer boolean not null default false,
      engineer_status integer not null default 0,
      survey_permission boolean not null default false,
      current_merchant_no text,
      status integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table merchant (
      id bigserial primary key,
      merchant_no text not null unique,
      enterprise_no text unique,
      enterprise_type integer not null,
      company_name text not null,
      credit_code text,
      auth_status integer not null default 0,
      audit_status integer not null default 0,
      verification_status integer not null default 0,
      member_level integer not null default 0,
      province_code text, province_name text,
      city_code text, city_name text,
      area_code text, area_name text,
      address text,
      contact_name text,
      contact_phone text,
      latitude double precision,
      longitude double precision,
      business_scope text,
      status integer not null default 1 check (status in (0, 1)),
      will_freeze boolean not null default false,
      smb boolean not null default false,
      is_bd boolean not null default false,
      has_store boolean not null default false,
      store_type integer,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index merchant_type_region_idx on merchant (enterprise_type, province_code, city_code, area_code);

    create table merchant_group_bind (
      id bigserial primary key,
      merchant_no text not null references merchant (merchant_no),
      title text not null,
      tag_name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (merchant_no, tag_name)
    );

    -- An identity: the account acts for this merchant, as its owner or as an employee.
    create table merchant_member (
      id bigserial primary key,
      account_id bigint not null references account (id),
      merchant_no text not null references merchant (merchant_no),
      employee boolean not null default false,
      employee_type integer check (employee_type in (1, 2, 3)),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (account_id, merchant_no)
    );

    -- Whom a buyer (an account, acting for a merchant or as a person) orders from.
    create table dealer_binding (
      id bigserial primary key,
      account_id bigint not null references account (id),
      buyer_merchant_no text,
      first_merchant_no text not null references merchant (merchant_no),
      choosing boolean not null default false,
      default_status boolean not null default false,
      province_code text, province_name text,
      city_code text, city_name text,
      area_code text, area_name text,
      street_code text, street_name text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index dealer_binding_unique on dealer_binding (account_id, coalesce(buyer_merchant_no, ''), first_merchant_no);

    create table auth_token (
      id bigserial primary key,
      token_hash text not null unique,
      account_id bigint not null references account (id),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      user_agent text,
      ip text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index auth_token_account_idx on auth_token (account_id);

    create table solution_industry (
      id integer primary key,
      name text not null,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}
