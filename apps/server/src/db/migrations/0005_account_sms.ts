import { sql, type Kysely } from 'kysely';

/**
 * SMS codes (hashed, one use, purpose-bound, burned after 5 wrong tries), the SMS outbox of the default
 * provider, and failed logins for the per-account-and-address slow-down.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sms_code (
      id bigserial primary key,
      phone text not null,
      purpose text not null check (purpose in ('login', 'register', 'reset', 'changePhone')),
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      used_at timestamptz,
      ip text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index sms_code_phone_idx on sms_code (phone, purpose, created_at desc);
    create index sms_code_ip_idx on sms_code (ip, created_at);

    create table sms_outbox (
      id bigserial primary key,
      phone text not null,
      content text not null,
      provider text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index sms_outbox_phone_idx on sms_outbox (phone, id desc);

    create table login_failure (
      id bigserial primary key,
      login text not null,
      ip text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index login_failure_login_idx on login_failure (login, ip, created_at);
    create index login_failure_ip_idx on login_failure (ip, created_at);
  `.execute(db);
}
