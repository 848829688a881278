/**
 * What the buy path reads for every request of a crowd, kept a moment (src/cache/: nothing cached decides a buy):
 * the activity with its shops (1 s, answered a second past its time while one reload runs), its models' state (5 s)
 * and the freight (5 s); and activities by number, the numbers asked in one turn of the event loop in one query.
 * Dropped on this module's own writes (save, abandon, a pool refusal), and when an order closes unpaid and gave its
 * units back to a pool (the order module's event 'order.closedUnpaid', after its commit; src/events/events.ts).
 */
import {
  listedBy,
  refusal,
  SECKILL_MESSAGES,
  SECKILL_ORDER_TYPE,
  SECKILL_ROUTES as S,
  type Refusal,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { bus } from '../../events/index.ts';
import { notFound } from '../../http/errors.ts';
import { type PurchaseSku } from '../catalogue/index.ts';
import { batchedRead, groupedBy } from '../../cache/batched.ts';
import { TtlCache } from '../../cache/ttl-cache.ts';
import * as q from './queries.ts';

/** Activities by number, the numbers asked in this turn of the event loop (a crowd hearing 'sold out') in one query. */
const activityReads = batchedRead(async (db, nos: readonly string[]) => {
  const rows = await q.activitiesByNo(db, nos);
  return groupedBy(nos, rows, (r) => r.activity_no).map(([r]) => r ?? null);
});

/** The checker of the entries a caller of requireActivity serves (`listedBy(...)`): each lists SECKILL.notFound. */
export type ActivityNo = (why: Refusal<'SECKILL.notFound'>) => Refusal;

/** The activity of this number, else 404 SECKILL.notFound, checked by `no` against the caller's entries. */
export async function requireActivity(db: Kysely<DB>, activityNo: string, no: ActivityNo): Promise<q.ActivityRow> {
  const row = await activityReads(db).load(activityNo);
  if (!row) throw notFound(no(refusal(SECKILL_MESSAGES, 'notFound')));
  return row;
}

// What the buy path reads for every request of a crowd, kept a moment (cache.ts: nothing cached decides a buy); one
// set per database (tests run several apps, each on its own database, in one process).
interface Caches {
  activities: TtlCache<string, { row: q.ActivityRow; shops: string[] }>;
  goodsStates: TtlCache<string, Map<string, PurchaseSku>>;
  freights: TtlCache<string, number>;
}
const cachesByDb = new Map<Kysely<DB>, Caches>();
export function caches(db: Kysely<DB>): Caches {
  let c = cachesByDb.get(db);
  if (!c) {
    c = {
      // A second past their time the activity and its goods are still answered while one reload runs (a crowd
      // does not queue behind it each second); the buy's write re-checks the window, the pool and the stock.
      activities: new TtlCache(1000, 1000, 1000),
      goodsStates: new TtlCache(5000, 1000, 1000),
      freights: new TtlCache(5000),
    };
    cachesByDb.set(db, c);
  }
  return c;
}

/**
 * Forgets what this process keeps of an activity (its own writes: save, abandon), or of every activity. Exported for
 * tests that change an activity behind the service.
 */
export function forget(db?: Kysely<DB>, activityNo?: string): void {
  if (!db || activityNo === undefined) {
    for (const c of cachesByDb.values()) c.activities.clear();
    return;
  }
  caches(db).activities.delete(activityNo);
  caches(db).goodsStates.delete(activityNo);
}

/** After an activity's save or abandon: every instance forgets it (the event travels by LISTEN/NOTIFY). */
export function forgetEverywhere(db: Kysely<DB>, activityNo: string): void {
  bus.emit(db, { type: 'seckill.activityChanged', activityNo });
}
bus.on('seckill.activityChanged', (e, db) => forget(db, e.activityNo));

// A flash-sale order closed unpaid gave its units back to its activity's pool (seckill's release hook, in the
// order's closing transaction): the kept activities of that database go, after the commit.
bus.on('order.closedUnpaid', (e, db) => {
  if (e.orderType === SECKILL_ORDER_TYPE) caches(db).activities.clear();
});

/** The confirmation's and the buy's read (buy.ts prepare). */
const prepareNo = listedBy(S.settle, S.buy);

export function cachedActivity(db: Kysely<DB>, activityNo: string) {
  return caches(db).activities.load(activityNo, async () => {
    const [row, shops] = await Promise.all([
      requireActivity(db, activityNo, prepareNo),
      q.shopsOfActivityNo(db, activityNo),
    ]);
    return { row, shops };
  });
}
