/**
 * Refunds of service orders through the job queue: a cancel or a close below what was paid writes a refund row in
 * the same transaction as its move (one per order and purpose: the table's constraint), and the task
 * 'service-order.refunds' asks the payment module for each due row. Durable (the row outlives a crash), retried
 * (a channel that cannot be reached is asked again later, the wait growing), once only (the row's refund number is
 * fixed when it is made, and the payment module answers a number it knows with the refund it already made). What
 * cannot be refunded online (a wallet payment, a channel that keeps refusing) is left to staff as 'manual'.
 */
import {
  REFUND_MESSAGES,
  SERVICE_REFUND_MAX_ATTEMPTS,
  SERVICE_REFUND_PURPOSE_LABEL,
  reasonOf,
  serviceRefundRetrySeconds,
  type ServiceRefundPurpose,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { sendMessages } from '../message/index.ts';
import { newRefundNo, refundForPayable } from '../payment/index.ts';
import * as q from './queries.ts';
import { SERVICE_ORDER_KIND } from './kinds.ts';

export interface Log {
  info(o: object, msg: string): void;
  warn(o: object, msg: string): void;
  error(o: object, msg: string): void;
}

const BATCH = 20;
/** How long one attempt holds its row (a worker that died is replaced after this). */
const LEASE_MS = 5 * 60_000;
/** The payment module's answers that asking again cannot change: staff refund these by hand. */
const FINAL = new Set<string>(
  (['walletNotSupported', 'paymentNotFound', 'notPaid', 'tooMuch'] as const).map((k) => reasonOf(REFUND_MESSAGES, k)),
);

/** Queues the refund of a move, in the move's transaction (nothing when nothing was paid back). */
export async function queueRefund(
  tx: Kysely<DB>,
  orderNo: string,
  purpose: ServiceRefundPurpose,
  amountFen: number,
  reason: string,
): Promise<void> {
  if (amountFen <= 0) return;
  await q.insertRefund(tx, { order_no: orderNo, purpose, amount_fen: amountFen, reason, refund_no: newRefundNo() });
}

/** One run of the task: every due refund gets one attempt; answers how many were done. */
export async function processRefunds(db: Kysely<DB>, config: Config, log: Log, now = new Date()): Promise<number> {
  let done = 0;
  for (const due of await q.refundsDue(db, now, BATCH)) {
    const r = await q.claimRefund(db, due.id, now, new Date(now.getTime() + LEASE_MS));
    if (!r) continue; // another worker has it
    try {
      await refundForPayable(
        db,
        config,
        { kind: SERVICE_ORDER_KIND, no: r.order_no, amountFen: r.amount_fen, reason: r.reason, refundNo: r.refund_no },
        log,
      );
      await db.transaction().execute(async (tx) => {
        const settled = await q.settleRefund(tx, r.id, 'done', null);
        if (!settled) return;
        await sendMessages(tx, [
          {
            accountId: await q.orderAccount(tx, r.order_no),
            kind: 'serviceOrderRefunded',
            params: {
              orderNo: r.order_no,
              purpose: SERVICE_REFUND_PURPOSE_LABEL[r.purpose],
              amount: (r.amount_fen / 100).toFixed(2),
            },
            key: `${r.order_no}:refund:${r.purpose}`,
          },
        ]);
      });
      done++;
    } catch (e) {
      const reason = e instanceof AppError ? e.reason : undefined;
      const text = e instanceof Error ? e.message : String(e);
      const manual = (reason !== undefined && FINAL.has(reason)) || r.attempts >= SERVICE_REFUND_MAX_ATTEMPTS;
      const next = new Date(now.getTime() + serviceRefundRetrySeconds(r.attempts) * 1000);
      await q.settleRefund(db, r.id, manual ? 'manual' : 'pending', text, next);
      log.warn(
        { orderNo: r.order_no, refundNo: r.refund_no, attempt: r.attempts, manual, err: text },
        '服务订单退款未完成',
      );
    }
  }
  return done;
}
