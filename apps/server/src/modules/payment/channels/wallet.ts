/**
 * The wallet channel: the buyer's balance with us. Paying is one transaction: the payment moves from unpaid
 * (conditional update), the balance is taken with a conditional decrement (never below zero: the WHERE and the
 * CHECK), one ledger row per payment (unique), then the payable is marked paid. When the payable can no longer take
 * it, the whole transaction rolls back: nothing was charged.
 */
import { PAYMENT_MESSAGES, PAYMENT_ROUTES, listedBy, refusal } from '@portal/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { businessError } from '../../../http/errors.ts';
import type { Payable } from '../payables.ts';
import * as q from '../queries.ts';

/** Paying from the wallet is the wallet-pay entry's (wallet.ts): only what it lists (the compiler checks). */
const payNo = listedBy(PAYMENT_ROUTES.walletPay);

export class NotPayableError extends Error {}

/** Pays an open wallet payment; answers the balance after. Throws a business error (rolled back) otherwise. */
export async function payFromWallet(
  tx: Transaction<DB>,
  payable: Payable,
  payment: q.PaymentRow,
  now: Date,
): Promise<number> {
  // The payment first: its conditional update locks the row, so a second click waits and then finds it paid.
  const tradeNo = `W${payment.payment_no.slice(1)}`;
  if (!(await q.markPaymentPaid(tx, payment.payment_no, tradeNo, now))) {
    throw businessError(payNo(refusal(PAYMENT_MESSAGES, 'alreadyPaid')));
  }
  const balanceAfter = await q.debitWallet(tx, payment.account_id, payment.amount_fen);
  if (balanceAfter === null) {
    const balance = await q.walletBalance(tx, payment.account_id);
    throw businessError(payNo(refusal(PAYMENT_MESSAGES, balance === null ? 'walletNoAccount' : 'walletShort')));
  }
  await q.addLedger(tx, {
    accountId: payment.account_id,
    kind: 'pay',
    deltaFen: -payment.amount_fen,
    balanceAfterFen: balanceAfter,
    paymentNo: payment.payment_no,
    remark: payment.subject.slice(0, 100),
  });
  const r = await payable.markPaid(tx, payment.payable_no, {
    paymentNo: payment.payment_no,
    channel: 'wallet',
    amountFen: payment.amount_fen,
    paidAt: now,
  });
  if (r !== 'paid') throw new NotPayableError();
  return balanceAfter;
}
