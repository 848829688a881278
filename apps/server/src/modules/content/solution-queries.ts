/** SQL on solution_product (a solution's models, migration 0052). */
import { CONTENT_TYPE } from '@portal/domain';
import type { Db } from './tables.ts';

/** The published solution's title; undefined when there is no such published solution. */
export async function publishedSolution(db: Db, contentId: number): Promise<{ id: number; title: string } | undefined> {
  const row = await db
    .selectFrom('content')
    .select(['id', 'title'])
    .where('id', '=', contentId)
    .where('type', '=', CONTENT_TYPE.solution)
    .where('status', '=', 1)
    .executeTakeFirst();
  return row && { id: Number(row.id), title: row.title };
}

/** The solution's lines in their listed order. */
export function solutionLines(db: Db, contentId: number): Promise<{ sku_no: string; quantity: number }[]> {
  return db
    .selectFrom('solution_product')
    .select(['sku_no', 'quantity'])
    .where('content_id', '=', contentId)
    .orderBy('sort')
    .orderBy('sku_no')
    .execute();
}
