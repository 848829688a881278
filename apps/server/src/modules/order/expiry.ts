/**
 * Order expiry: unpaid orders past expires_at become 已取消 ('超时未支付') and give their stock (stock movement
 * 'expire') and coupon back. Each order closes in its own transaction through the same conditional update as a
 * cancel, so a payment or a cancel racing the sweeper wins or loses cleanly and nothing is given back twice.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sweepInBatches } from '../../queue/sweep.ts';
import * as q from './queries.ts';
import { closeUnpaid, closedUnpaid } from './service.ts';

/**
 * Closes every order expired at `now`; answers how many this call closed. `beforeClose` (the module's sweep: the
 * payment channels asked about the order's QR payments, paid ones applied, open ones closed) runs first for each.
 */
export async function sweepExpired(
  db: Kysely<DB>,
  now = new Date(),
  beforeClose?: (orderNo: string) => Promise<unknown>,
): Promise<number> {
  return sweepInBatches(
    async (batch) => (await q.listExpired(db, now, batch)).map((r) => r.order_no),
    async (orderNo) => {
      if (beforeClose) await beforeClose(orderNo);
      const done = await db.transaction().execute((tx) => closeUnpaid(tx, orderNo, { event: 'expire', now }));
      if (!done) return false;
      closedUnpaid(db, orderNo, done.orderType, 'expire');
      return true;
    },
  );
}
