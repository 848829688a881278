/**
 * The companion writer: what another module writes in the same statement as the orders (see kernel.ts, `also`).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type * as q from './queries.ts';

/**
 * What another module writes in the same statement as the orders, owned by that module (its SQL on its tables). The
 * kernel compiles the caller's data with it; `o` in its CTEs is the new orders (id, order_no, account_id).
 */
export interface CompanionWriter<D> {
  /** Counts its batches (batchesWrittenOf) and prefixes its lanes; unique per writer. */
  readonly name: string;
  /** Orders whose data name the same lane share hot rows and are written in turn (a flash sale's activity). */
  laneOf(data: D): string | number;
  /** At most one order per key in a batch (a buyer: its counter is one row). */
  batchKey(data: D): unknown;
  /** The CTEs and the guard written with one order; the guard's value is answered as `held`. */
  one(data: D): q.WithOrder;
  /** The same for a batch (in the batch's order); its guard must refuse unless every order and write stands. */
  many(data: readonly D[]): q.WithOrder;
  /** The error to answer instead of `e` when `e` is its guard's refusal; null to let `e` pass. */
  refusalOf(e: unknown, data: D): Error | null;
  /**
   * When a batch did not stand whole: which of it (true) go first together, the others answered `refused()` at once;
   * null to write them one by one.
   */
  split?(db: Kysely<DB>, data: readonly D[]): Promise<{ first: boolean[]; refused: () => Error } | null>;
}

/** A companion's data and the writer that compiles it. */
export interface Companion<D> {
  writer: CompanionWriter<D>;
  data: D;
}
