/**
 * Payments of any payable business (issue "Buying" §5): QR payments by the WeChat Pay style and Alipay style
 * channels, the wallet, the status the pay page polls, and the channels' notifications.
 *
 * A notification is applied in ONE transaction: its key (channel, notification id) is claimed first (a replay finds
 * it and changes nothing), the payment moves from unpaid only, and the payable is marked paid in the same
 * transaction; when the payable can no longer take the money the payment is kept for refund. The channel is
 * acknowledged only after the commit. A notification that fails any check changes nothing and is logged.
 */
import { randomInt } from 'node:crypto';
import {
  PAYMENT_API,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS,
  fenOfYuanAmount,
  paidReturnPath,
  parseBeijingDateTime,
  parseRfc3339,
  type PayChannel,
  type PayStatus,
  type PaySummary,
  type PayableRef,
  type QrPayBody,
  type QrPayment,
  type WalletDetail,
  chinaStamp,
  refusal,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, businessError, notFound } from '../../http/errors.ts';
import * as alipay from './channels/alipay.ts';
import { ChannelError } from './channels/channel-error.ts';
import type { ChannelCredentials } from './channels/credentials.ts';
import { NotPayableError, payFromWallet } from './channels/wallet.ts';
import * as wechat from './channels/wechat-v3.ts';
import { payableOf, type Payable } from './payables.ts';
import { presentQrPayment, presentWalletDetail } from './presenter.ts';
import * as q from './queries.ts';

/** What the service needs besides the database: the channels' keys and where we are reachable. */
export interface Gateways {
  creds: ChannelCredentials;
  publicBaseUrl: string;
}

/** The subset of pino the service logs with. */
export interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

function requirePayable(kind: string): Payable {
  const p = payableOf(kind);
  if (!p) throw badRequest(PAYMENT_MESSAGES.unknownKind);
  return p;
}

/** P + Beijing yyyyMMddHHmmss + 8 random digits: 23 characters, within WeChat's 6-32 [A-Za-z0-9] out_trade_no. */
export function newPaymentNo(now: Date = new Date()): string {
  const t = chinaStamp(now);
  return `P${t}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export async function summary(db: Kysely<DB>, accountId: number, ref: PayableRef): Promise<PaySummary> {
  const payable = requirePayable(ref.kind);
  const [d, s] = await Promise.all([
    payable.describe(db, ref.orderNo, accountId),
    payable.status(db, ref.orderNo, accountId),
  ]);
  if (!d || !s) throw businessError(refusal(PAYMENT_MESSAGES, 'notFound'));
  return {
    kind: ref.kind,
    orderNo: ref.orderNo,
    subject: d.subject,
    amountFen: d.amountFen,
    expiresAt: d.expiresAt.toISOString(),
    payable: d.payable && !s.paid && !s.closed,
    reason: d.payable ? null : d.reason,
    paid: s.paid,
    closed: s.closed,
    returnPath: paidReturnPath(ref.kind, ref.orderNo),
  };
}

export async function status(db: Kysely<DB>, accountId: number, ref: PayableRef): Promise<PayStatus> {
  const s = await requirePayable(ref.kind).status(db, ref.orderNo, accountId);
  if (!s) throw businessError(refusal(PAYMENT_MESSAGES, 'notFound'));
  return { ...s, returnPath: paidReturnPath(ref.kind, ref.orderNo) };
}

/** The open payment of a payable on a channel: created, or the one already open for the same amount. */
async function openPayment(
  db: Kysely<DB>,
  accountId: number,
  kind: string,
  no: string,
  channel: PayChannel,
): Promise<q.PaymentRow> {
  const d = await requirePayable(kind).describe(db, no, accountId);
  if (!d) throw businessError(refusal(PAYMENT_MESSAGES, 'notFound'));
  if (!d.payable) throw businessError(d.reason ?? PAYMENT_MESSAGES.notPayable);
  if (d.amountFen <= 0) throw businessError(refusal(PAYMENT_MESSAGES, 'zeroAmount'));
  if (d.expiresAt.getTime() <= Date.now()) throw businessError(refusal(PAYMENT_MESSAGES, 'expired'));
  await q.insertOpenPayment(db, {
    paymentNo: newPaymentNo(),
    kind,
    no,
    accountId,
    channel,
    amountFen: d.amountFen,
    subject: d.subject,
    expiresAt: d.expiresAt,
  });
  const row = await q.openPayment(db, kind, no, channel, d.amountFen);
  // Settled between the insert and the read: the payable has been paid meanwhile.
  if (!row) throw businessError(refusal(PAYMENT_MESSAGES, 'alreadyPaid'));
  return row;
}

export async function createQrPayment(
  db: Kysely<DB>,
  gw: Gateways,
  accountId: number,
  body: Required<QrPayBody>,
  log: Log,
): Promise<QrPayment> {
  const payment = await openPayment(db, accountId, body.kind, body.orderNo, body.channel);
  let codeUrl = payment.code_url;
  if (!codeUrl) {
    const order = {
      outTradeNo: payment.payment_no,
      amountFen: payment.amount_fen,
      expiresAt: new Date(payment.expires_at),
    };
    try {
      const got =
        body.channel === 'wechat'
          ? (
              await wechat.createNativeOrder(await gw.creds.wechat(), {
                ...order,
                description: payment.subject,
                notifyUrl: `${gw.publicBaseUrl}${PAYMENT_API.notifyWechat}`,
              })
            ).codeUrl
          : (
              await alipay.precreate(await gw.creds.alipay(), {
                ...order,
                subject: payment.subject,
                notifyUrl: `${gw.publicBaseUrl}${PAYMENT_API.notifyAlipay}`,
              })
            ).qrCode;
      codeUrl = await q.setCodeUrl(db, payment.payment_no, got);
    } catch (e) {
      if (!(e instanceof ChannelError)) throw e;
      log.error({ paymentNo: payment.payment_no, channel: body.channel, detail: e.detail }, e.message);
      throw businessError(PAYMENT_MESSAGES.channelUnavailable, undefined, 502);
    }
  }
  return presentQrPayment(payment, codeUrl);
}

// ---------- notifications ----------

export type NotifyAnswer = { ack: true } | { ack: false; httpStatus: number; reason: string };

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

async function applyVerified(db: Kysely<DB>, log: Log, v: Verified): Promise<NotifyAnswer> {
  const outcome = await apply(db, v);
  log.info(
    { channel: v.channel, paymentNo: v.payment.payment_no, notifyId: v.notifyId, outcome },
    'payment notification applied',
  );
  return { ack: true };
}

export async function handleWechatNotify(
  db: Kysely<DB>,
  gw: Gateways,
  input: NotifyInput & { headers: wechat.SignedHeaders },
  log: Log,
): Promise<NotifyAnswer> {
  const cred = await gw.creds.wechat();
  const opened = wechat.openNotification(cred, input.headers, input.rawBody);
  if (!opened.ok) return rejected(db, log, 'wechat', input, opened.reason, { httpStatus: 401 });
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
  return applyVerified(db, log, {
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
  return applyVerified(db, log, {
    channel: 'alipay',
    notifyId,
    payment,
    channelTradeNo: params.trade_no ?? null,
    amountFen: fen,
    tradeState: params.trade_status!,
    paidAt: (params.gmt_payment && parseBeijingDateTime(params.gmt_payment)) || new Date(),
  });
}

// ---------- wallet ----------

export const WALLET_PAGE_PATH = '/pay-page/wallet';

export async function walletUrl(
  db: Kysely<DB>,
  gw: Gateways,
  accountId: number,
  body: { walletChannel: string; orderNo: string },
): Promise<{ url: string; paymentNo: string }> {
  const payment = await openPayment(db, accountId, body.walletChannel, body.orderNo, 'wallet');
  return {
    url: `${gw.publicBaseUrl}${WALLET_PAGE_PATH}?paymentNo=${encodeURIComponent(payment.payment_no)}`,
    paymentNo: payment.payment_no,
  };
}

export async function walletBalance(db: Kysely<DB>, accountId: number): Promise<{ balanceFen: number }> {
  return { balanceFen: (await q.walletBalance(db, accountId)) ?? 0 };
}

async function ownWalletPayment(db: Kysely<DB>, accountId: number, paymentNo: string): Promise<q.PaymentRow> {
  const p = await q.paymentByNo(db, paymentNo);
  if (!p || p.account_id !== accountId || p.channel !== 'wallet') throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  return p;
}

export async function walletDetail(db: Kysely<DB>, accountId: number, paymentNo: string): Promise<WalletDetail> {
  const p = await ownWalletPayment(db, accountId, paymentNo);
  return presentWalletDetail(p, (await q.walletBalance(db, accountId)) ?? 0);
}

export async function walletPay(
  db: Kysely<DB>,
  accountId: number,
  paymentNo: string,
  log: Log,
): Promise<{ paid: true; balanceFen: number; returnPath: string }> {
  const p = await ownWalletPayment(db, accountId, paymentNo);
  if (p.status !== PAYMENT_STATUS.UNPAID) throw businessError(refusal(PAYMENT_MESSAGES, 'alreadyPaid'));
  const payable = requirePayable(p.payable_kind);
  try {
    const balanceFen = await db.transaction().execute((tx) => payFromWallet(tx, payable, p, new Date()));
    log.info({ paymentNo, amountFen: p.amount_fen }, 'wallet payment applied');
    return { paid: true, balanceFen, returnPath: paidReturnPath(p.payable_kind, p.payable_no) };
  } catch (e) {
    if (!(e instanceof NotPayableError)) throw e;
    const d = await payable.describe(db, p.payable_no, accountId);
    throw businessError(d?.reason ?? PAYMENT_MESSAGES.notPayable);
  }
}
