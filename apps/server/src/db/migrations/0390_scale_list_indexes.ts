import { sql, type Kysely } from 'kysely';

/**
 * The dealer's and staff's lists at a provider's size (issue 56 §4), measured with EXPLAIN on a 10× database
 * (`npm run seed -- --scale 10`: 15,840 orders): a shop's sold orders (newest first, by status or all) walked the
 * whole order table backwards through the primary key, filtering out every other shop's; a buyer's list without a
 * status sorted its orders in memory; the price-change notice read every binding to find a dealer's buyers; 客户分组
 * sorted every group. Each now reads an index in its order. The suite editor's model picker (a model number, model or
 * name containing the words, lower-cased) read all 54,000 models (94 ms): trigrams of the three, as the families have.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index mall_order_shop_idx on mall_order (shop_merchant_no, id desc);
    create index mall_order_shop_status_idx on mall_order (shop_merchant_no, status, id desc);
    create index mall_order_account_time_idx on mall_order (account_id, id desc);
    create index dealer_binding_first_idx on dealer_binding (first_merchant_no) where buyer_merchant_no is not null;
    create index merchant_group_bind_updated_idx on merchant_group_bind (updated_at desc, id desc);
    create index sku_no_lower_trgm_idx on sku using gin (lower(sku_no) gin_trgm_ops);
    create index sku_model_lower_trgm_idx on sku using gin (lower(model) gin_trgm_ops);
    create index sku_name_lower_trgm_idx on sku using gin (lower(sku_name) gin_trgm_ops);
  `.execute(db);
}
