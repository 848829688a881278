import { sql, type Kysely } from 'kysely';

/**
 * Pictures and brochures imported as a zip (issue 42 §4): a family's brochure is found again by its title, so that
 * re-importing one replaces it instead of adding a second — one attachment per (family, type, title), held by the
 * database (two imports at once get one row, never two). Earlier duplicates keep their newest row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from spu_attachment a using spu_attachment b
     where a.spu_id = b.spu_id and a.file_type = b.file_type and a.file_title = b.file_title and a.id < b.id;
    create unique index spu_attachment_title_key on spu_attachment (spu_id, file_type, file_title);
  `.execute(db);
}
