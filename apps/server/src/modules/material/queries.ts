/** SQL of marketing materials: the category tree, file pages, the files of a download, download counts. */
import { escapeLike } from '@portal/domain';
import type { Db } from './tables.ts';

export function categories(db: Db) {
  return db.selectFrom('material_category').select(['id', 'parent_id', 'name']).orderBy('sort').orderBy('id').execute();
}

export async function pageFiles(
  db: Db,
  f: { categoryIds?: number[] | undefined; fileType?: string | undefined; keyword?: string | undefined },
  page: number,
  size: number,
) {
  let q = db.selectFrom('material_file');
  if (f.categoryIds) q = q.where('category_id', 'in', f.categoryIds.length ? f.categoryIds : [-1]);
  if (f.fileType) q = q.where('file_type', '=', f.fileType);
  if (f.keyword) q = q.where('name', 'ilike', `%${escapeLike(f.keyword)}%`);
  const [rows, total] = await Promise.all([
    q
      .select(['id', 'category_id', 'name', 'file_type', 'size_bytes', 'download_count', 'created_at'])
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function filesByIds(db: Db, ids: number[]) {
  return db
    .selectFrom('material_file')
    .select(['id', 'name', 'file_key'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

export async function countDownloads(db: Db, ids: number[]): Promise<void> {
  await db
    .updateTable('material_file')
    .set((eb) => ({ download_count: eb('download_count', '+', 1) }))
    .where('id', 'in', ids)
    .execute();
}
