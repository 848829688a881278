/**
 * The cash part of a credits exchange, paid through the payment module: Payable 'credits_order'. The credits were
 * held at the exchange; paying moves 待付款 -> 待发货 (conditional update), an exchange closed meanwhile (cancelled,
 * expired) or paid by another payment answers 'not_payable' so the payment is kept for refund.
 */
import { CREDIT_EXCHANGE_STATUS, ORDER_MESSAGES, refusal } from '@portal/domain';
import type { Payable } from '../payment/index.ts';
import * as q from './queries.ts';

const CREDITS_ORDER_KIND = 'credits_order';

export const creditsOrderPayable: Payable = {
  kind: CREDITS_ORDER_KIND,
  async describe(db, no, accountId) {
    const e = await q.exchangeByNo(db, no);
    if (!e || e.account_id !== accountId || e.cash_fen <= 0 || !e.expires_at) return null;
    const expiresAt = new Date(e.expires_at);
    const open = e.status === CREDIT_EXCHANGE_STATUS.UNPAID && Date.now() < expiresAt.getTime();
    const reason = open
      ? null
      : e.status === CREDIT_EXCHANGE_STATUS.UNPAID
        ? refusal(ORDER_MESSAGES, 'expiredUnpaid')
        : e.status === CREDIT_EXCHANGE_STATUS.CANCELLED
          ? refusal(ORDER_MESSAGES, 'closed')
          : refusal(ORDER_MESSAGES, 'alreadyPaid');
    return { amountFen: e.cash_fen, payable: open, reason, subject: `积分兑换：${e.name} ×${e.quantity}`, expiresAt };
  },
  async markPaid(tx, no, p) {
    const moved = await q.moveExchange(
      tx,
      no,
      CREDIT_EXCHANGE_STATUS.UNPAID,
      { status: CREDIT_EXCHANGE_STATUS.EXCHANGED, paid_at: p.paidAt, pay_channel: p.channel, payment_no: p.paymentNo },
      // Paid before its time ran out, and exactly the cash part.
      { cashFen: p.amountFen, paidBefore: p.paidAt },
    );
    return moved ? 'paid' : 'not_payable';
  },
  async status(db, no, accountId) {
    const e = await q.exchangeByNo(db, no);
    if (!e || e.account_id !== accountId) return null;
    const unpaidExpired =
      e.status === CREDIT_EXCHANGE_STATUS.UNPAID && !!e.expires_at && Date.now() >= new Date(e.expires_at).getTime();
    return {
      paid: e.status === CREDIT_EXCHANGE_STATUS.EXCHANGED || e.status === CREDIT_EXCHANGE_STATUS.SHIPPED,
      closed: e.status === CREDIT_EXCHANGE_STATUS.CANCELLED || unpaidExpired,
    };
  },
};
