/** SQL of the credit account and its ledger: a balance change is always a ledger row plus a conditional update of
 * the running total; the ranking. */
import type { CreditRefType } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

// ---------- the account and its ledger ----------

export async function ensureAccount(db: Db, accountId: number): Promise<void> {
  await db
    .insertInto('credit_account')
    .values({ account_id: accountId })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
}

/** The ledger row of (refType, refNo) unless it exists: answers whether it was written now. */
export async function insertLedger(
  db: Db,
  row: { accountId: number; delta: number; refType: CreditRefType; refNo: string; remark: string },
): Promise<boolean> {
  const r = await db
    .insertInto('credit_ledger')
    .values({
      account_id: row.accountId,
      delta: row.delta,
      ref_type: row.refType,
      ref_no: row.refNo,
      remark: row.remark,
    })
    .onConflict((oc) => oc.columns(['ref_type', 'ref_no']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!r;
}

/**
 * balance += delta only where the result is not negative (one statement, the row locked until commit). Earnings
 * (order, opening) add to earned_total; spending adds to spent_total and a refund takes it back. Answers the new
 * balance, or null when the balance does not cover it.
 */
export async function moveBalance(db: Db, accountId: number, delta: number, refType: CreditRefType) {
  const earned = refType === 'order' || refType === 'opening' || refType === 'afterSale' ? delta : 0;
  const spent = refType === 'exchange' ? -delta : refType === 'refund' ? -delta : 0;
  const r = await db
    .updateTable('credit_account')
    .set({
      balance: sql`balance + ${delta}`,
      earned_total: sql`earned_total + ${earned}`,
      spent_total: sql`spent_total + ${spent}`,
      updated_at: new Date(),
    })
    .where('account_id', '=', accountId)
    .where(sql<boolean>`balance + ${delta} >= 0`)
    .returning('balance')
    .executeTakeFirst();
  return r ? r.balance : null;
}

export function accountOf(db: Db, accountId: number) {
  return db
    .selectFrom('credit_account')
    .select(['balance', 'earned_total', 'spent_total'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function ledgerSum(db: Db, accountId: number): Promise<number> {
  const r = await db
    .selectFrom('credit_ledger')
    .select(sql<string>`coalesce(sum(delta), 0)`.as('s'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(r.s);
}

export async function ledgerPage(db: Db, accountId: number, page: number, size: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('credit_ledger')
      .select(['id', 'delta', 'ref_type', 'ref_no', 'remark', 'created_at'])
      .where('account_id', '=', accountId)
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('credit_ledger')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The top accounts by balance (ties: who reached it first keeps the place). */
export function rankTop(db: Db, size: number) {
  return db
    .selectFrom('credit_account as c')
    .select(['c.account_id', 'c.balance'])
    .where('c.balance', '>', 0)
    .orderBy('c.balance', 'desc')
    .orderBy('c.account_id', 'asc')
    .limit(size)
    .execute();
}

/** The place of an account in the same order: 1 + those ahead of it. */
export async function rankOf(db: Db, accountId: number, balance: number): Promise<number> {
  const r = await db
    .selectFrom('credit_account')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where((eb) =>
      eb.or([eb('balance', '>', balance), eb.and([eb('balance', '=', balance), eb('account_id', '<', accountId)])]),
    )
    .executeTakeFirstOrThrow();
  return Number(r.n) + 1;
}

export async function unpaidCount(db: Db, accountId: number): Promise<number> {
  const r = await db
    .selectFrom('credit_exchange')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The balance, its row locked until the transaction ends (a take-back decides its amount on it). */
export async function lockedBalance(db: Db, accountId: number): Promise<number> {
  const r = await db
    .selectFrom('credit_account')
    .select('balance')
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  return r ? Number(r.balance) : 0;
}

/** What a paid order earned (its one 'order' row), 0 when nothing. */
export async function earnedByOrder(db: Db, orderNo: string): Promise<number> {
  const r = await db
    .selectFrom('credit_ledger')
    .select('delta')
    .where('ref_type', '=', 'order')
    .where('ref_no', '=', orderNo)
    .executeTakeFirst();
  return r ? Number(r.delta) : 0;
}
