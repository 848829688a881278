import type { Insertable } from 'kysely';
import type { DesignRequirementTable } from '../../db/schema.ts';
import type { Db } from './tables.ts';

export async function insertRequirement(db: Db, values: Insertable<DesignRequirementTable>): Promise<number> {
  const row = await db.insertInto('design_requirement').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Submissions, newest first, one page, with the total. */
export async function requirementPage(db: Db, page: number, size: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('design_requirement')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('design_requirement')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
