/**
 * The channels' notifications. One is applied in ONE transaction: its key (channel, notification id) is claimed first
 * (a replay finds it and changes nothing), the payment moves from unpaid only, and the payable is marked paid in the
 * same transaction; when the payable can no longer take the money the payment is kept for refund. The channel is
 * acknowledged only after the commit. A notification that fails any check changes nothing and is logged.
 */
import { fenOfYuanAmount, parseBeijingDateTime, parseRfc3339 } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import * as alipay from './channels/alipay.ts';
import * as wechat from './channels/wechat-v3.ts';
import * as q from './queries.ts';
import { type Gateways, type Log, requirePayable } from './pay.ts';
import { applyWechatRefundNotification, refundLateMoney } from './refund.ts';

// ---------- notifications ----------

export type NotifyAnswer = { ack: true } | { ack: false; httpStatus: number; reason: string };

/** A notification for a channel that is off: nobody here can verify it, so it is not read at all. */
function channelOff(gw: Gateways, channel: 'wechat' | 'alipay'): NotifyAnswer | null {
  return gw.creds.plan.qr[channel] === 'off' ? { ack: false, httpStatus: 404, reason: '支付通道未开通' } : null;
}

interface Verified {
  channel: 'wechat' | 'alipay';
  notifyId: string;
  payment: q.PaymentRow;
  channelTradeNo: string | null;
  amountFen: number;
  tradeState: string;
  paidAt: Date;
}

type Outcome = 'paid' | 'to_refund' | 'settled' | 'duplicate';

/** The one transaction of an accepted notification. */
async function apply(db: Kysely<DB>, v: Verified): Promise<Outcome> {
  const payable = requirePayable(v.payment.payable_kind);
  return db.transaction().execute(async (tx) => {
    const claimed = await q.claimNotification(tx, {
      channel: v.channel,
      notifyId: v.notifyId,
      paymentNo: v.payment.payment_no,
      channelTradeNo: v.channelTradeNo,
      amountFen: v.amountFen,
      tradeState: v.tradeState,
    });
    if (!claimed) return 'duplicate';
    if (!(await q.markPaymentPaid(tx, v.payment.payment_no, v.channelTradeNo, v.paidAt))) return 'settled';
    const r = await payable.markPaid(tx, v.payment.payable_no, {
      paymentNo: v.payment.payment_no,
      channel: v.channel,
      amountFen: v.amountFen,
      paidAt: v.paidAt,
    });
    if (r === 'paid') {
      await q.setNotificationOutcome(tx, v.channel, v.notifyId, 'paid');
      return 'paid';
    }
    await q.markPaymentToRefund(
      tx,
      v.payment.payment_no,
      '支付到账时订单已不可支付（已过期、已取消或已由其他支付完成）',
    );
    await q.setNotificationOutcome(tx, v.channel, v.notifyId, 'to_refund');
    return 'to_refund';
  });
}

interface NotifyInput {
  rawBody: string;
  remoteAddr: string | null;
}

async function rejected(
  db: Kysely<DB>,
  log: Log,
  channel: 'wechat' | 'alipay',
  input: NotifyInput,
  reason: string,
  extra: { paymentNo?: string | null; notifyId?: string | null; httpStatus?: number } = {},
): Promise<NotifyAnswer> {
  log.warn(
    { channel, reason, paymentNo: extra.paymentNo, notifyId: extra.notifyId, remoteAddr: input.remoteAddr },
    'payment notification rejected',
  );
  await q.logRejection(db, {
    channel,
    reason,
    paymentNo: extra.paymentNo ?? null,
    notifyId: extra.notifyId ?? null,
    remoteAddr: input.remoteAddr,
    detail: input.rawBody,
  });
  return { ack: false, httpStatus: extra.httpStatus ?? 400, reason };
}

/** A valid notification of a state that is not a payment: logged, nothing changes, acknowledged (no resending). */
async function ignored(
  db: Kysely<DB>,
  log: Log,
  channel: 'wechat' | 'alipay',
  input: NotifyInput,
  reason: string,
  paymentNo: string,
  notifyId: string,
): Promise<NotifyAnswer> {
  log.info({ channel, reason, paymentNo, notifyId }, 'payment notification ignored');
  await q.logRejection(db, {
    channel,
    reason,
    paymentNo,
    notifyId,
    remoteAddr: input.remoteAddr,
    detail: input.rawBody,
  });
  return { ack: true };
}

async function applyVerified(db: Kysely<DB>, gw: Gateways, log: Log, v: Verified): Promise<NotifyAnswer> {
  const outcome = await apply(db, v);
  log.info(
    { channel: v.channel, paymentNo: v.payment.payment_no, notifyId: v.notifyId, outcome },
    'payment notification applied',
  );
  // Late money goes back by itself, after the commit and without holding up the acknowledgement.
  if (outcome === 'to_refund') void refundLateMoney(db, gw, v.payment.payment_no, log);
  return { ack: true };
}

/**
 * A payment its channel reports paid when asked (the notification never came): applied as that notification would
 * be, under the key query:<channel trade no>, so the notification arriving later finds the payment settled.
 */
export async function applyQueriedPayment(
  db: Kysely<DB>,
  gw: Gateways,
  log: Log,
  payment: q.PaymentRow,
  s: { channelTradeNo: string; amountFen: number; paidAt: Date; state: string },
): Promise<void> {
  const channel = payment.channel as 'wechat' | 'alipay';
  if (s.amountFen !== payment.amount_fen) {
    log.warn({ paymentNo: payment.payment_no, amountFen: s.amountFen }, 'queried payment amount differs: not applied');
    return;
  }
  await applyVerified(db, gw, log, {
    channel,
    notifyId: `query:${s.channelTradeNo || payment.payment_no}`,
    payment,
    channelTradeNo: s.channelTradeNo || null,
    amountFen: s.amountFen,
    tradeState: s.state,
    paidAt: s.paidAt,
  });
}

export async function handleWechatNotify(
  db: Kysely<DB>,
  gw: Gateways,
  input: NotifyInput & { headers: wechat.SignedHeaders },
  log: Log,
): Promise<NotifyAnswer> {
  const off = channelOff(gw, 'wechat');
  if (off) return off;
  const cred = await gw.creds.wechat();
  const opened = wechat.openNotification(cred, input.headers, input.rawBody);
  if (!opened.ok) return rejected(db, log, 'wechat', input, opened.reason, { httpStatus: 401 });
  if (opened.notification.eventType.startsWith('REFUND.')) {
    const a = await applyWechatRefundNotification(db, gw, input, log);
    return a.ack ? a : rejected(db, log, 'wechat', input, a.reason, { notifyId: opened.notification.id });
  }
  const { id, transaction: t } = opened.notification;
  const paymentNo = typeof t.out_trade_no === 'string' ? t.out_trade_no : null;
  const ctx = { paymentNo, notifyId: id };
  if (t.mchid !== cred.mchid) return rejected(db, log, 'wechat', input, `商户号不匹配：${String(t.mchid)}`, ctx);
  if (t.appid !== cred.appid) return rejected(db, log, 'wechat', input, `应用ID不匹配：${String(t.appid)}`, ctx);
  const payment = paymentNo ? await q.paymentByNo(db, paymentNo) : undefined;
  if (!payment || payment.channel !== 'wechat') {
    return rejected(db, log, 'wechat', input, `商户订单号不存在：${String(paymentNo)}`, ctx);
  }
  const total = t.amount?.total;
  if (total !== payment.amount_fen || (t.amount?.currency ?? 'CNY') !== 'CNY') {
    return rejected(db, log, 'wechat', input, `金额不符：通知 ${String(total)} 分，应付 ${payment.amount_fen} 分`, ctx);
  }
  if (t.trade_state !== 'SUCCESS') {
    return ignored(db, log, 'wechat', input, `交易状态 ${String(t.trade_state)}，不处理`, payment.payment_no, id);
  }
  return applyVerified(db, gw, log, {
    channel: 'wechat',
    notifyId: id,
    payment,
    channelTradeNo: t.transaction_id ?? null,
    amountFen: total,
    tradeState: t.trade_state,
    paidAt: (t.success_time && parseRfc3339(t.success_time)) || new Date(),
  });
}

export async function handleAlipayNotify(
  db: Kysely<DB>,
  gw: Gateways,
  input: NotifyInput,
  log: Log,
): Promise<NotifyAnswer> {
  const off = channelOff(gw, 'alipay');
  if (off) return off;
  const cred = await gw.creds.alipay();
  const params = Object.fromEntries(new URLSearchParams(input.rawBody));
  const bad = alipay.verifyNotification(cred, params);
  const ctx = { paymentNo: params.out_trade_no ?? null, notifyId: params.notify_id ?? null };
  if (bad) return rejected(db, log, 'alipay', input, bad, ctx);
  if (params.app_id !== cred.appId)
    return rejected(db, log, 'alipay', input, `应用ID不匹配：${String(params.app_id)}`, ctx);
  if (cred.sellerId && params.seller_id !== cred.sellerId) {
    return rejected(db, log, 'alipay', input, `卖家ID不匹配：${String(params.seller_id)}`, ctx);
  }
  const payment = params.out_trade_no ? await q.paymentByNo(db, params.out_trade_no) : undefined;
  if (!payment || payment.channel !== 'alipay') {
    return rejected(db, log, 'alipay', input, `商户订单号不存在：${String(params.out_trade_no)}`, ctx);
  }
  const fen = fenOfYuanAmount(params.total_amount ?? '');
  if (fen !== payment.amount_fen) {
    return rejected(
      db,
      log,
      'alipay',
      input,
      `金额不符：通知 ${String(params.total_amount)} 元，应付 ${payment.amount_fen} 分`,
      ctx,
    );
  }
  const notifyId = params.notify_id || `${params.trade_no ?? ''}:${params.trade_status ?? ''}`;
  if (!(alipay.ALIPAY_PAID_STATES as readonly string[]).includes(params.trade_status ?? '')) {
    return ignored(
      db,
      log,
      'alipay',
      input,
      `交易状态 ${String(params.trade_status)}，不处理`,
      payment.payment_no,
      notifyId,
    );
  }
  return applyVerified(db, gw, log, {
    channel: 'alipay',
    notifyId,
    payment,
    channelTradeNo: params.trade_no ?? null,
    amountFen: fen,
    tradeState: params.trade_status!,
    paidAt: (params.gmt_payment && parseBeijingDateTime(params.gmt_payment)) || new Date(),
  });
}
