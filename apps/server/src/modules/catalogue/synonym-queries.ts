/** SQL of the search synonym groups (migration 0250); the read model reads the enabled ones (model-queries.ts). */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export function findSynonym(db: Db, id: number) {
  return db
    .selectFrom('search_synonym')
    .select(['id', 'words', 'excludes', 'enabled', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

interface SynonymValues {
  words: string[];
  excludes: string[];
  enabled: boolean;
}

export async function insertSynonym(db: Db, v: SynonymValues): Promise<number> {
  const row = await db.insertInto('search_synonym').values(v).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSynonym(db: Db, id: number, v: SynonymValues): Promise<void> {
  await db
    .updateTable('search_synonym')
    .set({ ...v, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}
