import { sql, type Kysely } from 'kysely';

/**
 * The design funnel's last stage (issue 60 §1): a cart line put there from a design order (「加入购物车」 on the order)
 * remembers the order's number, and the mall order line placed from it keeps it, so "design orders turned into orders"
 * is counted from the orders themselves. The first index serves the board's look-up of the orders behind design
 * orders; the second a second-level dealer's or installer's board (what it paid per model and month).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table cart_item add column design_order_no text;
    alter table mall_order_line add column design_order_no text;
    create index mall_order_line_design_order_idx on mall_order_line (design_order_no, order_id)
      where design_order_no is not null;
    create index mall_order_buyer_paid_idx on mall_order (buyer_merchant_no, paid_at)
      where buyer_merchant_no is not null and paid_at is not null;
  `.execute(db);
}
