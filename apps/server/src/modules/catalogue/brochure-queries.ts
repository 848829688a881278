/** A family's brochures (spu_attachment rows of the brochure type): the staff's maintenance reads and writes. */
import { BROCHURE_FILE_TYPE } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface BrochureRow {
  id: number;
  spu_id: number;
  file_title: string;
  file_url: string;
  sort: number;
}

const COLUMNS = ['id', 'spu_id', 'file_title', 'file_url', 'sort'] as const;

export function brochuresOf(db: Db, spuId: number): Promise<BrochureRow[]> {
  return db
    .selectFrom('spu_attachment')
    .select(COLUMNS)
    .where('spu_id', '=', spuId)
    .where('file_type', '=', BROCHURE_FILE_TYPE)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findBrochure(db: Db, id: number): Promise<BrochureRow | undefined> {
  return db
    .selectFrom('spu_attachment')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('file_type', '=', BROCHURE_FILE_TYPE)
    .executeTakeFirst();
}

export async function insertBrochure(
  db: Db,
  v: { spuId: number; title: string; url: string; sort: number },
): Promise<number> {
  const r = await db
    .insertInto('spu_attachment')
    .values({ spu_id: v.spuId, file_type: BROCHURE_FILE_TYPE, file_title: v.title, file_url: v.url, sort: v.sort })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateBrochure(db: Db, id: number, v: { title: string; url: string; sort: number }) {
  await db
    .updateTable('spu_attachment')
    .set({ file_title: v.title, file_url: v.url, sort: v.sort, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function deleteBrochure(db: Db, id: number): Promise<void> {
  await db.deleteFrom('spu_attachment').where('id', '=', id).execute();
}
