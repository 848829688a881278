/** SQL of the staff's content management: save with attachments, status, delete. */
import type { Db } from './tables.ts';

export interface ContentRow {
  type: number;
  category_id: number | null;
  industry_id: number | null;
  title: string;
  summary: string;
  cover_url: string | null;
  body_html: string;
  video_url: string | null;
  poster_url: string | null;
  hot: boolean;
  sort: number;
}

export async function insertContent(db: Db, row: ContentRow, authorId: number, publish: boolean): Promise<number> {
  const r = await db
    .insertInto('content')
    .values({
      ...row,
      author_account_id: authorId,
      status: publish ? 1 : 0,
      published_at: publish ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function updateContent(db: Db, id: number, row: ContentRow, publish: boolean): Promise<boolean> {
  const r = await db
    .updateTable('content')
    .set((eb) => ({
      ...row,
      updated_at: new Date(),
      ...(publish ? { status: 1, published_at: eb.fn.coalesce('published_at', eb.val(new Date())) } : {}),
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function replaceAttachments(
  db: Db,
  contentId: number,
  list: { name: string; url: string; file_type: string; size_bytes: number }[],
): Promise<void> {
  await db.deleteFrom('content_attachment').where('content_id', '=', contentId).execute();
  if (list.length === 0) return;
  await db
    .insertInto('content_attachment')
    .values(list.map((a, i) => ({ ...a, content_id: contentId, sort: i })))
    .execute();
}

/** The solution's models in the given order (sort = position); the caller holds the content row's lock. */
export async function replaceSolutionProducts(
  db: Db,
  contentId: number,
  list: { skuNo: string; quantity: number }[],
): Promise<void> {
  await db.deleteFrom('solution_product').where('content_id', '=', contentId).execute();
  if (list.length === 0) return;
  await db
    .insertInto('solution_product')
    .values(list.map((p, i) => ({ content_id: contentId, sku_no: p.skuNo, quantity: p.quantity, sort: i })))
    .execute();
}

export async function setStatus(db: Db, id: number, status: number): Promise<boolean> {
  const r = await db
    .updateTable('content')
    .set((eb) => ({
      status,
      updated_at: new Date(),
      ...(status === 1 ? { published_at: eb.fn.coalesce('published_at', eb.val(new Date())) } : {}),
    }))
    .where('id', '=', id)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function deleteContent(db: Db, id: number): Promise<boolean> {
  const r = await db.deleteFrom('content').where('id', '=', id).executeTakeFirst();
  return r.numDeletedRows > 0n;
}
