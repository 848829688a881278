import { sql, type Kysely } from 'kysely';

/**
 * After-sale (issue 45 §1): a buyer's return, exchange or warranty repair of a delivered order line.
 * - after_sale: one request, its state (the domain's AFTER_SALE_STATES; every move a conditional update from the
 *   state the transition table names), the line as it was ordered, the parcels back and out, and its refund: the
 *   refund number is fixed once (unique), so asking the payment module again never refunds twice.
 * - after_sale_line: per order line, the units held by open requests (never above what was delivered: the check,
 *   moved by conditional updates) and the units refunded so far (the cumulative split of the line's paid amount).
 * - after_sale_step: the timeline both order pages show.
 * The credits ledger learns one more reference type: credits an order earned, taken back by a refund.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table after_sale (
      id bigint generated always as identity primary key,
      after_sale_no text not null unique,
      order_no text not null,
      line_no integer not null,
      account_id bigint not null,
      shop_merchant_no text not null,
      shop_name text not null,
      kind text not null check (kind in ('return', 'exchange', 'repair')),
      state text not null default 'applied' check (state in
        ('applied', 'accepted', 'refused', 'cancelled', 'shippedBack', 'received', 'refunded', 'resent', 'closed')),
      reason_code text not null,
      reason_text text not null default '',
      quantity integer not null check (quantity > 0),
      sku_no text not null,
      sku_name text not null,
      spu_name text not null,
      model text not null,
      pic_url text,
      pictures jsonb not null default '[]',
      refuse_reason text,
      back_carrier text,
      back_tracking_no text,
      out_carrier text,
      out_tracking_no text,
      refund_fen integer check (refund_fen >= 0),
      refund_no text unique,
      refund_claimed_until timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index after_sale_order_idx on after_sale (order_no, id);
    create index after_sale_account_idx on after_sale (account_id, id desc);
    create index after_sale_shop_idx on after_sale (shop_merchant_no, id desc);

    create table after_sale_line (
      order_no text not null,
      line_no integer not null,
      quantity integer not null check (quantity > 0),
      held integer not null default 0,
      refunded_units integer not null default 0,
      primary key (order_no, line_no),
      check (held between 0 and quantity),
      check (refunded_units between 0 and quantity)
    );

    create table after_sale_step (
      id bigint generated always as identity primary key,
      after_sale_id bigint not null references after_sale (id) on delete cascade,
      event text not null,
      state text not null,
      by_side text not null check (by_side in ('buyer', 'seller')),
      note text not null default '',
      created_at timestamptz not null default now()
    );
    create index after_sale_step_idx on after_sale_step (after_sale_id, id);

    alter table credit_ledger drop constraint if exists credit_ledger_ref_type_check;
    alter table credit_ledger add constraint credit_ledger_ref_type_check
      check (ref_type in ('order', 'exchange', 'refund', 'opening', 'afterSale'));
  `.execute(db);
}
