import { sql, type Kysely } from 'kysely';

/**
 * The catalogue's read model (modules/catalogue/read-model.ts) is kept in every instance's memory; every write to
 * the tables it is made of tells every instance, whoever writes (the services, the seed, a test, an operator's SQL):
 * one statement-level trigger per table sends the domain event 'catalogue.changed' on the events channel
 * (events/pg-notify.ts) with pg_notify, which PostgreSQL holds until the commit (nothing on a rollback) and sends
 * once per transaction however many statements wrote. Not the hot counters: a model's stock (every order) and a
 * family's times_used (every add to match list, compare, favourite) are re-read by the model on their own clock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function catalogue_changed() returns trigger language plpgsql as $fn$
    begin
      perform pg_notify('portal_events', '{"o":"commit","e":{"type":"catalogue.changed"}}');
      return null;
    end
    $fn$;
    create trigger spu_changed after insert or delete or truncate or update of
      spu_no, spu_name, brand_id, brand_name, first_category_id, second_category_id, sku_type, sku_sale_type, status,
      labels, spu_desc, model_remark, pic_url, min_price_fen, min_wholesale_price_fen, listed_at, search_text,
      private_tenant, owner_account_id, source
      on spu for each statement execute function catalogue_changed();
    create trigger sku_changed after insert or delete or truncate or update of
      sku_no, spu_id, sku_name, model, sku_desc, unit, price_fen, wholesale_price_fen, market_price_fen, status,
      pic_url, main_pics, attrs, sort
      on sku for each statement execute function catalogue_changed();
    create trigger sku_attr_changed after insert or update or delete or truncate on sku_attr
      for each statement execute function catalogue_changed();
    create trigger dealer_sku_price_changed after insert or update or delete or truncate on dealer_sku_price
      for each statement execute function catalogue_changed();
    create trigger category_changed after insert or update or delete or truncate on category
      for each statement execute function catalogue_changed();
    create trigger spu_attachment_changed after insert or update or delete or truncate on spu_attachment
      for each statement execute function catalogue_changed();
    create trigger sku_accessory_changed after insert or update or delete or truncate on sku_accessory
      for each statement execute function catalogue_changed();
    create trigger suit_changed after insert or update or delete or truncate on suit
      for each statement execute function catalogue_changed();
    create trigger suit_item_changed after insert or update or delete or truncate on suit_item
      for each statement execute function catalogue_changed();
    create trigger category_attr_changed after insert or update or delete or truncate on category_attr
      for each statement execute function catalogue_changed();
  `.execute(db);
}
