import { sql, type Kysely } from 'kysely';

/**
 * The parcels a mall order was shipped in (issue 45 §2): carrier (the domain's CARRIERS code) and tracking number,
 * written in the transaction that moves the order to 已发货. One number once per order and carrier: a repeated
 * write (a double click past the status move) cannot add a second row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mall_order_parcel (
      id bigint generated always as identity primary key,
      order_id bigint not null references mall_order (id) on delete cascade,
      seq smallint not null check (seq between 1 and 10),
      carrier text not null check (char_length(carrier) between 1 and 10),
      tracking_no text not null check (char_length(tracking_no) between 1 and 40),
      shipped_at timestamptz not null,
      created_at timestamptz not null default now(),
      unique (order_id, carrier, tracking_no),
      unique (order_id, seq)
    );
  `.execute(db);
}
