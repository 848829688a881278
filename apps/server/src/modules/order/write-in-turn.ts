/**
 * placeorder's lone statements (an order without a coupon, not from the cart: order, lines, movements and the
 * models' stock, `stock-write.ts`) written in turn: orders for the same models that arrive while one of theirs is
 * being written wait, and then go together as one statement (insertOrders, the stock of all of them taken in one
 * update per model), so a hot model's row is locked once per batch instead of once per order. A lane per set of
 * models: orders for other models never wait on these. A batch stands only whole (order_batch_guard, and the stock
 * of all of it); otherwise — a key already used, a model short of the total, a taken order number — its orders are
 * written one by one, each with its own answer (the stock refusal naming the model), as a lone order is.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { perDatabase } from '../../cache/ttl-cache.ts';
import type { DB } from '../../db/schema.ts';
import { WriteLanes, takeDistinct, type Waiting as WaitingFor } from '../../db/write-lanes.ts';
import { takeStockSql } from '../catalogue/index.ts';
import * as q from './queries.ts';
import { insertOrderTakingStock } from './stock-write.ts';

/** At most this many orders in one statement. */
const MAX_BATCH = 100;

type Lines = readonly (q.LineWrite & { model: string; skuName: string })[];

interface Order {
  order: q.OrderWrite;
  lines: Lines;
}
/** An order waiting in its lane: answered whether it was written. */
type Waiting = WaitingFor<Order, boolean>;

class OrderQueue {
  private readonly lanes = new WriteLanes<string, Order, boolean>(
    (_models, batch) => this.write(batch),
    (queue) => takeDistinct(queue, MAX_BATCH, (w) => `${w.order.accountId}:${w.order.idempotencyKey}`),
  );
  /** Statements that wrote more than one order (tests, the benchmark). */
  batches = 0;

  constructor(private readonly db: Kysely<DB>) {}

  place(order: q.OrderWrite, lines: Lines): Promise<boolean> {
    const models = [...new Set(lines.map((l) => l.skuNo))].sort().join(',');
    return this.lanes.push(models, { order, lines });
  }

  private async write(batch: Waiting[]): Promise<void> {
    if (batch.length > 1) {
      const placed = await q
        .insertOrders(this.db, batch, takeStockSql(batch.flatMap((w) => w.lines)), {
          ctes: sql``,
          guard: sql<number>`order_batch_guard(${batch.length}::int, (select count(*) from o)::int)`,
        })
        .then(
          () => true,
          () => false,
        );
      if (placed) {
        this.batches++;
        for (const w of batch) w.resolve(true);
        return;
      }
    }
    await Promise.all(
      batch.map((w) =>
        insertOrderTakingStock(this.db, w.order, w.lines).then(({ id }) => w.resolve(id !== null), w.reject),
      ),
    );
  }
}

const queues = perDatabase((db) => new OrderQueue(db as Kysely<DB>));

/**
 * insertOrderTakingStock through this process's lane of the order's models: answers whether the order was written
 * (false: the account already has an order under the key, nothing written); throws the stock refusal naming the
 * model.
 */
export function placeInTurn(db: Kysely<DB>, order: q.OrderWrite, lines: Lines): Promise<boolean> {
  return queues(db).place(order, lines);
}

/** How many statements wrote more than one order in this process (tests, the benchmark). */
export function orderBatchesWritten(db: Kysely<DB>): number {
  return queues(db).batches;
}
