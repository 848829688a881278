/**
 * Work that exactly one instance may do at a time, whichever starts first: migrations, the demo seed, creating the
 * job queue's queues. A PostgreSQL session advisory lock held on one connection for the whole of `work`: a second
 * instance starting at the same moment waits on the lock, then finds the work done (migrations applied, demo data
 * present) and goes on. PGlite is one process, so the lock is taken and given back at once; the code is the same.
 */
import { sql, type Kysely } from 'kysely';

/** The lock keys (one number each, in the application's own range). */
export const LOCKS = { migrate: 0x504f5201, seed: 0x504f5202, queues: 0x504f5203, files: 0x504f5204 } as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function withAdvisoryLock<T, D = any>(
  db: Kysely<D>,
  key: number,
  work: (conn: Kysely<D>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${key})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn).catch(() => {});
    }
  });
}
