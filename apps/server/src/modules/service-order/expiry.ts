/**
 * Unpaid service orders close by themselves: an order with a price not paid by its pay_until (SERVICE_PAY_MINUTES of
 * packages/domain after it was placed, never past its slot) becomes 已取消 and the buyer is told (serviceOrderExpired).
 * Each order closes in its own transaction by the same conditional update a payment's move takes (`where status = 1
 * and paid_fen = 0 and pay_until <= now`): a payment arriving at the same moment either wins (the order is paid and
 * the sweep finds nothing to close) or loses (its money is kept by the payment module and refunded as late money).
 */
import { SERVICE_ORDER_MESSAGES, refusal } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { move } from './moves.ts';
import { sweepInBatches } from '../../queue/sweep.ts';
import * as q from './queries.ts';

/**
 * Closes every order whose time to pay is up at `now`; answers how many this call closed. `beforeClose` (the
 * module's task: the channels asked about the order's QR payments, a paid one applied, open ones closed) runs first.
 */
export async function sweepUnpaid(
  db: Kysely<DB>,
  now = new Date(),
  beforeClose?: (orderNo: string) => Promise<unknown>,
): Promise<number> {
  return sweepInBatches(
    async (batch) => (await q.unpaidDue(db, now, batch)).map((r) => r.order_no),
    async (order_no) => {
      if (beforeClose) await beforeClose(order_no);
      const o = await q.orderByNo(db, order_no);
      if (!o) return false;
      const done = await db
        .transaction()
        .execute((tx) =>
          move(tx, o, 'expire', {
            note: '超时未支付，订单已关闭',
            unpaidDueBy: now,
            set: { expired: true },
            // the job's, answered by no entry: a refused expiry (paid or cancelled meanwhile) closes nothing
            refused: refusal(SERVICE_ORDER_MESSAGES, 'cannotMove'),
          }),
        )
        .catch((e: unknown) => {
          if (e instanceof AppError) return null; // paid or cancelled meanwhile: nothing to close
          throw e;
        });
      return !!done;
    },
  );
}
