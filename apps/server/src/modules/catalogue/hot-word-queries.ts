/** SQL of the staff's search hot words (search_hot_word, migration 0003); the open list is in search-queries.ts. */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

const columns = ['id', 'word', 'status', 'link_type', 'link_url', 'sort', 'enabled', 'updated_at'] as const;

export function findHotWord(db: Db, id: number) {
  return db.selectFrom('search_hot_word').select(columns).where('id', '=', id).executeTakeFirst();
}

export function listAllHotWords(db: Db, location: number) {
  return db
    .selectFrom('search_hot_word')
    .select(columns)
    .where('location', '=', location)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

interface HotWordValues {
  word: string;
  status: number;
  link_type: number;
  link_url: string | null;
  sort: number;
  enabled: boolean;
}

export async function insertHotWord(db: Db, v: HotWordValues & { location: number }): Promise<number> {
  const row = await db.insertInto('search_hot_word').values(v).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateHotWord(db: Db, id: number, v: HotWordValues): Promise<void> {
  await db
    .updateTable('search_hot_word')
    .set({ ...v, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
