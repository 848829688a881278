/**
 * Paying a payable business: the pay page's summary and status, and a QR payment by the WeChat Pay style or
 * Alipay style channel (the payment row first, then the channel's code). Notifications: notify.ts.
 */
import { randomInt } from 'node:crypto';
import {
  PAYMENT_API,
  PAYMENT_MESSAGES,
  PAYMENT_ROUTES as E,
  listedBy,
  QR_PAY_CHANNELS,
  paidReturnPath,
  type PayChannel,
  type PayChannels,
  type PayStatus,
  type PaymentChannelPlan,
  channelsOn,
  type PaySummary,
  type PayScene,
  type H5PayBody,
  type H5Payment,
  type PayableRef,
  type QrPayBody,
  type QrPayment,
  PAY_PAGE_PATH,
  chinaStamp,
  refusal,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { badRequest, businessError } from '../../http/errors.ts';
import * as alipay from './channels/alipay.ts';
import { ChannelError } from './channels/channel-error.ts';
import type { ChannelCredentials } from './channels/credentials.ts';
import * as wechat from './channels/wechat-v3.ts';
import { payableOf, type Payable } from './payables.ts';
import { presentQrPayment } from './presenter.ts';
import * as q from './queries.ts';

/** What each use case may refuse: only what the entries that reach it list (the compiler checks). */
const channelNo = listedBy(E.qrcode, E.h5, E.walletUrl, E.walletPay);
const kindNo = listedBy(E.summary, E.status, E.qrcode, E.h5, E.walletUrl, E.walletPay);
const summaryNo = listedBy(E.summary);
const statusNo = listedBy(E.status);
const openNo = listedBy(E.qrcode, E.h5, E.walletUrl);
const qrNo = listedBy(E.qrcode);
const h5No = listedBy(E.h5);

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

/** The channels the pay page may offer, and which of them are the sandbox. */
export function payChannels(plan: PaymentChannelPlan): PayChannels {
  return { channels: channelsOn(plan), sandbox: QR_PAY_CHANNELS.filter((c) => plan.qr[c] === 'sandbox') };
}

/** A payment is created only on a channel that is on: refused (PAYMENT.channelOff) before any row is written. */
export function requireChannelOn(plan: PaymentChannelPlan, channel: PayChannel): void {
  if (!channelsOn(plan).includes(channel)) throw businessError(channelNo(refusal(PAYMENT_MESSAGES, 'channelOff')));
}

export function requirePayable(kind: string): Payable {
  const p = payableOf(kind);
  if (!p) throw badRequest(kindNo(refusal(PAYMENT_MESSAGES, 'unknownKind')));
  return p;
}

/** P + Beijing yyyyMMddHHmmss + 8 random digits: 23 characters, within WeChat's 6-32 [A-Za-z0-9] out_trade_no. */
function newPaymentNo(now: Date = new Date()): string {
  const t = chinaStamp(now);
  return `P${t}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export async function summary(db: Kysely<DB>, accountId: number, ref: PayableRef): Promise<PaySummary> {
  const payable = requirePayable(ref.kind);
  const [d, s] = await Promise.all([
    payable.describe(db, ref.orderNo, accountId),
    payable.status(db, ref.orderNo, accountId),
  ]);
  if (!d || !s) throw businessError(summaryNo(refusal(PAYMENT_MESSAGES, 'notFound')));
  return {
    kind: ref.kind,
    orderNo: ref.orderNo,
    subject: d.subject,
    amountFen: d.amountFen,
    expiresAt: d.expiresAt.toISOString(),
    payable: d.payable && !s.paid && !s.closed,
    reason: d.payable ? null : (d.reason?.msg ?? null),
    paid: s.paid,
    closed: s.closed,
    returnPath: paidReturnPath(ref.kind, ref.orderNo),
  };
}

export async function status(db: Kysely<DB>, accountId: number, ref: PayableRef): Promise<PayStatus> {
  const s = await requirePayable(ref.kind).status(db, ref.orderNo, accountId);
  if (!s) throw businessError(statusNo(refusal(PAYMENT_MESSAGES, 'notFound')));
  return { ...s, returnPath: paidReturnPath(ref.kind, ref.orderNo) };
}

/** The open payment of a payable on a channel: created, or the one already open for the same amount. */
export async function openPayment(
  db: Kysely<DB>,
  accountId: number,
  kind: string,
  no: string,
  channel: PayChannel,
  scene: PayScene = 'qr',
): Promise<q.PaymentRow> {
  const d = await requirePayable(kind).describe(db, no, accountId);
  if (!d) throw businessError(openNo(refusal(PAYMENT_MESSAGES, 'notFound')));
  if (!d.payable) throw businessError(openNo(d.reason ? d.reason : refusal(PAYMENT_MESSAGES, 'notPayable')));
  if (d.amountFen <= 0) throw businessError(openNo(refusal(PAYMENT_MESSAGES, 'zeroAmount')));
  if (d.expiresAt.getTime() <= Date.now()) throw businessError(openNo(refusal(PAYMENT_MESSAGES, 'expired')));
  await q.insertOpenPayment(db, {
    paymentNo: newPaymentNo(),
    kind,
    no,
    accountId,
    channel,
    scene,
    amountFen: d.amountFen,
    subject: d.subject,
    expiresAt: d.expiresAt,
  });
  const row = await q.openPayment(db, kind, no, channel, scene, d.amountFen);
  // Settled between the insert and the read: the payable has been paid meanwhile.
  if (!row) throw businessError(openNo(refusal(PAYMENT_MESSAGES, 'alreadyPaid')));
  return row;
}

export async function createQrPayment(
  db: Kysely<DB>,
  gw: Gateways,
  accountId: number,
  body: Required<QrPayBody>,
  log: Log,
): Promise<QrPayment> {
  requireChannelOn(gw.creds.plan, body.channel);
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
      throw businessError(qrNo(refusal(PAYMENT_MESSAGES, 'channelUnavailable')), undefined, 502);
    }
  }
  return presentQrPayment(payment, codeUrl);
}

/** The pay page a phone comes back to from the channel's cashier: it reads the status and leaves to the order. */
function payPageUrl(publicBaseUrl: string, kind: string, orderNo: string): string {
  return `${publicBaseUrl}${PAY_PAGE_PATH}?${new URLSearchParams({ kind, orderNo }).toString()}`;
}

/**
 * A phone payment (issue 58 §2): WeChat Pay H5 (an order placed with the payer's address, answering h5_url) or
 * Alipay's alipay.trade.wap.pay (a signed request the phone opens at the gateway). Both bring the payer back to the
 * pay page. Asked again, the same open payment (its out_trade_no) is sent again: an h5_url lives 5 minutes and a
 * wap.pay request's timestamp 15, so the address is made fresh each time.
 */
export async function createH5Payment(
  db: Kysely<DB>,
  gw: Gateways,
  accountId: number,
  body: Required<H5PayBody>,
  payerIp: string,
  log: Log,
): Promise<H5Payment> {
  requireChannelOn(gw.creds.plan, body.channel);
  const payment = await openPayment(db, accountId, body.kind, body.orderNo, body.channel, 'h5');
  const back = payPageUrl(gw.publicBaseUrl, body.kind, body.orderNo);
  const order = {
    outTradeNo: payment.payment_no,
    amountFen: payment.amount_fen,
    expiresAt: new Date(payment.expires_at),
  };
  let payUrl: string;
  try {
    payUrl =
      body.channel === 'wechat'
        ? (
            await wechat.createH5Order(await gw.creds.wechat(), {
              ...order,
              description: payment.subject,
              notifyUrl: `${gw.publicBaseUrl}${PAYMENT_API.notifyWechat}`,
              payerIp,
              redirectUrl: back,
            })
          ).payUrl
        : alipay.wapPayUrl(await gw.creds.alipay(), {
            ...order,
            subject: payment.subject,
            notifyUrl: `${gw.publicBaseUrl}${PAYMENT_API.notifyAlipay}`,
            returnUrl: back,
            quitUrl: back,
          });
  } catch (e) {
    if (!(e instanceof ChannelError)) throw e;
    log.error({ paymentNo: payment.payment_no, channel: body.channel, detail: e.detail }, e.message);
    throw businessError(h5No(refusal(PAYMENT_MESSAGES, 'channelUnavailable')), undefined, 502);
  }
  // Marks the payment as sent to the channel (the expiry sweep then asks the channel about it before closing).
  await q.setCodeUrl(db, payment.payment_no, payUrl);
  return {
    paymentNo: payment.payment_no,
    channel: body.channel,
    amountFen: payment.amount_fen,
    expiresAt: new Date(payment.expires_at).toISOString(),
    payUrl,
  };
}
