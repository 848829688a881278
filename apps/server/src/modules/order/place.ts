/**
 * placeorder: exactly once per Idempotency-Key. Everything is recomputed from the database (settle.ts) and compared
 * with what the buyer saw; then the order kernel (kernel.ts) writes it — one statement in its models' lane without a
 * coupon or cart lines, else one transaction that redeems the coupon and clears the cart first.
 */
import { createHash } from 'node:crypto';
import {
  ORDER_MESSAGES,
  canonicalPlaceOrderBody,
  lineDiscountsOf,
  refusal,
  type ParsedPlaceOrderBody,
  type PlacedOrder,
  DEALER_MESSAGES,
  listedBy,
  ORDER_ROUTES as O,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError, businessError } from '../../http/errors.ts';
import * as cart from '../cart/index.ts';
import * as coupons from '../coupon/index.ts';
import * as promotions from '../promotion/index.ts';
import { writeOrder, type WriteHow } from './kernel.ts';
import { orderUnderKey } from './external-order.ts';
import { settle, type OrderSettings, type Settled } from './settle.ts';

const placeNo = listedBy(O.placeOrder);

/** The racing request under the same key committed first: answer its order. */
class KeyTaken extends Error {}

const requestHash = (body: ParsedPlaceOrderBody) =>
  createHash('sha256').update(canonicalPlaceOrderBody(body)).digest('hex');

function sameOrder(
  found: { order_no: string; request_hash: string; pay_fen: number; expires_at: Date },
  hash: string,
): PlacedOrder {
  if (found.request_hash !== hash) throw businessError(placeNo(refusal(ORDER_MESSAGES, 'idempotencyKeyReused')));
  return { orderNo: found.order_no, payFen: found.pay_fen, expiresAt: new Date(found.expires_at).toISOString() };
}

/**
 * placeorder. The same key with the same body answers the same order (however often and however concurrently
 * it is sent); the same key with another body is refused. A refusal writes nothing, so the key can be retried.
 *
 * Everything is recomputed here from the database (prices, stock, address, freight, coupon) and compared with what
 * the buyer saw; then one transaction writes the order. The reads run just before that transaction rather than
 * inside it: under READ COMMITTED a read inside would be no more stable, and what must still hold at commit is
 * held by the writes themselves (the unique key, the coupon's conditional redeem, the conditional stock update),
 * so the transaction stays a few statements long and the hot model's row is locked only from its update to the commit.
 * A taken order number or a deadlock is written again by the kernel.
 */
export async function placeOrder(
  db: Kysely<DB>,
  accountId: number,
  idempotencyKey: string,
  body: ParsedPlaceOrderBody,
  settings: OrderSettings,
  now = new Date(),
): Promise<PlacedOrder> {
  const hash = requestHash(body);
  const opts = { addressId: body.addressId, userCouponNo: body.userCouponNo };
  for (let attempt = 1; ; attempt++) {
    try {
      const s = await settle(db, accountId, body, opts, now);
      // the entry's schema requires the address, which settle checked (ADDRESS.notFound): never missing here
      if (!s.address) throw new Error('placeorder: no address after the check');
      if (s.ctx.shop.status !== 1) throw businessError(placeNo(refusal(DEALER_MESSAGES, 'shopAbnormal')));
      if (s.payFen !== body.expectedPayFen) {
        // A promotion the buyer saw that ended or ran out meanwhile is said plainly; otherwise the amount changed.
        const gone = await promotions.whyGone(
          db,
          s.lines.map((l) => l.skuNo),
          now,
        );
        throw gone ?? businessError(placeNo(refusal(ORDER_MESSAGES, 'amountChanged')));
      }
      return await write(db, s, accountId, idempotencyKey, hash, body, settings, now);
    } catch (e) {
      // A replay, or a request racing under the same key that won meanwhile (its coupon or stock may be why ours
      // failed): the order under the key is the answer. Looked up only then, so a new order costs no extra query, and
      // a crowd refused at once (sold out) looks up in one query per turn.
      if (e instanceof KeyTaken || e instanceof AppError) {
        const winner = await orderUnderKey(db, accountId, idempotencyKey);
        if (winner) return sameOrder(winner, hash);
        if (e instanceof AppError) throw e;
        if (attempt < 5) continue; // the winner rolled back after all: ours may go ahead
      }
      throw e;
    }
  }
}

/**
 * The order's description for the kernel. Without a coupon or cart lines to settle it is one statement (order,
 * lines, movements and the stock's conditional updates), atomic by itself, written in turn with the orders for the
 * same models that arrive meanwhile; otherwise one transaction: the coupon's conditional redeem, the cart clean-up,
 * then that statement last, so the hot model's row stays locked only until the commit.
 */
async function write(
  db: Kysely<DB>,
  s: Settled,
  accountId: number,
  idempotencyKey: string,
  hash: string,
  body: ParsedPlaceOrderBody,
  settings: OrderSettings,
  now: Date,
): Promise<PlacedOrder> {
  const how: WriteHow =
    !s.coupon && body.source !== 'cart' && !s.promotion.uses.length
      ? { in: 'turn' }
      : {
          in: 'transaction',
          before: async (tx, orderNo) => {
            let couponLines = new Map<string, number>();
            if (s.coupon) {
              const r = await coupons.redeem(tx, accountId, s.coupon.userCouponNo, orderNo, s.couponLines, now);
              if (r.discountFen !== s.couponFen) throw businessError(placeNo(refusal(ORDER_MESSAGES, 'amountChanged')));
              couponLines = r.perLine;
            }
            // The promotions' limits, gift pool and window, re-checked by their conditional writes.
            await promotions.take(tx, accountId, orderNo, s.promotion, now);
            const lineDiscounts = lineDiscountsOf(s.promotion.lines, couponLines);
            if (body.source === 'cart') {
              await cart.removeOrdered(
                tx,
                accountId,
                s.lines.map((l) => l.skuNo),
              );
            }
            return { lineDiscounts };
          },
        };
  const written = await writeOrder(db, {
    order: {
      accountId,
      buyerMerchantNo: s.ctx.merchantNo,
      shop: { merchantNo: s.ctx.shop.parentMerchantNo, name: s.ctx.shop.parentMerchantName },
      address: s.address!,
      lines: s.lines.map((l) => ({ ...l, discountFen: 0 })),
      freightFen: s.freightFen,
      remark: body.remark,
      idempotencyKey,
      requestHash: hash,
      expireMinutes: settings.expireMinutes,
      userCouponNo: s.coupon?.userCouponNo ?? null,
      discountFen: s.discountFen,
    },
    at: now,
    write: how,
  });
  if (!written) throw new KeyTaken();
  return written.placed;
}
