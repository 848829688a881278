/** SQL of refunds: the reservation on the payment, the refund rows, their notifications. */
import { escapeLike, PAYMENT_STATUS, REFUND_STATUS } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

/** Reserves `fen` of a paid (or to-refund) payment for a refund: only while the refunded total stays within it. */
export async function reserve(db: Db, paymentNo: string, fen: number): Promise<boolean> {
  const row = await db
    .updateTable('payment')
    .set({ refunded_fen: sql<number>`refunded_fen + ${fen}`, updated_at: sql<Date>`now()` })
    .where('payment_no', '=', paymentNo)
    .where('status', 'in', [PAYMENT_STATUS.PAID, PAYMENT_STATUS.TO_REFUND])
    .where(sql<boolean>`refunded_fen + ${fen} <= amount_fen`)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export async function insertRefund(
  db: Db,
  r: { refundNo: string; paymentNo: string; channel: string; amountFen: number; reason: string; by: number | null },
): Promise<void> {
  await db
    .insertInto('payment_refund')
    .values({
      refund_no: r.refundNo,
      payment_no: r.paymentNo,
      channel: r.channel,
      amount_fen: r.amountFen,
      reason: r.reason,
      requested_by: r.by,
    })
    .execute();
}

/** processing -> success, once; false when it had moved already. */
export async function markSucceeded(db: Db, refundNo: string, channelRefundId: string | null): Promise<boolean> {
  const row = await db
    .updateTable('payment_refund')
    .set({
      status: REFUND_STATUS.SUCCESS,
      channel_refund_id: channelRefundId,
      succeeded_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('refund_no', '=', refundNo)
    .where('status', '=', REFUND_STATUS.PROCESSING)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** processing -> failed, once, giving the reserved amount back to the payment in the same transaction. */
export async function markFailed(db: Db, refundNo: string, failure: string): Promise<boolean> {
  const row = await db
    .updateTable('payment_refund')
    .set({ status: REFUND_STATUS.FAILED, failure: failure.slice(0, 300), updated_at: sql<Date>`now()` })
    .where('refund_no', '=', refundNo)
    .where('status', '=', REFUND_STATUS.PROCESSING)
    .returning(['payment_no', 'amount_fen'])
    .executeTakeFirst();
  if (!row) return false;
  await db
    .updateTable('payment')
    .set({ refunded_fen: sql<number>`refunded_fen - ${row.amount_fen}`, updated_at: sql<Date>`now()` })
    .where('payment_no', '=', row.payment_no)
    .execute();
  return true;
}

/** failed -> processing again (a retry under the same number; its amount reserved again by the caller). */
export async function reopen(db: Db, refundNo: string): Promise<boolean> {
  const row = await db
    .updateTable('payment_refund')
    .set({ status: REFUND_STATUS.PROCESSING, failure: null, updated_at: sql<Date>`now()` })
    .where('refund_no', '=', refundNo)
    .where('status', '=', REFUND_STATUS.FAILED)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export async function setChannelRefundId(db: Db, refundNo: string, id: string): Promise<void> {
  await db
    .updateTable('payment_refund')
    .set({ channel_refund_id: id, updated_at: sql<Date>`now()` })
    .where('refund_no', '=', refundNo)
    .execute();
}

/** The paid payment of a payable (a paid one before one kept for refund), newest first. */
export function paidPaymentOf(db: Db, kind: string, no: string) {
  return db
    .selectFrom('payment')
    .select('payment_no')
    .where('payable_kind', '=', kind)
    .where('payable_no', '=', no)
    .where('paid_at', 'is not', null)
    .orderBy('status')
    .orderBy('paid_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function refundByNo(db: Db, refundNo: string) {
  return db.selectFrom('payment_refund').selectAll().where('refund_no', '=', refundNo).executeTakeFirst();
}

/** Claims a refund notification's key; false when it was applied before (a replay). */
export async function claimRefundNotification(
  db: Db,
  n: { channel: string; notifyId: string; refundNo: string; refundStatus: string },
): Promise<boolean> {
  const row = await db
    .insertInto('payment_refund_notification')
    .values({ channel: n.channel, notify_id: n.notifyId, refund_no: n.refundNo, refund_status: n.refundStatus })
    .onConflict((oc) => oc.columns(['channel', 'notify_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

const listed = (db: Db) =>
  db
    .selectFrom('payment_refund as r')
    .innerJoin('payment as p', 'p.payment_no', 'r.payment_no')
    .select([
      'r.refund_no',
      'r.payment_no',
      'r.channel',
      'r.amount_fen',
      'r.reason',
      'r.status',
      'r.requested_by',
      'r.failure',
      'r.created_at',
      'r.succeeded_at',
      'p.payable_kind',
      'p.payable_no',
      'p.amount_fen as payment_amount_fen',
      'p.refunded_fen',
    ])
    .orderBy('r.id', 'desc');
export type ListedRefund = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

export const listedRefund = (db: Db, refundNo: string) =>
  listed(db).where('r.refund_no', '=', refundNo).executeTakeFirstOrThrow();

/** A page of refunds, newest first (the primary key), optionally of an order or refund number starting so. */
export async function pageRefunds(db: Db, keyword: string | null, page: number, size: number) {
  const like = keyword ? `${escapeLike(keyword)}%` : null;
  const matches = like ? sql<boolean>`(p.payable_no like ${like} or r.refund_no like ${like})` : sql<boolean>`true`;
  const [rows, n] = await Promise.all([
    listed(db)
      .where(matches)
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('payment_refund as r')
      .innerJoin('payment as p', 'p.payment_no', 'r.payment_no')
      .where(matches)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(n.n) };
}

export const refundsOfPayable = (db: Db, kind: string, no: string, accountId: number) =>
  listed(db)
    .where('p.payable_kind', '=', kind)
    .where('p.payable_no', '=', no)
    .where('p.account_id', '=', accountId)
    .execute();
