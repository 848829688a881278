/**
 * The order module's ONE way to write mall orders: placeorder, and the orders other modules place at prices they
 * decide (a flash-sale buy). `writeOrder` takes a typed description of what to write and does the rest: the order's
 * number (order-numbers.ts) and expiry, the lane and the batching (write-in-turn.ts: group commit per set of models, or
 * per what a companion names), the batch guards, the one-statement write (stock-write.ts → queries.ts: order, lines,
 * movements and the catalogue's conditional stock take, `takeStockSql` from catalogue's index) and the retries (a
 * taken order number or a deadlock: a new number, again, up to five times).
 *
 * The description (OrderWriteDescription):
 * - `order`: the order as data (buyer, shop, address snapshot, priced lines, freight, key and request hash, type);
 * - `at`: the request's instant (the number's second, the expiry);
 * - `write`: `turn` (queued in its lane, batched with what arrives meanwhile), `statement` (one statement now, in the
 *   given database or the caller's transaction) or `transaction` (the kernel opens it, numbers the order, runs the
 *   caller's `before(tx, orderNo)` — the coupon's redeem, the cart's clean-up — and writes the order last);
 * - `also`: what another module writes in the same statement, as DATA (`{ writer, data }`).
 *
 * Why a companion writer and not SQL from the caller: the flash sale's pool, per-buyer counter and seckill_order row
 * must be written in the same statement as the order (one round trip per buy or per batch, everything undone by
 * one guard), and the SQL of those tables must stay in the seckill module. So the seckill module exports a typed
 * CompanionWriter (seckill/hold.ts, its SQL in seckill/queries.ts) and its buy passes only data; the kernel calls the
 * writer to compile that data into the CTEs and the guard of the statement it builds (`one` for a lone order, `many`
 * for a batch), and asks it for its lane, its batch key, how to translate its guard's errors and how to split a batch
 * that did not stand. No caller hands the kernel a statement or a fragment of one.
 */
import { orderExpiresAt, type Address, type PlacedOrder } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nextOrderNo } from './order-numbers.ts';
import type * as q from './queries.ts';
import { isRetryablePlacement } from './stock-write.ts';
import type { Companion } from './companion.ts';
import { writeAlone, writeInTurn, type Lines, type OrderToWrite } from './write-in-turn.ts';

/** A line as the order keeps it (the model's names and picture copied, the price decided by the caller). */
export type OrderLine = q.LineWrite;

/** An order to write, as data. Pay = Σ amount − discount + freight. */
export interface OrderDraft {
  accountId: number;
  buyerMerchantNo: string | null;
  shop: { merchantNo: string; name: string };
  address: Address;
  lines: readonly OrderLine[];
  freightFen: number;
  remark: string;
  idempotencyKey: string;
  requestHash: string;
  /** mall_order.order_type: absent = 1, an ordinary order. */
  orderType?: number;
  /** ORDER_EXPIRE_MINUTES. */
  expireMinutes: number;
  /** The coupon the order redeems (write `transaction`, whose `before` redeems it under the order's number). */
  userCouponNo?: string | null;
  /** The order's reduction; absent: the sum of its lines' (a coupon's is decided before and allocated in `before`). */
  discountFen?: number;
}

export type WriteHow =
  | { in: 'turn' }
  | { in: 'statement'; tx?: Transaction<DB> }
  | {
      in: 'transaction';
      /** Runs first in the order's transaction; may set each model's line discount (a coupon's allocation). */
      before: (tx: Transaction<DB>, orderNo: string) => Promise<{ lineDiscounts?: ReadonlyMap<string, number> } | void>;
    };

export interface OrderWriteDescription<D = never> {
  order: OrderDraft;
  at: Date;
  write: WriteHow;
  also?: Companion<D>;
}

/** The placed order and the companion's value; null when the account already has an order under the key. */
export type OrderWritten = { placed: PlacedOrder; held: number | null } | null;

/** At most this many attempts when the order number is taken or the statement deadlocked. */
const ATTEMPTS = 5;

/** The row of a draft, numbered at `at` (nextOrderNo). */
function numbered(d: OrderDraft, at: Date): q.OrderWrite {
  const goodsFen = d.lines.reduce((s, l) => s + l.amountFen, 0);
  const discountFen = d.discountFen ?? d.lines.reduce((s, l) => s + l.discountFen, 0);
  const { id: _id, isDefault: _d, ...address } = d.address;
  return {
    orderNo: nextOrderNo(at),
    accountId: d.accountId,
    buyerMerchantNo: d.buyerMerchantNo,
    shopMerchantNo: d.shop.merchantNo,
    shopName: d.shop.name,
    goodsFen,
    freightFen: d.freightFen,
    discountFen,
    payFen: goodsFen + d.freightFen - discountFen,
    userCouponNo: d.userCouponNo ?? null,
    address: { ...address, streetCode: address.streetCode ?? null, streetName: address.streetName ?? null },
    remark: d.remark,
    idempotencyKey: d.idempotencyKey,
    requestHash: d.requestHash,
    expiresAt: orderExpiresAt(at, d.expireMinutes),
    orderType: d.orderType ?? 1,
  };
}

const placedOf = (o: q.OrderWrite): PlacedOrder => ({
  orderNo: o.orderNo,
  payFen: o.payFen,
  expiresAt: o.expiresAt.toISOString(),
});

/** Thrown inside the kernel's own transaction when the key is taken, so that `before`'s writes roll back too. */
class KeyTakenInTx extends Error {}

async function writeOnce<D>(db: Kysely<DB>, d: OrderWriteDescription<D>): Promise<OrderWritten> {
  const also = d.also as Companion<unknown> | undefined;
  const how = d.write;
  const order = numbered(d.order, d.at);
  if (how.in === 'transaction') {
    return db
      .transaction()
      .execute(async (tx) => {
        const set = await how.before(tx, order.orderNo);
        const by = set?.lineDiscounts;
        const lines: Lines = by
          ? d.order.lines.map((l) => ({ ...l, discountFen: by.get(l.skuNo) ?? 0 }))
          : d.order.lines;
        const r = await writeAlone(tx, { order, lines, also });
        if (!r.written) throw new KeyTakenInTx();
        return { placed: placedOf(order), held: r.held };
      })
      .catch((e: unknown) => {
        if (e instanceof KeyTakenInTx) return null;
        throw e;
      });
  }
  const w: OrderToWrite = { order, lines: d.order.lines, also };
  const r = how.in === 'turn' ? await writeInTurn(db, w) : await writeAlone(how.tx ?? db, w);
  return r.written ? { placed: placedOf(w.order), held: r.held } : null;
}

/**
 * Writes the described order: answers it with the companion's value, or null when the account already has an order
 * under the key (nothing written; the caller answers that one). Throws the stock refusal naming the model and the
 * companion's refusals; a taken number or a deadlock is written again under a new number (not inside the caller's
 * transaction of `statement`, which the error has spoilt: that one is thrown).
 */
export async function writeOrder<D = never>(db: Kysely<DB>, d: OrderWriteDescription<D>): Promise<OrderWritten> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeOnce(db, d);
    } catch (e) {
      const inCallersTx = d.write.in === 'statement' && d.write.tx !== undefined;
      if (!inCallersTx && isRetryablePlacement(e) && attempt < ATTEMPTS) continue;
      throw e;
    }
  }
}
