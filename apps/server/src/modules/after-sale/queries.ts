/** SQL of after-sale: the requests, the units each order line holds in them, the timeline. */
import type { AfterSaleSide, AfterSaleState } from '@portal/domain';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { AfterSaleTable } from '../../db/schema.ts';
import type { Db } from './tables.ts';

export type AfterSaleRow = Selectable<AfterSaleTable>;
export type StepRow = {
  after_sale_id: number;
  event: string;
  state: string;
  by_side: AfterSaleSide;
  note: string;
  created_at: Date;
};

/**
 * Holds `quantity` units of an order line for a new request: only while the line's open requests stay within what
 * was delivered (the row made on first use, then one conditional update). False when they would not.
 */
export async function holdUnits(db: Db, orderNo: string, lineNo: number, lineQuantity: number, quantity: number) {
  await db
    .insertInto('after_sale_line')
    .values({ order_no: orderNo, line_no: lineNo, quantity: lineQuantity })
    .onConflict((oc) => oc.columns(['order_no', 'line_no']).doNothing())
    .execute();
  const row = await db
    .updateTable('after_sale_line')
    .set({ held: sql<number>`held + ${quantity}` })
    .where('order_no', '=', orderNo)
    .where('line_no', '=', lineNo)
    .where(sql<boolean>`held + ${quantity} <= quantity`)
    .returning('held')
    .executeTakeFirst();
  return !!row;
}

/** Gives the units of a refused or cancelled request, or of a finished exchange or repair, back to its line. */
export async function releaseUnits(db: Db, orderNo: string, lineNo: number, quantity: number): Promise<void> {
  await db
    .updateTable('after_sale_line')
    .set({ held: sql<number>`held - ${quantity}` })
    .where('order_no', '=', orderNo)
    .where('line_no', '=', lineNo)
    .execute();
}

/** Counts a return's units as refunded; answers how many of the line were refunded before them. */
export async function countRefundedUnits(db: Db, orderNo: string, lineNo: number, quantity: number): Promise<number> {
  const row = await db
    .updateTable('after_sale_line')
    .set({ refunded_units: sql<number>`refunded_units + ${quantity}` })
    .where('order_no', '=', orderNo)
    .where('line_no', '=', lineNo)
    .returning('refunded_units')
    .executeTakeFirstOrThrow();
  return Number(row.refunded_units) - quantity;
}

export async function insertAfterSale(db: Db, row: Insertable<AfterSaleTable>): Promise<AfterSaleRow> {
  return db.insertInto('after_sale').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * The one way a request moves: from the state the transition table names, to the next, with what the move sets.
 * Answers the moved row, or undefined when it was not in that state (a second click, a crowd: one wins).
 */
export function move(
  db: Db,
  afterSaleNo: string,
  from: AfterSaleState,
  to: AfterSaleState,
  set: Omit<Updateable<AfterSaleTable>, 'state'> = {},
) {
  return db
    .updateTable('after_sale')
    .set({ ...set, state: to, updated_at: sql<Date>`now()` })
    .where('after_sale_no', '=', afterSaleNo)
    .where('state', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims a received return's refund for one caller for a minute (the refund number was fixed at receipt): a crowd of
 * clicks asks the payment module once at a time. Answers the row, or undefined when it is not to refund now.
 */
export function claimRefund(db: Db, afterSaleNo: string) {
  return db
    .updateTable('after_sale')
    .set({ refund_claimed_until: sql<Date>`now() + interval '1 minute'`, updated_at: sql<Date>`now()` })
    .where('after_sale_no', '=', afterSaleNo)
    .where('state', 'in', ['received', 'refundFailed'])
    .where('kind', '=', 'return')
    .where('refund_no', 'is not', null)
    .where((eb) => eb.or([eb('refund_claimed_until', 'is', null), eb('refund_claimed_until', '<', sql<Date>`now()`)]))
    .returningAll()
    .executeTakeFirst();
}

export async function unclaimRefund(db: Db, afterSaleNo: string): Promise<void> {
  await db
    .updateTable('after_sale')
    .set({ refund_claimed_until: null })
    .where('after_sale_no', '=', afterSaleNo)
    .execute();
}

export async function addStep(
  db: Db,
  s: { afterSaleId: number; event: string; state: AfterSaleState; by: AfterSaleSide; note?: string },
): Promise<void> {
  await db
    .insertInto('after_sale_step')
    .values({ after_sale_id: s.afterSaleId, event: s.event, state: s.state, by_side: s.by, note: s.note ?? '' })
    .execute();
}

export function byNo(db: Db, afterSaleNo: string) {
  return db.selectFrom('after_sale').selectAll().where('after_sale_no', '=', afterSaleNo).executeTakeFirst();
}

export function ofOrder(db: Db, orderNo: string) {
  return db.selectFrom('after_sale').selectAll().where('order_no', '=', orderNo).orderBy('id').execute();
}

/** Whose requests a page lists: the buyer's, or the selling shop's. */
export type Owner = { accountId: number } | { shopMerchantNo: string };

export function pageOf(db: Db, owner: Owner, page: number, size: number) {
  const q = db.selectFrom('after_sale').selectAll();
  return (
    'accountId' in owner
      ? q.where('account_id', '=', owner.accountId)
      : q.where('shop_merchant_no', '=', owner.shopMerchantNo)
  )
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

export async function countOf(db: Db, where: Owner): Promise<number> {
  let q = db.selectFrom('after_sale').select(sql<string>`count(*)`.as('n'));
  q =
    'accountId' in where
      ? q.where('account_id', '=', where.accountId)
      : q.where('shop_merchant_no', '=', where.shopMerchantNo);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** What the order's returns have refunded so far (the credits' take-back is cumulative over them). */
export async function refundedOfOrder(db: Db, orderNo: string, exceptNo: string): Promise<number> {
  const r = await db
    .selectFrom('after_sale')
    .select(sql<string>`coalesce(sum(refund_fen), 0)`.as('s'))
    .where('order_no', '=', orderNo)
    .where('state', '=', 'refunded')
    .where('after_sale_no', '<>', exceptNo)
    .executeTakeFirstOrThrow();
  return Number(r.s);
}

export function stepsOf(db: Db, ids: readonly number[]): Promise<StepRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('after_sale_step')
    .select(['after_sale_id', 'event', 'state', 'by_side', 'note', 'created_at'])
    .where('after_sale_id', 'in', [...ids])
    .orderBy('id')
    .execute() as Promise<StepRow[]>;
}

/** Received returns whose refund was asked and is free to ask again (the sweep's candidates), oldest first. */
export function refundsToFollow(db: Db, limit: number) {
  return db
    .selectFrom('after_sale')
    .select(['after_sale_no', 'refund_no'])
    .where('state', '=', 'received')
    .where('kind', '=', 'return')
    .where('refund_no', 'is not', null)
    .where((eb) => eb.or([eb('refund_claimed_until', 'is', null), eb('refund_claimed_until', '<', sql<Date>`now()`)]))
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

/** Refused refunds whose backoff is over (the follow-up job asks them again), the longest waiting first. */
export function failedRefundsDue(db: Db, limit: number) {
  return db
    .selectFrom('after_sale')
    .select(['after_sale_no'])
    .where('state', '=', 'refundFailed')
    .where('refund_retry_at', '<=', sql<Date>`now()`)
    .where((eb) => eb.or([eb('refund_claimed_until', 'is', null), eb('refund_claimed_until', '<', sql<Date>`now()`)]))
    .orderBy('refund_retry_at')
    .limit(limit)
    .execute();
}

/** The staff's page of refused refunds: by an after-sale or order number, the newest or the most tried first. */
export function failedRefundsPage(
  db: Db,
  f: { keyword: string; sort: 'latest' | 'attempts'; page: number; size: number },
) {
  let q = db.selectFrom('after_sale').selectAll().where('state', '=', 'refundFailed');
  if (f.keyword)
    q = q.where((eb) =>
      eb.or([eb('after_sale_no', 'like', `%${f.keyword}%`), eb('order_no', 'like', `%${f.keyword}%`)]),
    );
  q =
    f.sort === 'attempts'
      ? q.orderBy('refund_attempts', 'desc').orderBy('id', 'desc')
      : q.orderBy('updated_at', 'desc').orderBy('id', 'desc');
  return q
    .limit(f.size)
    .offset((f.page - 1) * f.size)
    .execute();
}

export async function failedRefundsCount(db: Db, keyword: string, minAttempts = 0): Promise<number> {
  let q = db
    .selectFrom('after_sale')
    .select(sql<string>`count(*)`.as('n'))
    .where('state', '=', 'refundFailed')
    .where('refund_attempts', '>=', minAttempts);
  if (keyword)
    q = q.where((eb) => eb.or([eb('after_sale_no', 'like', `%${keyword}%`), eb('order_no', 'like', `%${keyword}%`)]));
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Units each line of an order holds in open requests (lines without any are absent). */
export async function heldOf(db: Db, orderNo: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('after_sale_line')
    .select(['line_no', 'held'])
    .where('order_no', '=', orderNo)
    .execute();
  return new Map(rows.map((r) => [r.line_no, Number(r.held)]));
}
