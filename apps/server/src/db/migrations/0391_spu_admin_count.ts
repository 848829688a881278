import { sql, type Kysely } from 'kysely';

/**
 * 商品维护's count at a provider's size (issue 56 §4): every page of the staff's family table counts the families it
 * filters, and at 10× the demo (15,370 families) that count read the whole wide table (12–26 ms a page, p99 ~560 ms
 * at 50 connections). A narrow partial index of the families staff maintain (not the private ones) is counted instead
 * (an index-only scan: ~2–3 ms), with or without the status filter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index spu_admin_count_idx on spu (status) where sku_type <> 1`.execute(db);
}
