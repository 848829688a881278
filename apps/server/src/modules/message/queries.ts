/** SQL of the message centre: one account's messages, never another's (every statement filters on account_id). */
import type { MessageCategory } from '@portal/domain';
import { sql, type Insertable } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db } from './tables.ts';

const COLUMNS = ['id', 'kind', 'category', 'title', 'body', 'link', 'read_at', 'created_at'] as const;

/**
 * Writes messages; one whose (account, dedupe_key) exists already is skipped. Answers the rows written (their
 * account and id).
 */
export function insertMany(db: Db, rows: Insertable<DB['message']>[]) {
  return db
    .insertInto('message')
    .values(rows)
    .onConflict((oc) => oc.columns(['account_id', 'dedupe_key']).doNothing())
    .returning(['id', 'account_id'])
    .execute();
}

export interface PageFilter {
  category?: MessageCategory;
  read?: boolean;
}

function filtered(db: Db, accountId: number, f: PageFilter) {
  let q = db.selectFrom('message').where('account_id', '=', accountId);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.read === true) q = q.where('read_at', 'is not', null);
  if (f.read === false) q = q.where('read_at', 'is', null);
  return q;
}

export function page(db: Db, accountId: number, f: PageFilter, page: number, size: number) {
  return filtered(db, accountId, f)
    .select(COLUMNS)
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}
export type MessageRow = Awaited<ReturnType<typeof page>>[number];

export async function count(db: Db, accountId: number, f: PageFilter): Promise<number> {
  const r = await filtered(db, accountId, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function find(db: Db, accountId: number, id: number) {
  return db
    .selectFrom('message')
    .select(COLUMNS)
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Unread messages per category (the partial index message_unread_idx). */
export function unreadByCategory(db: Db, accountId: number) {
  return db
    .selectFrom('message')
    .select(['category', (eb) => eb.fn.countAll<string>().as('n')])
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null)
    .groupBy('category')
    .execute();
}

/** Marks one message read (a read one keeps its first read time). Answers it, undefined when not the account's. */
export function markRead(db: Db, accountId: number, id: number) {
  return db
    .updateTable('message')
    .set({ read_at: sql`coalesce(read_at, now())` })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function markAllRead(db: Db, accountId: number, category?: MessageCategory): Promise<number> {
  let q = db
    .updateTable('message')
    .set({ read_at: new Date() })
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null);
  if (category) q = q.where('category', '=', category);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function remove(db: Db, accountId: number, id: number): Promise<boolean> {
  const r = await db.deleteFrom('message').where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
