import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as q from './queries.ts';

export interface Industry {
  id: number;
  name: string;
}

export async function listIndustries(db: Kysely<DB>): Promise<Industry[]> {
  return (await q.listIndustries(db)).map((r) => ({ id: Number(r.id), name: r.name }));
}
