/**
 * The refund of a received return: back through the channel that paid the order (the payment module's refund path:
 * WeChat Pay / Alipay, or their sandbox; a wallet payment back to the wallet), under the refund number fixed at
 * receipt. One caller at a time (a one-minute claim, a conditional update), and the payment module answers a number it knows with the refund it
 * already made: a crowd of clicks refunds once. When the channel confirms, the request moves to refunded and the
 * credits the order earned are taken back in proportion, in one transaction. When the channel refuses, the request
 * moves to refundFailed with the channel's reason (a timeline step, both sides told once); the follow-up job asks
 * again after a growing delay (domain afterSaleRefundRetrySeconds) and the operations page raises those that keep
 * failing.
 */
import {
  AFTER_SALE_MESSAGES as M,
  REFUND_STATUS,
  afterSaleRefundRetrySeconds,
  refusal,
  type AfterSaleView,
  listedBy,
  AFTER_SALE_ROUTES,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, businessError } from '../../http/errors.ts';
import { takeBackForRefund } from '../credits/index.ts';
import { soldOrder } from '../order/index.ts';
import { refundForPayable, refundOutcomeOf, refundStatusOf } from '../payment/index.ts';
import { ownSellerRow, tell, views } from './service.ts';
import * as q from './queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const retryRefundNo = listedBy(AFTER_SALE_ROUTES.refund);

export interface Log {
  info(o: object, msg: string): void;
  warn(o: object, msg: string): void;
  error(o: object, msg: string): void;
}

/**
 * The channel refused: the request moves to (or stays in) refundFailed with the channel's words, one more failure
 * counted and the job's next try set after the backoff. The first failure is a timeline step both sides are told of.
 */
async function failRefund(db: Kysely<DB>, r: q.AfterSaleRow, reason: string): Promise<void> {
  const failures = r.refund_attempts + 1;
  const set = {
    refund_failure: reason.slice(0, 300),
    refund_attempts: failures,
    refund_retry_at: new Date(Date.now() + afterSaleRefundRetrySeconds(failures) * 1000),
    refund_claimed_until: null,
  };
  await db.transaction().execute(async (tx) => {
    const moved = await q.move(tx, r.after_sale_no, r.state, 'refundFailed', set);
    if (!moved || r.state === 'refundFailed') return;
    await q.addStep(tx, {
      afterSaleId: Number(moved.id),
      event: 'refundFail',
      state: 'refundFailed',
      by: 'seller',
      note: reason,
    });
    await tell(tx, moved, 'refundFail', 'seller', reason);
    await tell(tx, moved, 'refundFail', 'buyer', reason);
  });
}

/** Answers 'refunded', 'pending' (the channel has not confirmed yet) or 'failed'; 'busy' when another caller has it. */
export async function refundReceived(
  db: Kysely<DB>,
  config: Config,
  afterSaleNo: string,
  log: Log,
): Promise<'refunded' | 'pending' | 'failed' | 'busy'> {
  const r = await q.claimRefund(db, afterSaleNo);
  if (!r) return 'busy';
  const amountFen = r.refund_fen ?? 0;
  try {
    if (amountFen > 0) {
      const refund = await refundForPayable(
        db,
        config,
        {
          kind: 'mall_order',
          no: r.order_no,
          amountFen,
          reason: `售后退货 ${r.after_sale_no}`,
          refundNo: r.refund_no!,
          toWallet: true,
        },
        log,
      );
      if (refund.status === REFUND_STATUS.FAILED) {
        await failRefund(db, r, refund.failure ?? M.refundFailed);
        return 'failed';
      }
      if (refund.status !== REFUND_STATUS.SUCCESS) {
        await q.unclaimRefund(db, afterSaleNo);
        return 'pending';
      }
    }
  } catch (e) {
    if (!(e instanceof AppError)) {
      await q.unclaimRefund(db, afterSaleNo);
      throw e;
    }
    const reason = (await refundOutcomeOf(db, r.refund_no!))?.failure ?? e.message;
    log.warn({ afterSaleNo, err: e.reason, reason }, '售后退款未成功');
    await failRefund(db, r, reason);
    return 'failed';
  }
  const order = await soldOrder(db, r.order_no);
  await db.transaction().execute(async (tx) => {
    const moved = await q.move(tx, afterSaleNo, r.state, 'refunded', {
      refund_claimed_until: null,
      refund_retry_at: null,
    });
    if (!moved) return;
    const note = `退款 ¥${(amountFen / 100).toFixed(2)}`;
    await q.addStep(tx, { afterSaleId: Number(moved.id), event: 'refund', state: 'refunded', by: 'seller', note });
    await tell(tx, moved, 'refund', 'seller', note);
    if (order && amountFen > 0)
      await takeBackForRefund(tx, {
        accountId: Number(moved.account_id),
        orderNo: moved.order_no,
        afterSaleNo,
        payFen: order.payFen,
        refundedBeforeFen: await q.refundedOfOrder(tx, moved.order_no, afterSaleNo),
        refundFen: amountFen,
      });
  });
  log.info({ afterSaleNo, amountFen }, '售后退款完成');
  return 'refunded';
}

/**
 * The dealer asks again for a received return's refund (after a channel failure or while it was pending): answers
 * the request as it is after the channel's answer (refundFailed with the channel's reason when it refused again).
 */
export async function retryRefund(
  db: Kysely<DB>,
  config: Config,
  accountId: number,
  afterSaleNo: string,
  log: Log,
): Promise<AfterSaleView> {
  const row = await ownSellerRow(db, accountId, afterSaleNo);
  if ((row.state !== 'received' && row.state !== 'refundFailed') || row.kind !== 'return')
    throw businessError(retryRefundNo(refusal(M, 'cannotMove')));
  const outcome = await refundReceived(db, config, afterSaleNo, log);
  if (outcome === 'busy') throw businessError(retryRefundNo(refusal(M, 'cannotMove')));
  return (await views(db, [(await q.byNo(db, afterSaleNo))!], 'seller'))[0]!;
}

/**
 * The follow-up job: a refund the channel confirms later (WeChat Pay's refund notification) moves its return to
 * refunded here, and a refused refund whose backoff is over is asked again (under its number: never twice). Answers
 * how many moved to refunded.
 */
export async function followRefunds(db: Kysely<DB>, config: Config, log: Log): Promise<number> {
  let moved = 0;
  for (const r of await q.refundsToFollow(db, 20)) {
    // a refund the channel has not answered (PROCESSING) or confirmed: asked under its number, it is found done
    const status = await refundStatusOf(db, r.refund_no!);
    if (status !== REFUND_STATUS.SUCCESS && status !== REFUND_STATUS.PROCESSING) continue;
    if ((await refundReceived(db, config, r.after_sale_no, log)) === 'refunded') moved++;
  }
  for (const r of await q.failedRefundsDue(db, 20))
    if ((await refundReceived(db, config, r.after_sale_no, log)) === 'refunded') moved++;
  return moved;
}
