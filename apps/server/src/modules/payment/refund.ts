/**
 * Refunds of QR payments through their channel (WeChat Pay v3 refunds, alipay.trade.refund, or the sandbox that
 * plays them): by staff, full or partial, and automatically for money that arrived for an order that could no
 * longer take it. The amount is reserved on the payment first (a conditional update: never more than was paid,
 * under any concurrency), then the channel is asked; a refusal marks the refund failed and gives the amount back.
 * WeChat Pay confirms later by its refund notification, applied once per notification id.
 */
import { randomInt } from 'node:crypto';
import {
  PAYMENT_API,
  REFUND_MESSAGES,
  REFUND_ROUTES as R,
  listedBy,
  REFUND_STATUS,
  REFUND_STATUS_LABEL,
  chinaStamp,
  refusal,
  type Refund,
  type RefundBody,
  type RefundStatus,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import { record } from '../audit/index.ts';
import * as alipayRefund from './channels/alipay-refund.ts';
import { ChannelError } from './channels/channel-error.ts';
import * as wechatRefund from './channels/wechat-refund.ts';
import { openNotification, type SignedHeaders } from './channels/wechat-v3.ts';
import type { Gateways, Log } from './pay.ts';
import * as q from './queries.ts';
import * as rq from './refund-queries.ts';
import { refundToWallet } from './wallet-refund.ts';

/** R + Beijing yyyyMMddHHmmss + 8 random digits: within WeChat's out_refund_no and Alipay's out_request_no. */
/**
 * What a refund may refuse: only what the staff's entry lists (the compiler checks). The automatic refunds
 * (refundForPayable from after-sale and service orders, refundLateMoney) catch every refusal: no entry answers them.
 */
const staffNo = listedBy(R.refund);

export const newRefundNo = (now = new Date()) => `R${chinaStamp(now)}${String(randomInt(0, 1e8)).padStart(8, '0')}`;

function presentRefund(r: rq.ListedRefund): Refund {
  return {
    refundNo: r.refund_no,
    paymentNo: r.payment_no,
    payableKind: r.payable_kind,
    payableNo: r.payable_no,
    channel: r.channel,
    amountFen: r.amount_fen,
    paymentAmountFen: r.payment_amount_fen,
    refundedFen: r.refunded_fen,
    reason: r.reason,
    status: r.status,
    statusText: REFUND_STATUS_LABEL[r.status as RefundStatus] ?? String(r.status),
    automatic: r.requested_by === null,
    failure: r.failure,
    createdAt: new Date(r.created_at).toISOString(),
    succeededAt: r.succeeded_at ? new Date(r.succeeded_at).toISOString() : null,
  };
}

interface RefundRequest {
  paymentNo: string;
  amountFen: number;
  reason: string;
  /** The staff account; null for an automatic refund. */
  by: number | null;
  /** The caller's own refund number (made by newRefundNo), so that asking again never refunds twice. */
  refundNo?: string | undefined;
  /** A wallet payment is refunded to the wallet (an after-sale return); without it, refused as before. */
  toWallet?: boolean | undefined;
}

/** Asks the payment's channel for the refund; answers the refund's status after the channel's answer. */
async function refundPayment(db: Kysely<DB>, gw: Gateways, r: RefundRequest, log: Log): Promise<Refund> {
  const payment = await q.paymentByNo(db, r.paymentNo);
  if (!payment) throw businessError(staffNo(refusal(REFUND_MESSAGES, 'paymentNotFound')));
  if (payment.channel === 'wallet' && !r.toWallet)
    throw businessError(staffNo(refusal(REFUND_MESSAGES, 'walletNotSupported')));
  if (payment.paid_at === null) throw businessError(staffNo(refusal(REFUND_MESSAGES, 'notPaid')));
  const refundNo = r.refundNo ?? newRefundNo();
  if (payment.channel === 'wallet') {
    await refundToWallet(db, payment, { ...r, refundNo });
    log.info({ paymentNo: payment.payment_no, refundNo, amountFen: r.amountFen }, 'refunded to the wallet');
    return presentRefund(await rq.listedRefund(db, refundNo));
  }
  const reserved = await db.transaction().execute(async (tx) => {
    if (r.refundNo) {
      // Asked again with the same number (a caller's retry): the refund it already has is answered, a failed one
      // is reserved again and asked again under its number (the channels answer a known number with its refund).
      const known = await rq.refundByNo(tx, refundNo);
      if (known) {
        if (known.payment_no !== payment.payment_no || known.amount_fen !== r.amountFen) return false;
        if (known.status === REFUND_STATUS.SUCCESS || known.channel_refund_id !== null) return 'known';
        if (known.status === REFUND_STATUS.FAILED) {
          if (!(await rq.reserve(tx, payment.payment_no, r.amountFen))) return false;
          return (await rq.reopen(tx, refundNo)) ? true : 'known';
        }
        return true;
      }
    }
    if (!(await rq.reserve(tx, payment.payment_no, r.amountFen))) return false;
    await rq.insertRefund(tx, { ...r, refundNo, paymentNo: payment.payment_no, channel: payment.channel });
    // a staff refund is in the audit log, committed with its reservation
    if (r.by !== null)
      await record(tx, {
        actorId: r.by,
        action: 'refund.create',
        entityType: 'payment',
        entityId: payment.payment_no,
        before: { refundedFen: payment.refunded_fen },
        after: { refundedFen: payment.refunded_fen + r.amountFen, refundNo, amountFen: r.amountFen, reason: r.reason },
      });
    return true;
  });
  if (!reserved) throw businessError(staffNo(refusal(REFUND_MESSAGES, 'tooMuch')));
  if (reserved === 'known') return presentRefund(await rq.listedRefund(db, refundNo));
  try {
    if (payment.channel === 'wechat') {
      const a = await wechatRefund.createRefund(await gw.creds.wechat(), {
        outTradeNo: payment.payment_no,
        outRefundNo: refundNo,
        reason: r.reason,
        refundFen: r.amountFen,
        totalFen: payment.amount_fen,
        notifyUrl: `${gw.publicBaseUrl}${PAYMENT_API.notifyWechat}`,
      });
      if (a.status === 'SUCCESS') await rq.markSucceeded(db, refundNo, a.refundId);
      else if (a.status === 'CLOSED' || a.status === 'ABNORMAL')
        await db.transaction().execute((tx) => rq.markFailed(tx, refundNo, a.status));
      else await rq.setChannelRefundId(db, refundNo, a.refundId);
    } else {
      const a = await alipayRefund.refund(await gw.creds.alipay(), {
        outTradeNo: payment.payment_no,
        outRequestNo: refundNo,
        refundFen: r.amountFen,
        reason: r.reason,
      });
      await rq.markSucceeded(db, refundNo, a.tradeNo || null);
    }
  } catch (e) {
    if (!(e instanceof ChannelError)) throw e;
    log.error({ paymentNo: payment.payment_no, refundNo, channel: payment.channel, detail: e.detail }, e.message);
    await db.transaction().execute((tx) => rq.markFailed(tx, refundNo, `${e.message}：${e.detail}`));
    throw businessError(staffNo(refusal(REFUND_MESSAGES, 'channelFailed')), undefined, 502);
  }
  log.info({ paymentNo: payment.payment_no, refundNo, amountFen: r.amountFen, by: r.by }, 'refund requested');
  return presentRefund(await rq.listedRefund(db, refundNo));
}

/** Staff refunds (only the provider's sales accounts: the entry's policy). */
export async function staffRefund(db: Kysely<DB>, gw: Gateways, accountId: number, body: RefundBody, log: Log) {
  const paymentNo = body.paymentNo || (await rq.paidPaymentOf(db, body.kind, body.orderNo ?? ''))?.payment_no;
  if (!paymentNo) throw businessError(staffNo(refusal(REFUND_MESSAGES, 'paymentNotFound')));
  return refundPayment(db, gw, { paymentNo, amountFen: body.amountFen, reason: body.reason, by: accountId }, log);
}

export async function staffRefundList(
  db: Kysely<DB>,
  query: { keyword?: string | undefined; page: number; size: number },
): Promise<{ list: Refund[]; total: number }> {
  const { rows, total } = await rq.pageRefunds(db, query.keyword || null, query.page, query.size);
  return { list: rows.map(presentRefund), total };
}

export async function orderRefunds(db: Kysely<DB>, accountId: number, kind: string, no: string): Promise<Refund[]> {
  return (await rq.refundsOfPayable(db, kind, no, accountId)).map(presentRefund);
}

/** Money that arrived for an order that could no longer take it goes back the way it came, whole. */
export async function refundLateMoney(db: Kysely<DB>, gw: Gateways, paymentNo: string, log: Log): Promise<void> {
  const p = await q.paymentByNo(db, paymentNo);
  if (!p || p.refunded_fen > 0) return;
  try {
    await refundPayment(
      db,
      gw,
      { paymentNo, amountFen: p.amount_fen, reason: REFUND_MESSAGES.lateMoney, by: null },
      log,
    );
  } catch (e) {
    // Kept as to-refund: the staff page lists it and staff can refund it again.
    log.error({ paymentNo, err: (e as Error).message }, 'automatic refund of late money failed');
  }
}

/**
 * A WeChat Pay refund notification (its signature and decryption already checked by the caller's openNotification):
 * applied once per notification id; SUCCESS confirms the refund, ABNORMAL / CLOSED fail it and give the amount back.
 */
export async function applyWechatRefundNotification(
  db: Kysely<DB>,
  gw: Gateways,
  input: { headers: SignedHeaders; rawBody: string },
  log: Log,
): Promise<{ ack: true } | { ack: false; httpStatus: number; reason: string }> {
  const cred = await gw.creds.wechat();
  const opened = openNotification(cred, input.headers, input.rawBody);
  if (!opened.ok) return { ack: false, httpStatus: 401, reason: opened.reason };
  const res = opened.notification.transaction as unknown as wechatRefund.WechatRefundResource;
  const id = opened.notification.id;
  if (res.mchid !== cred.mchid) return { ack: false, httpStatus: 400, reason: `商户号不匹配：${String(res.mchid)}` };
  const refund = res.out_refund_no ? await rq.refundByNo(db, res.out_refund_no) : undefined;
  if (!refund || refund.payment_no !== res.out_trade_no || refund.channel !== 'wechat')
    return { ack: false, httpStatus: 400, reason: `退款单不存在：${String(res.out_refund_no)}` };
  if (res.amount?.refund !== refund.amount_fen)
    return { ack: false, httpStatus: 400, reason: `退款金额不符：${String(res.amount?.refund)}` };
  const outcome = await db.transaction().execute(async (tx) => {
    const claimed = await rq.claimRefundNotification(tx, {
      channel: 'wechat',
      notifyId: id,
      refundNo: refund.refund_no,
      refundStatus: String(res.refund_status),
    });
    if (!claimed) return 'duplicate';
    if (res.refund_status === 'SUCCESS')
      return (await rq.markSucceeded(tx, refund.refund_no, res.refund_id ?? null)) ? 'succeeded' : 'settled';
    return (await rq.markFailed(tx, refund.refund_no, String(res.refund_status))) ? 'failed' : 'settled';
  });
  log.info({ refundNo: refund.refund_no, notifyId: id, outcome }, 'refund notification applied');
  return { ack: true };
}

export { REFUND_STATUS };

/**
 * Another module's refund of what was paid for its payable (a service order cancelled or closed below what was paid):
 * through the paid payment's channel, an automatic refund (by = null). With the caller's `refundNo`, asking again is safe.
 */
export async function refundPayable(
  db: Kysely<DB>,
  gw: Gateways,
  r: {
    kind: string;
    no: string;
    amountFen: number;
    reason: string;
    refundNo?: string | undefined;
    toWallet?: boolean | undefined;
  },
  log: Log,
): Promise<Refund> {
  const paid = await rq.paidPaymentOf(db, r.kind, r.no);
  if (!paid) throw businessError(staffNo(refusal(REFUND_MESSAGES, 'paymentNotFound')));
  const { kind: _kind, no: _no, ...rest } = r;
  return refundPayment(db, gw, { ...rest, paymentNo: paid.payment_no, by: null }, log);
}
