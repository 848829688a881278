import { sql, type Kysely } from 'kysely';

/**
 * The boards' rollups (issue 60): per Beijing day, what was paid (mall orders with a payment, by the day it was paid)
 * and what was refunded (after-sale refunds, by the day they were refunded), by shipping dealer, buyer, province and
 * flash sale; and per day, dealer and model the units and net amounts. Kept by the board module's refresh job, read by
 * every board instead of the orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table board_sale_day (
      day char(10) not null,
      shop_merchant_no text not null,
      buyer_key text not null,
      province_name text not null,
      flash boolean not null,
      orders integer not null,
      paid_fen integer not null,
      refund_fen integer not null,
      primary key (day, shop_merchant_no, buyer_key, province_name, flash)
    );
    create index board_sale_day_shop on board_sale_day (shop_merchant_no, day);
    create table board_model_day (
      day char(10) not null,
      shop_merchant_no text not null,
      buyer_key text not null,
      model text not null,
      units integer not null,
      refund_units integer not null,
      net_fen integer not null,
      primary key (day, shop_merchant_no, buyer_key, model)
    );
    create index board_model_day_shop on board_model_day (shop_merchant_no, day);
    create index board_model_day_buyer on board_model_day (buyer_key, day);
    create index board_sale_day_buyer on board_sale_day (buyer_key, day);
    create table board_refresh (
      id integer primary key,
      refreshed_at timestamptz,
      covered_from char(10),
      constraint board_refresh_one check (id = 1)
    );
    insert into board_refresh (id) values (1);
    -- the refresh reads the orders paid in a range of days, and the first one paid
    create index mall_order_paid_at on mall_order (paid_at) where paid_at is not null;
  `.execute(db);
}
