/** SQL of the payment module: payments, applied and rejected notifications, wallets. */
import { PAYMENT_STATUS, type PayChannel, type PayScene } from '@portal/domain';
import { sql, type Selectable, type Transaction } from 'kysely';
import type { DB, PaymentTable } from '../../db/schema.ts';
import type { Db } from './tables.ts';

export type PaymentRow = Selectable<PaymentTable>;

export interface NewPayment {
  paymentNo: string;
  kind: string;
  no: string;
  accountId: number;
  channel: PayChannel;
  /** By the desk's QR code (and the wallet) or in the phone's browser. */
  scene: PayScene;
  amountFen: number;
  subject: string;
  expiresAt: Date;
}

/** Inserts the payment unless an open one exists for the same payable, channel, scene and amount (then nothing). */
export async function insertOpenPayment(db: Db, p: NewPayment): Promise<void> {
  await db
    .insertInto('payment')
    .values({
      payment_no: p.paymentNo,
      payable_kind: p.kind,
      payable_no: p.no,
      account_id: p.accountId,
      channel: p.channel,
      scene: p.scene,
      amount_fen: p.amountFen,
      subject: p.subject,
      expires_at: p.expiresAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['payable_kind', 'payable_no', 'channel', 'scene', 'amount_fen'])
        // A literal, not a parameter: the partial index's predicate (status = 0) must be provable from this one,
        // which a prepared statement's generic plan cannot do with `status = $1`.
        .where('status', '=', sql.lit(PAYMENT_STATUS.UNPAID))
        .doNothing(),
    )
    .execute();
}

export function openPayment(db: Db, kind: string, no: string, channel: PayChannel, scene: PayScene, amountFen: number) {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('payable_kind', '=', kind)
    .where('payable_no', '=', no)
    .where('channel', '=', channel)
    .where('scene', '=', scene)
    .where('amount_fen', '=', amountFen)
    .where('status', '=', PAYMENT_STATUS.UNPAID)
    .executeTakeFirst();
}

export function paymentByNo(db: Db, paymentNo: string) {
  return db.selectFrom('payment').selectAll().where('payment_no', '=', paymentNo).executeTakeFirst();
}

/** The unpaid QR payments of a payable that a channel was asked for (they have a code). */
export function openQrPayments(db: Db, kind: string, no: string) {
  return db
    .selectFrom('payment')
    .selectAll()
    .where('payable_kind', '=', kind)
    .where('payable_no', '=', no)
    .where('status', '=', PAYMENT_STATUS.UNPAID)
    .where('channel', 'in', ['wechat', 'alipay'])
    .where('code_url', 'is not', null)
    .execute();
}

/** Keeps the first code URL a gateway gave for the payment; answers the one kept. */
export async function setCodeUrl(db: Db, paymentNo: string, codeUrl: string): Promise<string> {
  await db
    .updateTable('payment')
    .set({ code_url: codeUrl, updated_at: sql<Date>`now()` })
    .where('payment_no', '=', paymentNo)
    .where('code_url', 'is', null)
    .execute();
  const row = await db.selectFrom('payment').select('code_url').where('payment_no', '=', paymentNo).executeTakeFirst();
  return row?.code_url ?? codeUrl;
}

/** Claims a notification key; false when it was recorded before (a replay). */
export async function claimNotification(
  tx: Transaction<DB>,
  n: {
    channel: string;
    notifyId: string;
    paymentNo: string;
    channelTradeNo: string | null;
    amountFen: number;
    tradeState: string;
  },
): Promise<boolean> {
  const row = await tx
    .insertInto('payment_notification')
    .values({
      channel: n.channel,
      notify_id: n.notifyId,
      payment_no: n.paymentNo,
      channel_trade_no: n.channelTradeNo,
      amount_fen: n.amountFen,
      trade_state: n.tradeState,
      outcome: 'settled',
    })
    .onConflict((oc) => oc.columns(['channel', 'notify_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export async function setNotificationOutcome(
  tx: Transaction<DB>,
  channel: string,
  notifyId: string,
  outcome: 'paid' | 'to_refund',
): Promise<void> {
  await tx
    .updateTable('payment_notification')
    .set({ outcome, updated_at: sql<Date>`now()` })
    .where('channel', '=', channel)
    .where('notify_id', '=', notifyId)
    .execute();
}

/** unpaid -> paid, only from unpaid; false when it had moved already. */
export async function markPaymentPaid(
  tx: Transaction<DB>,
  paymentNo: string,
  channelTradeNo: string | null,
  paidAt: Date,
): Promise<boolean> {
  const row = await tx
    .updateTable('payment')
    .set({
      status: PAYMENT_STATUS.PAID,
      paid_at: paidAt,
      channel_trade_no: channelTradeNo,
      updated_at: sql<Date>`now()`,
    })
    .where('payment_no', '=', paymentNo)
    .where('status', '=', PAYMENT_STATUS.UNPAID)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

/** paid -> to refund, in the same transaction, when the payable could not take the money. */
export async function markPaymentToRefund(tx: Transaction<DB>, paymentNo: string, reason: string): Promise<void> {
  await tx
    .updateTable('payment')
    .set({ status: PAYMENT_STATUS.TO_REFUND, refund_reason: reason, updated_at: sql<Date>`now()` })
    .where('payment_no', '=', paymentNo)
    .where('status', '=', PAYMENT_STATUS.PAID)
    .execute();
}

export async function logRejection(
  db: Db,
  r: {
    channel: string;
    reason: string;
    paymentNo?: string | null;
    notifyId?: string | null;
    remoteAddr?: string | null;
    detail?: string;
  },
): Promise<void> {
  await db
    .insertInto('payment_notify_rejection')
    .values({
      channel: r.channel,
      reason: r.reason.slice(0, 500),
      payment_no: r.paymentNo?.slice(0, 64) ?? null,
      notify_id: r.notifyId?.slice(0, 128) ?? null,
      remote_addr: r.remoteAddr ?? null,
      detail: (r.detail ?? '').slice(0, 2000),
    })
    .execute();
}

// ---------- wallet ----------

export async function walletBalance(db: Db, accountId: number): Promise<number | null> {
  const row = await db
    .selectFrom('wallet_account')
    .select('balance_fen')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? Number(row.balance_fen) : null;
}

/** Takes the amount only where the balance covers it; the balance after, or null when it does not. */
export async function debitWallet(tx: Transaction<DB>, accountId: number, amountFen: number): Promise<number | null> {
  const row = await tx
    .updateTable('wallet_account')
    .set({ balance_fen: sql<number>`balance_fen - ${amountFen}`, updated_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('balance_fen', '>=', amountFen)
    .returning('balance_fen')
    .executeTakeFirst();
  return row ? Number(row.balance_fen) : null;
}

export async function addLedger(
  tx: Transaction<DB>,
  l: {
    accountId: number;
    kind: 'topup' | 'pay' | 'refund';
    deltaFen: number;
    balanceAfterFen: number;
    paymentNo: string | null;
    remark: string;
    /** A refund's number (kind 'refund' only). */
    refundNo?: string;
  },
): Promise<void> {
  await tx
    .insertInto('wallet_ledger')
    .values({
      account_id: l.accountId,
      kind: l.kind,
      delta_fen: l.deltaFen,
      balance_after_fen: l.balanceAfterFen,
      payment_no: l.paymentNo,
      remark: l.remark,
      refund_no: l.refundNo ?? null,
    })
    .execute();
}

/**
 * The account's cash in transit: its QR payments whose code was issued between `from` and `to` and that are still
 * unpaid (no notification reached them), summed in fen.
 */
export async function unnotifiedQrFen(db: Db, accountId: number, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('payment')
    .select(sql<string>`coalesce(sum(amount_fen), 0)`.as('fen'))
    .where('account_id', '=', accountId)
    .where('status', '=', PAYMENT_STATUS.UNPAID)
    .where('channel', 'in', ['wechat', 'alipay'])
    .where('code_url', 'is not', null)
    .where('created_at', '>=', from)
    .where('created_at', '<=', to)
    .executeTakeFirst();
  return Number(row?.fen ?? 0);
}

/** Adds to a wallet that exists (a refund of a payment made from it); the balance after. */
export async function creditWallet(tx: Transaction<DB>, accountId: number, amountFen: number): Promise<number> {
  const row = await tx
    .updateTable('wallet_account')
    .set({ balance_fen: sql<number>`balance_fen + ${amountFen}`, updated_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .returning('balance_fen')
    .executeTakeFirstOrThrow();
  return Number(row.balance_fen);
}
