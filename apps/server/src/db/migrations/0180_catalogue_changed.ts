import { sql, type Kysely } from 'kysely';

/**
 * catalogue_version: one row whose number every write to those tables raises, in the writing transaction (a BEFORE
 * statement trigger: the row is locked before the statement's own rows, so two catalogue writers queue on it
 * rather than deadlock; the catalogue is written rarely). Committed with the write, so a reader that sees the new
 * number sees the new rows; each instance compares it with its model's on every request (one primary-key read per
 * turn of the event loop, read-model.ts).
 *
 * The catalogue's read model (modules/catalogue/read-model.ts) is kept in every instance's memory; every write to
 * the tables it is made of tells every instance, whoever writes (the services, the seed, a test, an operator's SQL):
 * one statement-level trigger per table sends the domain event 'catalogue.changed' on the events channel
 * (events/pg-notify.ts) with pg_notify, which PostgreSQL holds until the commit (nothing on a rollback) and sends
 * once per transaction however many statements wrote. Not the hot counters: a model's stock (every order) and a
 * family's times_used (every add to match list, compare, favourite) are re-read by the model on their own clock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalogue_version (id int primary key check (id = 1), version bigint not null default 0);
    insert into catalogue_version (id) values (1);
    create function catalogue_version_bump() returns trigger language plpgsql as $fn$
    begin
      update catalogue_version set version = version + 1 where id = 1;
      return null;
    end
    $fn$;
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
    create trigger spu_version before insert or delete or truncate or update of
      spu_no, spu_name, brand_id, brand_name, first_category_id, second_category_id, sku_type, sku_sale_type, status,
      labels, spu_desc, model_remark, pic_url, min_price_fen, min_wholesale_price_fen, listed_at, search_text,
      private_tenant, owner_account_id, source
      on spu
      for each statement execute function catalogue_version_bump();
    create trigger sku_version before insert or delete or truncate or update of
      sku_no, spu_id, sku_name, model, sku_desc, unit, price_fen, wholesale_price_fen, market_price_fen, status,
      pic_url, main_pics, attrs, sort
      on sku
      for each statement execute function catalogue_version_bump();
    create trigger sku_attr_version before insert or update or delete or truncate on sku_attr
      for each statement execute function catalogue_version_bump();
    create trigger dealer_sku_price_version before insert or update or delete or truncate on dealer_sku_price
      for each statement execute function catalogue_version_bump();
    create trigger category_version before insert or update or delete or truncate on category
      for each statement execute function catalogue_version_bump();
    create trigger spu_attachment_version before insert or update or delete or truncate on spu_attachment
      for each statement execute function catalogue_version_bump();
    create trigger sku_accessory_version before insert or update or delete or truncate on sku_accessory
      for each statement execute function catalogue_version_bump();
    create trigger suit_version before insert or update or delete or truncate on suit
      for each statement execute function catalogue_version_bump();
    create trigger suit_item_version before insert or update or delete or truncate on suit_item
      for each statement execute function catalogue_version_bump();
    create trigger category_attr_version before insert or update or delete or truncate on category_attr
      for each statement execute function catalogue_version_bump();
  `.execute(db);
}
