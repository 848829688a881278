import { sql, type Kysely } from 'kysely';

/**
 * The content lists' indexes in the lists' own order (sort desc, published_at desc NULLS LAST, id desc): the old ones
 * had published_at's default NULLS FIRST, so every page sorted all of a type's rows (a sequential scan of the wide
 * content rows per request). Now a page, its total and a detail's side lists read the index: by type, by category,
 * by industry (solutions and cases), each under status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index content_list_idx;
    drop index content_category_idx;
    create index content_list_idx on content (type, status, sort desc, published_at desc nulls last, id desc);
    create index content_category_idx on content (category_id, status, sort desc, published_at desc nulls last, id desc);
    create index content_industry_idx on content (industry_id, type, status, sort desc, published_at desc nulls last, id desc)
      where industry_id is not null;
  `.execute(db);
}
