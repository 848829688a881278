import { sql, type Kysely } from 'kysely';

/**
 * The post-login prompt chain (part 1 §4): versioned protocols and what each account answered (1 disagree,
 * 2 later, 3 agree), and per-account notices (repeated enterprise name, waiting-share cash, price change).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table protocol (
      id bigserial primary key,
      code integer not null,
      version integer not null,
      protocol_name text not null,
      protocol_url text not null,
      -- sign: part of the sign-protocol verification; safety: the service-safety confirmation
      kind text not null default 'sign' check (kind in ('sign', 'safety')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (code, version)
    );

    create table protocol_sign (
      id bigserial primary key,
      account_id bigint not null references account (id) on delete cascade,
      protocol_id bigint not null references protocol (id),
      action integer not null check (action in (1, 2, 3)),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index protocol_sign_account_idx on protocol_sign (account_id, protocol_id, created_at desc);

    create table account_notice (
      id bigserial primary key,
      account_id bigint not null references account (id) on delete cascade,
      kind text not null check (kind in ('repeatName', 'waitingShare', 'priceChange')),
      payload text not null,
      done_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (account_id, kind)
    );
  `.execute(db);
}
