import { sql, type Kysely } from 'kysely';

/**
 * Invoices (issue 59 §2-4): a buyer's request on paid orders of one seller, issued through the seller's e-invoice
 * platform or uploaded, reversed by a red invoice. An order is on at most one live blue invoice at a time (the partial
 * unique index on invoice_order): asking twice, or two servers asking at once, cannot invoice it twice. A blue invoice
 * has at most one red one. The seller's invoicing settings (开票设置) are one row per seller.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invoice (
      id bigint generated always as identity primary key,
      direction text not null default 'blue' check (direction in ('blue', 'red')),
      reverses_id bigint unique references invoice (id),
      status text not null check (status in ('requested', 'issuing', 'issued', 'failed', 'reversed', 'cancelled')),
      kind text not null check (kind in ('e_normal', 'e_special', 'paper')),
      seller_merchant_no text not null,
      seller_name text not null,
      buyer_account_id bigint not null references account (id),
      title jsonb not null,
      email text not null default '',
      amount_fen integer not null,
      tax_fen integer not null,
      lines jsonb not null,
      invoice_no text,
      issued_on text check (issued_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      file_url text,
      platform text,
      platform_serial text,
      failure text,
      poll_after timestamptz,
      requested_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((direction = 'red') = (reverses_id is not null)),
      check (direction = 'red' or amount_fen > 0)
    );
    create unique index invoice_number on invoice (invoice_no) where invoice_no is not null;
    create index invoice_buyer on invoice (buyer_account_id, id desc);
    create index invoice_seller_queue on invoice (seller_merchant_no, status, requested_at);
    create index invoice_seller_all on invoice (seller_merchant_no, id desc);
    create index invoice_polling on invoice (poll_after) where status = 'issuing';

    create table invoice_order (
      invoice_id bigint not null references invoice (id) on delete cascade,
      order_no text not null,
      amount_fen integer not null,
      live boolean not null default true,
      primary key (invoice_id, order_no)
    );
    create unique index invoice_order_live on invoice_order (order_no) where live;
    create index invoice_order_no on invoice_order (order_no);

    create table invoice_seller (
      merchant_no text primary key,
      name text not null,
      tax_no text not null default '',
      address text not null default '',
      phone text not null default '',
      bank_name text not null default '',
      bank_account text not null default '',
      tax_code text not null,
      tax_rate integer not null,
      platform text not null default 'local' check (platform in ('local', 'nuonuo')),
      access_token text not null default '',
      updated_at timestamptz not null default now()
    );
    create sequence invoice_local_no;
    -- the invoice centre's choice of a buyer's paid orders, newest payment first
    create index mall_order_account_paid on mall_order (account_id, paid_at desc) where paid_at is not null;
  `.execute(db);
}
