/**
 * A service order's price and a close's supplement, paid through the payment module (QR of both channels or the
 * wallet): Payables 'service_order' and 'service_supplement'. Paying moves 已提交 -> 已付款 by the conditional update
 * (`where status = 1 and price_fen = amount`), so a second payment finds nothing to move and is kept for refund.
 */
import { SERVICE_ORDER_MESSAGES as M, SERVICE_STATUS, refusal } from '@portal/domain';
import type { Payable } from '../payment/index.ts';
import { recordStep } from './moves.ts';
import * as q from './queries.ts';
import { SERVICE_ORDER_KIND, SERVICE_SUPPLEMENT_KIND } from './kinds.ts';

const DAY = 86_400_000;

/** An order can be paid until its pay_until (SERVICE_PAY_MINUTES after it was placed, never past its slot). */
const payUntil = (o: q.OrderRow): Date => new Date(o.pay_until ?? 0);

export const serviceOrderPayable: Payable = {
  kind: SERVICE_ORDER_KIND,
  async describe(db, no, accountId) {
    const o = await q.orderByNo(db, no);
    if (!o || Number(o.account_id) !== accountId || o.price_fen <= 0) return null;
    const expiresAt = payUntil(o);
    const open = o.status === SERVICE_STATUS.SUBMITTED && Date.now() < expiresAt.getTime();
    const reason = open
      ? null
      : o.status === SERVICE_STATUS.SUBMITTED || o.expired
        ? refusal(M, 'payExpired')
        : o.status === SERVICE_STATUS.CANCELLED
          ? refusal(M, 'cannotMove')
          : refusal(M, 'alreadyPaid');
    return { amountFen: o.price_fen, payable: open, reason, subject: `服务订单 ${no}`, expiresAt };
  },
  async markPaid(tx, no, p) {
    const moved = await q.moveStatus(
      tx,
      no,
      SERVICE_STATUS.SUBMITTED,
      SERVICE_STATUS.PAID,
      { paid_fen: p.amountFen, payment_no: p.paymentNo, pay_channel: p.channel, paid_at: p.paidAt },
      { priceFen: p.amountFen },
    );
    if (!moved) return 'not_payable';
    await recordStep(tx, moved, '');
    return 'paid';
  },
  async status(db, no, accountId) {
    const o = await q.orderByNo(db, no);
    if (!o || Number(o.account_id) !== accountId) return null;
    return { paid: o.paid_fen > 0, closed: o.status === SERVICE_STATUS.CANCELLED };
  },
};

export const serviceSupplementPayable: Payable = {
  kind: SERVICE_SUPPLEMENT_KIND,
  async describe(db, no, accountId) {
    const o = await q.orderByNo(db, no);
    if (!o || Number(o.account_id) !== accountId || o.supplement_fen <= 0) return null;
    const open = o.supplement_paid_at === null;
    return {
      amountFen: o.supplement_fen,
      payable: open,
      reason: open ? null : refusal(M, 'alreadyPaid'),
      subject: `服务订单补差价 ${no}`,
      expiresAt: new Date(Date.now() + DAY),
    };
  },
  async markPaid(tx, no, p) {
    const r = await q.markSupplementPaid(tx, no, p.amountFen, p.paymentNo, p.paidAt);
    if (!r) return 'not_payable';
    await q.insertStep(tx, no, SERVICE_STATUS.DONE, `补差价已支付 ¥${(p.amountFen / 100).toFixed(2)}`);
    return 'paid';
  },
  async status(db, no, accountId) {
    const o = await q.orderByNo(db, no);
    if (!o || Number(o.account_id) !== accountId) return null;
    return { paid: o.supplement_paid_at !== null, closed: false };
  },
};
