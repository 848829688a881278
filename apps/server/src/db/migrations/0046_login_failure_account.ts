import { sql, type Kysely } from 'kysely';

/**
 * login_failure counts per account (ACCOUNT_LOCKOUT): a failure names the account it was for when there is one, and
 * a successful password sign-in or a reset marks the failures so far as cleared instead of deleting them, so the
 * owner still sees them (time, address) in the account settings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table login_failure
      add column account_id bigint references account (id) on delete cascade,
      add column cleared boolean not null default false;
    create index login_failure_account_idx on login_failure (account_id, created_at) where account_id is not null;
  `.execute(db);
}
