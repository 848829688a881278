/** SQL of feedback and clues. */
import type { Db } from './tables.ts';

const COLS = [
  'id',
  'account_id',
  'type',
  'body',
  'pictures',
  'contact',
  'status',
  'answer',
  'answered_at',
  'created_at',
] as const;

export function insertFeedback(
  db: Db,
  row: { account_id: number; type: number; body: string; pictures: string[]; contact: string; terminal: number },
) {
  return db.insertInto('feedback').values(row).returning(COLS).executeTakeFirstOrThrow();
}

export async function pageFeedback(
  db: Db,
  f: { accountId?: number; status?: number | undefined },
  page: number,
  size: number,
) {
  let q = db.selectFrom('feedback');
  if (f.accountId !== undefined) q = q.where('account_id', '=', f.accountId);
  if (f.status !== undefined) q = q.where('status', '=', f.status);
  const [rows, total] = await Promise.all([
    q
      .select(COLS)
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * Answers a waiting feedback once (conditional update): its author's account (null for a guest's feedback), or
 * undefined when it was answered already or does not exist.
 */
export async function answer(db: Db, id: number, staffId: number, text: string) {
  const r = await db
    .updateTable('feedback')
    .set({ status: 1, answer: text, answered_by: staffId, answered_at: new Date(), updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 0)
    .returning('account_id')
    .executeTakeFirst();
  return r ? { accountId: r.account_id === null ? null : Number(r.account_id) } : undefined;
}

export function feedbackExists(db: Db, id: number) {
  return db.selectFrom('feedback').select('id').where('id', '=', id).executeTakeFirst();
}

export async function insertClue(
  db: Db,
  row: { account_id: number | null; name: string; phone: string; company: string; demand: string },
): Promise<void> {
  await db.insertInto('clue').values(row).execute();
}

export function recentClues(db: Db, limit: number) {
  return db
    .selectFrom('clue')
    .select(['id', 'name', 'company', 'demand', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
