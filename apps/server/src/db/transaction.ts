/**
 * Runs `fn` in a transaction: the caller's when `db` already is one (the demo seed writes a whole part in one
 * transaction through the same use cases staff call), else a new one.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

export function inTransaction<T>(db: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db as Transaction<DB>) : db.transaction().execute(fn);
}
