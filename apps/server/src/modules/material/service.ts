/**
 * Marketing materials (part 1 §2, §6: the materials tab only when authStatus is 1): the category tree, file pages,
 * and the files of a download — one, or several streamed as one zip (zip.ts). Only certified enterprises: every
 * route asks the 'certified' policy (http/auth.ts), checked before the handler on each call.
 */
import {
  MATERIAL_MESSAGES,
  type FileType,
  type MaterialCategoryNode,
  type MaterialFile,
  refusal,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import * as q from './queries.ts';
import { noEntry } from '../../http/no-entry.ts';

function tree(rows: { id: number; parent_id: number | null; name: string }[]): MaterialCategoryNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, children: [] as MaterialCategoryNode[] }]));
  const roots: MaterialCategoryNode[] = [];
  for (const r of rows) {
    const n = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(n);
  }
  return roots;
}

export async function categoryTree(db: Kysely<DB>): Promise<MaterialCategoryNode[]> {
  return tree(await q.categories(db));
}

export async function pageFiles(
  db: Kysely<DB>,
  query: {
    page: number;
    size: number;
    categoryId?: number | undefined;
    fileType?: string | undefined;
    keyword?: string | undefined;
  },
): Promise<{ list: MaterialFile[]; total: number }> {
  let categoryIds: number[] | undefined;
  if (query.categoryId !== undefined) {
    // A category and everything under it.
    const rows = await q.categories(db);
    categoryIds = [query.categoryId];
    for (let i = 0; i < categoryIds.length; i++)
      for (const r of rows) if (r.parent_id === categoryIds[i]) categoryIds.push(r.id);
  }
  const { rows, total } = await q.pageFiles(db, { ...query, categoryIds }, query.page, query.size);
  return {
    total,
    list: rows.map((r) => ({
      fileId: Number(r.id),
      categoryId: r.category_id,
      name: r.name,
      fileType: r.file_type as FileType,
      sizeBytes: r.size_bytes,
      downloadCount: r.download_count,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

/** The files of a download, all of them or a refusal: an unknown id refuses the whole download before a byte is sent. */
export async function filesToDownload(db: Kysely<DB>, ids: number[]) {
  const rows = await q.filesByIds(db, ids);
  if (rows.length !== ids.length) throw notFound(noEntry(refusal(MATERIAL_MESSAGES, 'notFound')));
  await q.countDownloads(db, ids);
  return rows.map((r) => ({ id: Number(r.id), name: r.name, key: r.file_key }));
}
