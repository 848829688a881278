/**
 * A refund of a wallet payment back to the wallet (an after-sale return paid from it): in one transaction the amount
 * is reserved on the payment (never more than was paid), the refund row written (its number unique), the balance
 * credited with its ledger row (the refund number unique there too) and the refund marked succeeded. Asked again
 * under the same number, the refund it already made is answered.
 */
import { REFUND_MESSAGES, REFUND_STATUS, refusal } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import * as q from './queries.ts';
import * as rq from './refund-queries.ts';
import { noEntry } from '../../http/no-entry.ts';

export async function refundToWallet(
  db: Kysely<DB>,
  payment: q.PaymentRow,
  r: { refundNo: string; amountFen: number; reason: string; by: number | null },
): Promise<void> {
  const done = await db.transaction().execute(async (tx) => {
    const known = await rq.refundByNo(tx, r.refundNo);
    if (known) {
      if (known.payment_no !== payment.payment_no || known.amount_fen !== r.amountFen) return false;
      if (known.status === REFUND_STATUS.SUCCESS) return true;
      if (known.status === REFUND_STATUS.FAILED && !(await rq.reserve(tx, payment.payment_no, r.amountFen)))
        return false;
      if (known.status === REFUND_STATUS.FAILED) await rq.reopen(tx, r.refundNo);
    } else {
      if (!(await rq.reserve(tx, payment.payment_no, r.amountFen))) return false;
      await rq.insertRefund(tx, { ...r, paymentNo: payment.payment_no, channel: 'wallet' });
    }
    await q.addLedger(tx, {
      accountId: payment.account_id,
      kind: 'refund',
      deltaFen: r.amountFen,
      balanceAfterFen: await q.creditWallet(tx, payment.account_id, r.amountFen),
      paymentNo: payment.payment_no,
      refundNo: r.refundNo,
      remark: r.reason.slice(0, 100),
    });
    return rq.markSucceeded(tx, r.refundNo, `W${r.refundNo.slice(1)}`);
  });
  if (!done) throw businessError(noEntry(refusal(REFUND_MESSAGES, 'tooMuch')));
}
