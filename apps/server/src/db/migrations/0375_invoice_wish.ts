import { sql, type Kysely } from 'kysely';

/**
 * An invoice asked for at checkout (issue 59 §2): the buyer's kind, title and email kept with the order until it is
 * paid, then turned into a request by the queue's invoice.wishes (claimed with SKIP LOCKED; the request's own unique
 * index keeps an order on one live invoice whoever turns it). One wish per order: asked again, it replaces the one
 * not yet turned. `failure` keeps why a paid order's wish could not become a request (its title was deleted …).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invoice_wish (
      id bigint generated always as identity primary key,
      order_no text not null unique,
      account_id bigint not null,
      kind text not null,
      title_id bigint not null,
      email text not null default '',
      invoice_id bigint references invoice (id) on delete set null,
      failure text,
      done_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index invoice_wish_waiting on invoice_wish (created_at) where done_at is null;
  `.execute(db);
}
