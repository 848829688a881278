/**
 * Reads that many requests make at once, gathered into one query: DataLoader with its batch scheduled for the end
 * of the event loop's turn (setImmediate), so every request whose bytes arrived in this turn asks in the same
 * query. Under a flash-sale crowd a hundred buyers' token owners are then one round trip instead of a hundred (on
 * this machine a round trip's syscalls cost more than the query). Nothing is kept between batches (the TtlCaches in
 * front of these reads keep what may be kept); at most MAX_BATCH keys go in one query.
 *
 * One loader per database handle (perDatabase): pass the app's handle, never a transaction's.
 */
import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { perDatabase } from './ttl-cache.ts';

const MAX_BATCH = 100;

/** A loader per database: `read(db, keys)` answers one value per key, in the keys' order. */
export function batchedRead<K, V>(
  read: (db: Kysely<DB>, keys: readonly K[]) => Promise<V[]>,
): (db: Kysely<DB>) => DataLoader<K, V> {
  return perDatabase(
    (db) =>
      new DataLoader<K, V>((keys) => read(db as Kysely<DB>, keys), {
        cache: false,
        maxBatchSize: MAX_BATCH,
        batchScheduleFn: (run) => setImmediate(run),
      }),
  );
}

/** The values of `rows` grouped by `keyOf`, in the order of `keys` (empty where a key has none). */
export function groupedBy<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (r: R) => K): R[][] {
  const by = new Map<K, R[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const list = by.get(k);
    if (list) list.push(r);
    else by.set(k, [r]);
  }
  return keys.map((k) => by.get(k) ?? []);
}
