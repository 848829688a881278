/**
 * The kernel's lanes (kernel.ts): orders that share hot rows are written in turn. While a statement of a lane is in
 * flight, what arrives for the lane waits and then goes together as one statement (insertOrders, the stock of all of
 * them taken in one update per model), so a hot row is locked once per batch instead of once per order: group commit
 * by the server. A lane per set of models for mall orders (orders for other models never wait on these); a lane per
 * what the companion names (a flash sale's activity) for orders written with a companion. A batch stands only whole
 * (order_batch_guard, or the companion's batch guard, and the stock of all of it); otherwise — a key already used, a
 * model short of the total, a taken order number, the companion refusing — the companion may first split it (the
 * batch that sells a pool out: as many as the pool holds go together, the rest are refused at once), and the rest is
 * written one by one, each its own statement with its own answer, exactly as a lone order is.
 */
import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { perDatabase } from '../../cache/ttl-cache.ts';
import type { DB } from '../../db/schema.ts';
import { WriteLanes, takeDistinct, type Waiting as WaitingFor } from '../../db/write-lanes.ts';
import { takeStockSql } from '../catalogue/index.ts';
import type { Companion, CompanionWriter } from './companion.ts';
import * as q from './queries.ts';
import { insertOrderTakingStock } from './stock-write.ts';

/** At most this many orders in one statement. */
const MAX_BATCH = 100;

export type Lines = readonly q.LineWrite[];

/** One numbered order and what is written with it. */
export interface OrderToWrite {
  order: q.OrderWrite;
  lines: Lines;
  also?: Companion<unknown> | undefined;
}
/** written false: the account already has an order under the key (nothing written); held: the companion's value. */
export interface Written {
  written: boolean;
  held: number | null;
}

type Waiting = WaitingFor<OrderToWrite, Written>;

/** The name batches of plain mall orders are counted under. */
const MALL = 'mall';

/**
 * One order in one statement, now (in `db`, or in the caller's transaction): the order, its lines and movements, the
 * stock, and the companion's writes. The stock refusal names the model; the companion translates its own refusals.
 */
export async function writeAlone(db: Kysely<DB> | Transaction<DB>, w: OrderToWrite): Promise<Written> {
  try {
    const { id, held } = await insertOrderTakingStock(db, w.order, w.lines, w.also?.writer.one(w.also.data));
    return { written: id !== null, held };
  } catch (e) {
    throw w.also?.writer.refusalOf(e, w.also.data) ?? e;
  }
}

class Lanes {
  private readonly lanes = new WriteLanes<string, OrderToWrite, Written>(
    (_lane, batch) => this.write(batch),
    (queue) => {
      const writer = queue[0]!.also?.writer;
      return takeDistinct(queue, MAX_BATCH, (w) =>
        writer ? writer.batchKey(w.also!.data) : `${w.order.accountId}:${w.order.idempotencyKey}`,
      );
    },
  );
  /** Statements that wrote more than one order, per companion's name (MALL without one): tests, the benchmarks. */
  readonly batches = new Map<string, number>();

  constructor(private readonly db: Kysely<DB>) {}

  push(w: OrderToWrite): Promise<Written> {
    const lane = w.also
      ? `${w.also.writer.name}:${w.also.writer.laneOf(w.also.data)}`
      : `${MALL}:${[...new Set(w.lines.map((l) => l.skuNo))].sort().join(',')}`;
    return this.lanes.push(lane, w);
  }

  private async write(batch: Waiting[]): Promise<void> {
    const writer: CompanionWriter<unknown> | undefined = batch[0]!.also?.writer;
    if (batch.length > 1) {
      const data = batch.map((w) => w.also?.data);
      const r = await q
        .insertOrders(
          this.db,
          batch,
          takeStockSql(batch.flatMap((w) => w.lines)),
          writer
            ? writer.many(data)
            : {
                ctes: sql``,
                guard: sql<number>`order_batch_guard(${batch.length}::int, (select count(*) from o)::int)`,
              },
        )
        .catch(() => null);
      if (r) {
        const name = writer?.name ?? MALL;
        this.batches.set(name, (this.batches.get(name) ?? 0) + 1);
        for (const w of batch) w.resolve({ written: true, held: r.held });
        return;
      }
      // Refused whole, or failed. The companion may let a part go first together and refuse the rest at once.
      const split = writer?.split ? await writer.split(this.db, data) : null;
      if (split) {
        const first = batch.filter((_w, i) => split.first[i]);
        for (const [i, w] of batch.entries()) if (!split.first[i]) w.reject(split.refused());
        if (first.length) await this.write(first);
        return;
      }
    }
    // Alone, or a batch refused for another reason: one by one, each its own statement and answer.
    await Promise.all(batch.map((w) => writeAlone(this.db, w).then(w.resolve, w.reject)));
  }
}

const lanes = perDatabase((db) => new Lanes(db as Kysely<DB>));

/** The order through this process's lane: alone when nothing of its lane is being written, else with what queued. */
export function writeInTurn(db: Kysely<DB>, w: OrderToWrite): Promise<Written> {
  return lanes(db).push(w);
}

/**
 * A numbered mall order through its models' lane: answers whether it was written (false: the account already has
 * an order under the key, nothing written); throws the stock refusal naming the model.
 */
export async function placeInTurn(db: Kysely<DB>, order: q.OrderWrite, lines: Lines): Promise<boolean> {
  return (await writeInTurn(db, { order, lines })).written;
}

/** How many statements wrote more than one order in this process, of the companion `name` (default: mall orders). */
export function batchesWrittenOf(db: Kysely<DB>, name: string = MALL): number {
  return lanes(db).batches.get(name) ?? 0;
}

/** How many statements wrote more than one mall order in this process (tests, the benchmark). */
export function orderBatchesWritten(db: Kysely<DB>): number {
  return batchesWrittenOf(db, MALL);
}
