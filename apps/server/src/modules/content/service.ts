import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface Industry {
  id: number;
  name: string;
}

export async function listIndustries(db: Kysely<DB>): Promise<Industry[]> {
  return db.selectFrom('solution_industry').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}
