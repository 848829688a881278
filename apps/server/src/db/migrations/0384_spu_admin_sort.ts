import { sql, type Kysely } from 'kysely';

/**
 * 商品维护's family table at a provider's size (issue 56 §4): an index behind its order (last changed first) and
 * behind its keyword's second half (the family number, lower-cased, contains the keyword: trigrams, as the search
 * text already has), so a page and a keyword read an index, not every family.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index spu_admin_updated_idx on spu (updated_at desc, id desc);
    create index spu_no_lower_trgm_idx on spu using gin (lower(spu_no) gin_trgm_ops);
  `.execute(db);
}
