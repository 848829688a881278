/** SQL of the customer groups (merchant_group_bind: a merchant's groups, each a tag and its name) staff keep. */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

const columns = ['g.id', 'g.merchant_no', 'g.tag_name', 'g.title', 'g.updated_at', 'm.company_name'] as const;
const joined = (db: Db) =>
  db.selectFrom('merchant_group_bind as g').innerJoin('merchant as m', 'm.merchant_no', 'g.merchant_no');

/** The bindings whose merchant number, company name or tag contains `keyword` (all without one). */
function filteredGroups(db: Db, keyword: string | undefined) {
  const q = joined(db);
  if (!keyword) return q;
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return q.where((eb) =>
    eb.or([eb('g.merchant_no', 'ilike', like), eb('m.company_name', 'ilike', like), eb('g.tag_name', 'ilike', like)]),
  );
}

/** One page of the bindings, the latest change first (merchant_group_bind_updated_idx), and how many match. */
export async function pageGroups(db: Db, keyword: string | undefined, page: number, size: number) {
  const [rows, total] = await Promise.all([
    filteredGroups(db, keyword)
      .select(columns)
      .orderBy('g.updated_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    filteredGroups(db, keyword)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findGroup(db: Db, id: number) {
  return joined(db).select(columns).where('g.id', '=', id).executeTakeFirst();
}
export type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

export async function merchantExists(db: Db, merchantNo: string): Promise<boolean> {
  return !!(await db.selectFrom('merchant').select('id').where('merchant_no', '=', merchantNo).executeTakeFirst());
}

/** A merchant joins a group; null when it is already in it (the (merchant_no, tag_name) key). */
export async function insertGroup(db: Db, v: { merchantNo: string; tagName: string; title: string }) {
  const row = await db
    .insertInto('merchant_group_bind')
    .values({ merchant_no: v.merchantNo, tag_name: v.tagName, title: v.title })
    .onConflict((oc) => oc.columns(['merchant_no', 'tag_name']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function updateGroup(db: Db, id: number, v: { merchantNo: string; tagName: string; title: string }) {
  const res = await db
    .updateTable('merchant_group_bind')
    .set({ merchant_no: v.merchantNo, tag_name: v.tagName, title: v.title, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteGroup(db: Db, id: number): Promise<boolean> {
  const res = await db.deleteFrom('merchant_group_bind').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
