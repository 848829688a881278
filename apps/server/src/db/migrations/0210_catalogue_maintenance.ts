import { sql, type Kysely } from 'kysely';

/**
 * Catalogue maintenance by staff (issue 42 part 3): two categories under one parent (or two first categories) never
 * share a name. A unique index, so two staff saving the same name at once get one category and one refusal (409),
 * never two rows; the model number (sku.sku_no) and family number (spu.spu_no) were unique from 0002.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create unique index category_parent_name_key on category (coalesce(parent_id, 0), name);
  `.execute(db);
}
