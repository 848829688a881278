/**
 * What the provider's board (issue 60 §1) reads of the flash sales: the activities that started in a range (not
 * abandoned), each with the units taken by orders still standing (a cancelled or expired order gives its units back),
 * its buyers, its followers (开抢提醒) and, when the pool was emptied, the moment the last unit was taken. Only this file
 * reads the seckill tables for it.
 */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface FlashSaleRow {
  activity_no: string;
  title: string;
  start_at: Date;
  stock: number;
  sold: number;
  buyers: number;
  followers: number;
  /** When the last unit still taken was taken (null: none taken). */
  last_taken_at: Date | null;
}

/** The activities started in [from, to), the latest first, at most `limit`. */
export async function flashSalesOf(db: Db, from: Date, to: Date, limit: number): Promise<FlashSaleRow[]> {
  // the orders and follows of these activities only (seckill_order_activity_idx), never a pass over all of them
  const started = db
    .selectFrom('seckill_activity')
    .select('id')
    .where('abandoned_at', 'is', null)
    .where('start_at', '>=', from)
    .where('start_at', '<', to);
  const rows = await db
    .selectFrom('seckill_activity as a')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('seckill_order')
          .select([
            'activity_id',
            sql<string>`sum(quantity)`.as('sold'),
            sql<string>`count(distinct account_id)`.as('buyers'),
            sql<Date>`max(created_at)`.as('last_taken_at'),
          ])
          .where('released_at', 'is', null)
          .where('activity_id', 'in', started)
          .groupBy('activity_id')
          .as('o'),
      (j) => j.onRef('o.activity_id', '=', 'a.id'),
    )
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('seckill_follow')
          .select(['activity_id', sql<string>`count(*)`.as('followers')])
          .where('activity_id', 'in', started)
          .groupBy('activity_id')
          .as('f'),
      (j) => j.onRef('f.activity_id', '=', 'a.id'),
    )
    .select([
      'a.activity_no',
      'a.title',
      'a.start_at',
      'a.stock',
      sql<string>`coalesce(o.sold, 0)`.as('sold'),
      sql<string>`coalesce(o.buyers, 0)`.as('buyers'),
      sql<string>`coalesce(f.followers, 0)`.as('followers'),
      'o.last_taken_at',
    ])
    .where('a.abandoned_at', 'is', null)
    .where('a.start_at', '>=', from)
    .where('a.start_at', '<', to)
    .orderBy('a.start_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    activity_no: r.activity_no,
    title: r.title,
    start_at: new Date(r.start_at),
    stock: r.stock,
    sold: Number(r.sold),
    buyers: Number(r.buyers),
    followers: Number(r.followers),
    last_taken_at: r.last_taken_at ? new Date(r.last_taken_at) : null,
  }));
}
