import { sql, type Kysely } from 'kysely';

/**
 * A solution's products (part 1 §2 "/solution/solutionPurchase"): the models a solution recommends, with the quantity
 * and the order they are listed in. Owned by the content module; the model number is the catalogue's sku_no, priced
 * for the viewer at read time through the catalogue (never stored here).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table solution_product (
      content_id bigint not null references content (id) on delete cascade,
      sku_no text not null,
      quantity integer not null check (quantity between 1 and 9999),
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      primary key (content_id, sku_no)
    );
  `.execute(db);
}
