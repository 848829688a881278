/**
 * Mall orders as something a payment pays ('mall_order'): what is due, the move to 已付款 inside the payment's
 * notification transaction (from 待付款 only, not past the expiry, the exact amount), and the status the pay page
 * polls. The payment module reaches orders only through this.
 */
import { ORDER_MESSAGES, ORDER_STATUS, isPayable, nextOrderStatus, refusal, yuanText } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { earnForPaidOrder } from '../credits/index.ts';
import { sendMessages } from '../message/index.ts';
import type { Payable } from '../payment/index.ts';
import * as q from './queries.ts';

const PAID_OR_LATER: readonly number[] = [ORDER_STATUS.PAID, ORDER_STATUS.SHIPPED, ORDER_STATUS.COMPLETED];

/** Why an order cannot be paid now, null when it can. */
function unpayableReason(o: { status: number; expires_at: Date }, now: Date) {
  if (isPayable({ status: o.status, expiresAt: new Date(o.expires_at) }, now)) return null;
  if (PAID_OR_LATER.includes(o.status)) return refusal(ORDER_MESSAGES, 'alreadyPaid');
  if (o.status === ORDER_STATUS.CANCELLED) return refusal(ORDER_MESSAGES, 'closed');
  return refusal(ORDER_MESSAGES, 'expiredUnpaid');
}

export const mallOrderPayable: Payable = {
  kind: 'mall_order',

  async describe(db: Kysely<DB>, no: string, accountId: number) {
    const o = await q.findForPayment(db, no);
    if (!o || o.account_id !== accountId) return null;
    const reason = unpayableReason(o, new Date());
    const more = Number(o.line_count) > 1 ? `等${o.line_count}种商品` : '';
    return {
      amountFen: o.pay_fen,
      payable: reason === null,
      reason,
      subject: `${o.shop_name}-${o.first_line ?? '商城订单'}${more}`.slice(0, 120),
      expiresAt: new Date(o.expires_at),
    };
  },

  async markPaid(tx: Transaction<DB>, no: string, p) {
    const moved = await q.moveStatus(tx, no, {
      from: ORDER_STATUS.UNPAID,
      to: nextOrderStatus(ORDER_STATUS.UNPAID, 'pay')!,
      // Paid before the order's time ran out (the gateway closes the code at expiresAt), and exactly what is due.
      expired: { at: p.paidAt, past: false },
      payFen: p.amountFen,
      set: { paid_at: p.paidAt, pay_channel: p.channel, payment_no: p.paymentNo },
    });
    if (!moved) return 'not_payable';
    // Paid orders earn credits (CREDITS_PER_YUAN), once per order, in this same transaction.
    const o = await q.findForPayment(tx, no);
    if (o) {
      await earnForPaidOrder(tx, { accountId: o.account_id, orderNo: no, payFen: p.amountFen });
      // The buyer's message, in this same transaction (message module).
      const amount = `¥${yuanText(p.amountFen)}`;
      await sendMessages(tx, [
        { accountId: o.account_id, kind: 'orderPaid', params: { orderNo: no, amount }, key: no },
      ]);
    }
    return 'paid';
  },

  async status(db: Kysely<DB>, no: string, accountId: number) {
    const o = await q.findForPayment(db, no);
    if (!o || o.account_id !== accountId) return null;
    const paid = PAID_OR_LATER.includes(o.status);
    const closed =
      o.status === ORDER_STATUS.CANCELLED ||
      (o.status === ORDER_STATUS.UNPAID &&
        !isPayable({ status: o.status, expiresAt: new Date(o.expires_at) }, new Date()));
    return { paid, closed };
  },
};
