import { sql, type Kysely } from 'kysely';

/**
 * The hot lists (a type's hot articles or videos, `hot=1`) in the lists' own order, only the hot rows: a page and its
 * total read a few index entries instead of every row of the type (or the whole table, which the planner preferred
 * for a filter that keeps few of a type's rows: the content rows are wide, about eight to a page).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index content_hot_idx on content (type, status, sort desc, published_at desc nulls last, id desc) where hot;
  `.execute(db);
}
