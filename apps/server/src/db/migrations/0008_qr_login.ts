import { sql, type Kysely } from 'kysely';

/** QR login codes: stored hashed; waiting → confirmed (by a logged-in account) → consumed (one token issued). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table qr_login (
      id bigserial primary key,
      code_hash text not null unique,
      status text not null default 'waiting' check (status in ('waiting', 'confirmed', 'consumed')),
      account_id bigint references account (id) on delete cascade,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index qr_login_expires_idx on qr_login (expires_at);
  `.execute(db);
}
