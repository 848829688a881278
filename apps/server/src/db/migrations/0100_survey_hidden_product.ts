import { sql, type Kysely } from 'kysely';

/**
 * Hide products (part 2 §3 'hide-products', §7 'hide-product page and save'): models of a survey's design order
 * kept off its plan (not drawn, not placed) while their lines stay in the order. One row per hidden model.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table survey_hidden_product (
      order_id bigint not null references design_order (id) on delete cascade,
      sku_no text not null check (char_length(sku_no) between 1 and 64),
      created_at timestamptz not null default now(),
      primary key (order_id, sku_no)
    );
  `.execute(db);
}
