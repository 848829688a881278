/**
 * The flash-sale buy's write. One buy is one statement (placeAndHold: the mall order through the order module and the
 * hold on the pool, all or nothing). Under a crowd, the buys of one activity that arrive while its previous write is
 * in flight wait and then go together as one statement (a batch: their orders, the counters and the pool down by
 * all of their units, `holdBatchWithOrders`), so the activity's two hot rows — the pool and the model's stock — are
 * locked once per batch instead of once per buy: group commit done by the server. A batch stands only whole; when
 * anything in it would be refused (a buyer over the limit, a key already used, the pool or the stock short of the
 * total, the window closed), nothing of it is written and its buys run one by one, each with its own answer. A lone
 * buy is written at once, alone, as before.
 */
import { SECKILL_MESSAGES, type PlacedOrder } from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import { perDatabase } from '../../cache/ttl-cache.ts';
import type { DB } from '../../db/schema.ts';
import { WriteLanes, takeDistinct, type Waiting as WaitingFor } from '../../db/write-lanes.ts';
import { businessError } from '../../http/errors.ts';
import { placeExternalOrder, placeExternalOrders, type ExternalOrder } from '../order/index.ts';
import * as q from './queries.ts';

/** The racing request under the same key committed first. */
export class KeyTaken extends Error {}
/** The pool's condition refused at commit time (sold out meanwhile, or the window closed): say which. */
export class PoolRefused extends Error {}

export interface Hold {
  activityId: number;
  perUserLimit: number;
  quantity: number;
  asyncCommit?: boolean;
}

export type Held = PlacedOrder & { remaining: number };

/**
 * The buy, in one statement: the mall order at the given prices (the order module's write: order, lines, movements
 * and the model stock's conditional update) and the hold (the buyer's counter within the limit, the pool within the
 * window), all or nothing. Answers the order and what is left of the pool; throws when the key is taken, or the
 * limit or the pool refuses (nothing written). Exported for the benchmark of the write alone.
 */
export async function placeAndHold(
  db: Kysely<DB> | Transaction<DB>,
  order: ExternalOrder,
  h: Hold,
  now: Date,
): Promise<Held> {
  let placed: Awaited<ReturnType<typeof placeExternalOrder>>;
  try {
    placed = await placeExternalOrder(
      db,
      order,
      now,
      q.holdWithOrder({
        activityId: h.activityId,
        accountId: order.accountId,
        quantity: h.quantity,
        now,
        asyncCommit: h.asyncCommit ?? false,
      }),
    );
  } catch (e) {
    const refused = q.holdRefusalOf(e);
    if (refused === 'overLimit') throw businessError(SECKILL_MESSAGES.overLimit(h.perUserLimit));
    if (refused === 'pool') throw new PoolRefused();
    throw e;
  }
  if (!placed) throw new KeyTaken();
  const { held, ...rest } = placed;
  return { ...rest, remaining: held ?? 0 };
}

/** At most this many buys in one statement. */
const MAX_BATCH = 100;

interface Buy {
  order: ExternalOrder;
  hold: Hold;
  now: Date;
}
/** A buy waiting in its activity's lane: answered what it holds. */
type Waiting = WaitingFor<Buy, Held>;

/** Buys waiting per activity (a lane per activity: one write of an activity in flight at a time, this process). */
class HoldQueue {
  private readonly lanes = new WriteLanes<number, Buy, Held>(
    (_activityId, batch) => this.write(batch),
    (queue) => takeDistinct(queue, MAX_BATCH, (w) => w.order.accountId),
  );
  /** Statements that wrote a batch of more than one buy (for tests and the benchmark). */
  batches = 0;

  constructor(private readonly db: Kysely<DB>) {}

  hold(order: ExternalOrder, hold: Hold, now: Date): Promise<Held> {
    return this.lanes.push(hold.activityId, { order, hold, now });
  }

  private async write(batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      const held = await this.writeBatch(batch).catch(() => null);
      if (held) {
        this.batches++;
        held.forEach((h, i) => batch[i]!.resolve(h));
        return;
      }
      // Refused whole, or failed (a model's stock short of the total, a taken order number). When the pool is short
      // of it (the batch that sells out), as many as the pool holds go first, together, and the rest hear 'sold out'
      // now rather than each racing for the pool's row on its own.
      const remaining = await q.remainingOf(this.db, batch[0]!.hold.activityId).catch(() => null);
      const wanted = batch.reduce((n, w) => n + w.hold.quantity, 0);
      if (remaining !== null && remaining < wanted) {
        let left = remaining;
        const fit = batch.filter((w) => (left >= w.hold.quantity ? ((left -= w.hold.quantity), true) : false));
        for (const w of batch) if (!fit.includes(w)) w.reject(new PoolRefused());
        if (fit.length) await this.write(fit);
        return;
      }
    }
    // Alone, or a batch refused for another reason (a buyer over the limit, a key used, the window): one by one,
    // each its own statement and answer.
    await Promise.all(batch.map((w) => placeAndHold(this.db, w.order, w.hold, w.now).then(w.resolve, w.reject)));
  }

  /** Throws when the batch does not stand whole (SK004) or fails; nothing is written then. */
  private async writeBatch(batch: Waiting[]): Promise<Held[]> {
    const first = batch[0]!.hold;
    // The window is judged at the latest of their requests' times (an earlier one is judged alone if that refuses).
    const now = new Date(Math.max(...batch.map((w) => w.now.getTime())));
    const r = await placeExternalOrders(
      this.db,
      batch.map((w) => ({ order: w.order, now: w.now })),
      q.holdBatchWithOrders({
        activityId: first.activityId,
        buys: batch.map((w) => ({ accountId: w.order.accountId, quantity: w.hold.quantity })),
        now,
        asyncCommit: first.asyncCommit ?? false,
      }),
    );
    return r.orders.map((o) => ({ ...o, remaining: r.held ?? 0 }));
  }
}

const queues = perDatabase((db) => new HoldQueue(db as Kysely<DB>));

/**
 * The buy's write through this process's queue of its activity: alone when nothing else is being written for the
 * activity, else with the buys that arrived meanwhile. The same answers and refusals as placeAndHold.
 */
export function holdInTurn(db: Kysely<DB>, order: ExternalOrder, hold: Hold, now: Date): Promise<Held> {
  return queues(db).hold(order, hold, now);
}

/** How many batches of more than one buy this process has written to `db` (tests, the benchmark). */
export function batchesWritten(db: Kysely<DB>): number {
  return queues(db).batches;
}
