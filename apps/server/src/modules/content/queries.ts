import type { Db } from './tables.ts';

export function listIndustries(db: Db) {
  return db.selectFrom('solution_industry').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
}
