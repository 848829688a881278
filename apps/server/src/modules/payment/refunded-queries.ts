/** What was refunded of some payables (issue 59: an invoice is for what was paid less what was refunded). */
import { REFUND_STATUS } from '@portal/domain';
import { sql } from 'kysely';
import { chinaDay } from '../../db/china-day.ts';
import type { Db } from './tables.ts';

/**
 * The refunds that succeeded, fen, per payable number of one kind ('mall_order'); a number with none is absent. A refund
 * still in flight is not counted until the channel confirms it.
 */
export async function refundedFenOf(db: Db, kind: string, nos: readonly string[]): Promise<Map<string, number>> {
  if (nos.length === 0) return new Map();
  const rows = await db
    .selectFrom('payment_refund as r')
    .innerJoin('payment as p', 'p.payment_no', 'r.payment_no')
    .select(['p.payable_no', sql<string>`sum(r.amount_fen)`.as('fen')])
    .where('p.payable_kind', '=', kind)
    .where('p.payable_no', 'in', [...nos])
    .where('r.status', '=', REFUND_STATUS.SUCCESS)
    .groupBy('p.payable_no')
    .execute();
  return new Map(rows.map((r) => [r.payable_no, Number(r.fen)]));
}

/** The payables of one kind with a refund that succeeded since `since` (the invoices' reversal sweep reads these). */
export async function refundedSince(db: Db, kind: string, since: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('payment_refund as r')
    .innerJoin('payment as p', 'p.payment_no', 'r.payment_no')
    .select('p.payable_no')
    .distinct()
    .where('p.payable_kind', '=', kind)
    .where('r.status', '=', REFUND_STATUS.SUCCESS)
    .where('r.succeeded_at', '>=', since)
    .execute();
  return rows.map((r) => r.payable_no);
}

/**
 * What was refunded of the payables of one kind per Beijing day the refund succeeded, fen, for refunds that succeeded
 * in [from, to) (the boards, issue 60: every refund that went back through a channel or to the wallet — a staff refund
 * in 退款管理, an after-sale return's, late money's — counts once, on the day it succeeded).
 */
export async function refundedByDay(
  db: Db,
  kind: string,
  from: Date,
  to: Date,
): Promise<{ day: string; payable_no: string; fen: number }[]> {
  const rows = await db
    .selectFrom('payment_refund as r')
    .innerJoin('payment as p', 'p.payment_no', 'r.payment_no')
    .select([chinaDay('r.succeeded_at').as('day'), 'p.payable_no', sql<string>`sum(r.amount_fen)`.as('fen')])
    .where('p.payable_kind', '=', kind)
    .where('r.status', '=', REFUND_STATUS.SUCCESS)
    .where('r.succeeded_at', '>=', from)
    .where('r.succeeded_at', '<', to)
    .groupBy(['day', 'p.payable_no'])
    .execute();
  return rows.map((r) => ({ day: r.day, payable_no: r.payable_no, fen: Number(r.fen) }));
}
