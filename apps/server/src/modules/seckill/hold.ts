/**
 * The flash-sale buy's write, through the order kernel (order `writeOrder`): the buy passes its order and its hold
 * as data, and this module's companion writer (`seckillHold`, its SQL in queries.ts) is what the kernel calls to write
 * the hold in the same statement as the order — the buyer's counter within the limit, the pool within the window,
 * the order recorded as the activity's — all or nothing. Under a crowd the kernel's lane of an activity writes the
 * buys that arrived while its previous write was in flight together as one statement (`holdBatchWithOrders`), so
 * the activity's two hot rows — the pool and the model's stock — are locked once per batch instead of once per buy.
 * A batch stands only whole; when the pool is short of it (the batch that sells out), as many first comers as the
 * pool holds go together and the rest hear 'sold out' at once (`split`); when anything else in it would be refused
 * (a buyer over the limit, a key already used, the stock short of the total, the window closed), nothing of it is
 * written and its buys run one by one, each with its own answer. A lone buy is written at once, alone.
 */
import { SECKILL_MESSAGES, SECKILL_ROUTES, listedBy, refusal, type PlacedOrder } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import { batchesWrittenOf, writeOrder, type CompanionWriter, type ExternalOrder } from '../order/index.ts';
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

/** A buy's hold as the kernel carries it: data only. */
interface HoldData {
  activityId: number;
  accountId: number;
  perUserLimit: number;
  quantity: number;
  /** The request's instant: the window is judged at it (a batch's at the latest of them). */
  now: Date;
  asyncCommit: boolean;
}

/** The seckill module's companion writer: what a buy writes with its order, on this module's tables. */
const seckillHold: CompanionWriter<HoldData> = {
  name: 'seckill.hold',
  laneOf: (d) => d.activityId,
  batchKey: (d) => d.accountId,
  one: (d) =>
    q.holdWithOrder({
      activityId: d.activityId,
      accountId: d.accountId,
      quantity: d.quantity,
      now: d.now,
      asyncCommit: d.asyncCommit,
    }),
  many: (ds) =>
    q.holdBatchWithOrders({
      activityId: ds[0]!.activityId,
      buys: ds.map((d) => ({ accountId: d.accountId, quantity: d.quantity })),
      // The window is judged at the latest of their requests' times (an earlier one is judged alone if that refuses).
      now: new Date(Math.max(...ds.map((d) => d.now.getTime()))),
      asyncCommit: ds[0]!.asyncCommit,
    }),
  refusalOf: (e, d) => {
    const refused = q.holdRefusalOf(e);
    if (refused === 'overLimit')
      return businessError(
        listedBy(SECKILL_ROUTES.buy)(
          refusal(SECKILL_MESSAGES, 'overLimit', SECKILL_MESSAGES.overLimit(d.perUserLimit)),
        ),
      );
    if (refused === 'pool') return new PoolRefused();
    return null;
  },
  // Refused whole, or failed (a model's stock short of the total, a taken order number). When the pool is short of
  // it, as many as the pool holds go first, together, and the rest hear 'sold out' now rather than each racing for
  // the pool's row on its own.
  split: async (db, ds) => {
    const remaining = await q.remainingOf(db, ds[0]!.activityId).catch(() => null);
    const wanted = ds.reduce((n, d) => n + d.quantity, 0);
    if (remaining === null || remaining >= wanted) return null;
    let left = remaining;
    const first = ds.map((d) => (left >= d.quantity ? ((left -= d.quantity), true) : false));
    return { first, refused: () => new PoolRefused() };
  },
};

const holdOf = (order: ExternalOrder, h: Hold, now: Date): HoldData => ({
  activityId: h.activityId,
  accountId: order.accountId,
  perUserLimit: h.perUserLimit,
  quantity: h.quantity,
  now,
  asyncCommit: h.asyncCommit ?? false,
});

function heldOf(r: Awaited<ReturnType<typeof writeOrder>>): Held {
  if (!r) throw new KeyTaken();
  return { ...r.placed, remaining: r.held ?? 0 };
}

/**
 * The buy's write through this process's lane of its activity: alone when nothing else is being written for the
 * activity, else with the buys that arrived meanwhile: the mall order at the given prices and the hold, all or nothing.
 * Answers the order and what is left of the pool; throws when the key is taken, or the limit or the pool refuses.
 */
export async function holdInTurn(db: Kysely<DB>, order: ExternalOrder, hold: Hold, now: Date): Promise<Held> {
  return heldOf(
    await writeOrder(db, {
      order,
      at: now,
      write: { in: 'turn' },
      also: { writer: seckillHold, data: holdOf(order, hold, now) },
    }),
  );
}

/** How many batches of more than one buy this process has written to `db` (tests, the benchmark). */
export function batchesWritten(db: Kysely<DB>): number {
  return batchesWrittenOf(db, seckillHold.name);
}
