/**
 * SQL of flash sales: the activities (status derived in SQL exactly as seckillStatus derives it in domain), the
 * shops taking part, the per-buyer counters, the buy's hold on the pool (one statement, conditional on everything
 * that must hold at commit) and its release when the order closes unpaid.
 */
import type { SeckillStatus } from '@portal/domain';
import { sql, type Expression, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type { DB, SeckillActivityTable } from '../../db/schema.ts';
import type { WithOrder } from '../order/index.ts';

import type { Db } from './tables.ts';
export type ActivityRow = Selectable<SeckillActivityTable>;

/**
 * SECKILL_STATUS of a row at `now`, as packages/domain's seckillStatus: abandoned wins, then before the start,
 * from the end on, sold out in the window, else running (start inclusive, end exclusive).
 */
export function statusSql(now: Date, alias = 'a'): RawBuilder<number> {
  const c = (col: string) => sql.ref(`${alias}.${col}`);
  return sql<number>`(case when ${c('abandoned_at')} is not null then 4
    when ${now}::timestamptz < ${c('start_at')} then 1
    when ${now}::timestamptz >= ${c('end_at')} then 3
    when ${c('remaining')} <= 0 then 5
    else 2 end)`;
}

/** The zone's order: running (ending soonest first), upcoming (starting soonest), sold out, finished, abandoned. */
const rankSql = (status: Expression<number>) => sql<number>`(case ${status} when 2 then 0 when 1 then 1 when 5 then 2
  when 3 then 3 else 4 end)`;

export interface PageFilter {
  pType?: number | undefined;
  status?: number | undefined;
  keyword?: string | undefined;
}

function filtered(db: Db, f: PageFilter, now: Date) {
  let q = db.selectFrom('seckill_activity as a');
  if (f.pType !== undefined) q = q.where('a.p_type', '=', f.pType);
  if (f.status !== undefined) q = q.where(statusSql(now), '=', f.status);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    q = q.where((eb) =>
      eb.or([eb('a.title', 'like', like), eb('a.activity_no', 'like', like), eb('a.sku_no', 'like', like)]),
    );
  }
  return q;
}

export function pageActivities(db: Db, f: PageFilter, now: Date, page: number, size: number) {
  const status = statusSql(now);
  return filtered(db, f, now)
    .selectAll('a')
    .orderBy(rankSql(status))
    .orderBy(sql`case when ${status} = 1 then a.start_at end`, 'asc')
    .orderBy(sql`case when ${status} in (2, 5) then a.end_at end`, 'asc')
    .orderBy('a.end_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}

/** How many activities of the filter (without its status) are in each status now. */
export async function countByStatus(db: Db, f: PageFilter, now: Date): Promise<Map<SeckillStatus, number>> {
  const rows = await filtered(db, { ...f, status: undefined }, now)
    .select([statusSql(now).as('status'), (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((r) => [Number(r.status) as SeckillStatus, Number(r.n)]));
}

export function activityByNo(db: Db, activityNo: string) {
  return db.selectFrom('seckill_activity').selectAll().where('activity_no', '=', activityNo).executeTakeFirst();
}

/** Activities by number, in one query (absent numbers are left out). */
export function activitiesByNo(db: Db, activityNos: readonly string[]) {
  return db
    .selectFrom('seckill_activity')
    .selectAll()
    .where('activity_no', '=', sql<string>`any(${[...activityNos]}::text[])`)
    .execute();
}

/** What is left of an activity's pool now. */
export async function remainingOf(db: Db, activityId: number): Promise<number> {
  const r = await db
    .selectFrom('seckill_activity')
    .select('remaining')
    .where('id', '=', activityId)
    .executeTakeFirstOrThrow();
  return Number(r.remaining);
}

/** The shops taking part per activity (absent or empty: every first-level dealer). */
export async function shopsOf(db: Db, activityIds: readonly number[]): Promise<Map<number, string[]>> {
  if (!activityIds.length) return new Map();
  const rows = await db
    .selectFrom('seckill_activity_shop')
    .select(['activity_id', 'merchant_no'])
    .where('activity_id', 'in', [...activityIds])
    .orderBy('merchant_no')
    .execute();
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(Number(r.activity_id), [...(out.get(Number(r.activity_id)) ?? []), r.merchant_no]);
  return out;
}

/** shopsOf of one activity by its number (read alongside the activity, not after it). */
export async function shopsOfActivityNo(db: Db, activityNo: string): Promise<string[]> {
  const rows = await db
    .selectFrom('seckill_activity_shop as s')
    .innerJoin('seckill_activity as a', 'a.id', 's.activity_id')
    .select('s.merchant_no')
    .where('a.activity_no', '=', activityNo)
    .orderBy('s.merchant_no')
    .execute();
  return rows.map((r) => r.merchant_no);
}

/** What this buyer holds of the activity now (0 when never bought). */
export async function boughtBy(db: Db, activityId: number, accountId: number): Promise<number> {
  const r = await db
    .selectFrom('seckill_buyer')
    .select('bought')
    .where('activity_id', '=', activityId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return r ? Number(r.bought) : 0;
}

/**
 * SECKILL_ASYNC_COMMIT: a CTE that turns synchronous_commit off for this statement's transaction (set_config(...,
 * true) lasts until its end); poolTake evaluates it only when the pool moves.
 */
const asyncCommit = (on: boolean) =>
  on ? sql`, sc as (select set_config('synchronous_commit', 'off', true) as v)` : sql``;

/** The pool down by `units` while it holds them, inside the window, not abandoned, and when `when` holds. */
const poolTake = (activityId: number, units: number, now: Date, when: RawBuilder<unknown>, asyncOn: boolean) => sql`
      update seckill_activity
         set remaining = remaining - ${units}::int, updated_at = now()
       where id = ${activityId} and remaining >= ${units}::int and abandoned_at is null
         and start_at <= ${now}::timestamptz and end_at > ${now}::timestamptz
         and ${when} ${asyncOn ? sql`and exists (select 1 from sc)` : sql``}
      returning remaining`;

/**
 * The hold, written in the same statement as the order (the order module's placeExternalOrder; `o` is the new
 * order): the buyer's counter goes up only within the per-user limit (an upsert whose update is conditional, so two
 * racing buys of one buyer serialise on that row), then — only if it did — the pool goes down only while
 * `remaining >= q`, the window holds at `now` and the activity is not abandoned (racing buyers serialise on the
 * activity row and each re-checks the newest remaining), then the order is recorded as this activity's. The guard
 * (seckill_hold_guard, migration 0022) raises SK002 over the limit and SK003 when the pool or the window refused,
 * which undoes the order too; its value is what is left of the pool.
 */
export function holdWithOrder(h: {
  activityId: number;
  accountId: number;
  quantity: number;
  now: Date;
  /** Commit without waiting for the flush (SECKILL_ASYNC_COMMIT): the hot rows are let go a flush sooner. */
  asyncCommit: boolean;
}): WithOrder {
  return {
    ctes: sql`${asyncCommit(h.asyncCommit)}, c as (
      insert into seckill_buyer as b (activity_id, account_id, bought)
      select a.id, ${h.accountId}, ${h.quantity}::int from seckill_activity a
       where a.id = ${h.activityId} and ${h.quantity}::int <= a.per_user_limit and exists (select 1 from o)
      on conflict (activity_id, account_id) do update
        set bought = b.bought + excluded.bought, updated_at = now()
        where b.bought + excluded.bought <= (select per_user_limit from seckill_activity where id = ${h.activityId})
      returning b.bought
    ), p as (
      ${poolTake(h.activityId, h.quantity, h.now, sql`exists (select 1 from c)`, h.asyncCommit)}
    ), r as (
      insert into seckill_order (order_no, activity_id, account_id, quantity)
      select o.order_no, ${h.activityId}, ${h.accountId}, ${h.quantity}::int from o where exists (select 1 from p)
    )`,
    guard: sql<
      number | null
    >`seckill_hold_guard(exists (select 1 from o), (select bought from c), (select remaining from p))`,
  };
}

/**
 * The hold of a batch of buys, in the statement that writes their orders (order module's insertOrders; `o` holds
 * the new orders' id, order_no and account_id): each buyer's counter (one buy per buyer in a batch) within the
 * limit, the pool down by all of the units within the window, the records. seckill_batch_guard (migration 0023)
 * lets the batch stand only whole and raises SK004 otherwise, undoing everything.
 */
export function holdBatchWithOrders(h: {
  activityId: number;
  buys: readonly { accountId: number; quantity: number }[];
  now: Date;
  asyncCommit: boolean;
}): WithOrder {
  const total = h.buys.reduce((s, b) => s + b.quantity, 0);
  return {
    ctes: sql`${asyncCommit(h.asyncCommit)}, sv as (
      select * from unnest(${h.buys.map((b) => b.accountId)}::bigint[], ${h.buys.map((b) => b.quantity)}::int[])
        as sv (account_id, quantity)
    ), c as (
      insert into seckill_buyer as b (activity_id, account_id, bought)
      select a.id, sv.account_id, sv.quantity from sv join seckill_activity a on a.id = ${h.activityId}
       where sv.quantity <= a.per_user_limit and exists (select 1 from o where o.account_id = sv.account_id)
      on conflict (activity_id, account_id) do update
        set bought = b.bought + excluded.bought, updated_at = now()
        where b.bought + excluded.bought <= (select per_user_limit from seckill_activity where id = ${h.activityId})
      returning b.account_id
    ), p as (
      ${poolTake(h.activityId, total, h.now, sql`(select count(*) from c) = ${h.buys.length}`, h.asyncCommit)}
    ), r as (
      insert into seckill_order (order_no, activity_id, account_id, quantity)
      select o.order_no, ${h.activityId}, o.account_id, sv.quantity from o join sv on sv.account_id = o.account_id
       where exists (select 1 from p)
    )`,
    guard: sql<number | null>`seckill_batch_guard(${h.buys.length}::int, (select count(*) from o)::int,
      (select count(*) from c)::int, (select remaining from p))`,
  };
}

/** SK002: the buyer's counter refused (over the limit); SK003: the pool or the window refused. */
export function holdRefusalOf(e: unknown): 'overLimit' | 'pool' | null {
  const code = (e as { code?: string } | null)?.code;
  return code === 'SK002' ? 'overLimit' : code === 'SK003' ? 'pool' : null;
}

/**
 * Gives a closed order's units back (the order module's release hook, in its transaction): the order's record moves
 * to released once (conditional), then the buyer's counter and the pool — the counter before the pool, as the buy
 * takes them. A pool never grows past what was put up (an activity's stock may have been lowered meanwhile to what
 * was sold, then this unit is simply gone: least(stock, …)). Answers whether anything was released.
 */
export async function release(tx: Transaction<DB>, orderNo: string, at: Date): Promise<boolean> {
  const rec = await tx
    .updateTable('seckill_order')
    .set({ released_at: at, updated_at: at })
    .where('order_no', '=', orderNo)
    .where('released_at', 'is', null)
    .returning(['activity_id', 'account_id', 'quantity'])
    .executeTakeFirst();
  if (!rec) return false;
  await tx
    .updateTable('seckill_buyer')
    .set((eb) => ({ bought: sql`greatest(0, ${eb.ref('bought')} - ${rec.quantity}::int)`, updated_at: at }))
    .where('activity_id', '=', rec.activity_id)
    .where('account_id', '=', rec.account_id)
    .execute();
  await tx
    .updateTable('seckill_activity')
    .set({ remaining: sql`least(stock, remaining + ${rec.quantity}::int)`, updated_at: at })
    .where('id', '=', rec.activity_id)
    .execute();
  return true;
}

// ---------- management ----------

export interface ActivityWrite {
  pType: number;
  kind: number;
  skuNo: string | null;
  suitNo: string | null;
  spuNo: string;
  title: string;
  picUrl: string | null;
  items: unknown[];
  originPriceFen: number;
  seckillPriceFen: number;
  stock: number;
  perUserLimit: number;
  startAt: Date;
  endAt: Date;
}

/** A new activity (its whole stock in the pool); null when the number is taken (the caller draws another). */
export async function insertActivity(
  db: Db,
  activityNo: string,
  w: ActivityWrite,
  createdBy: number,
): Promise<number | null> {
  const r = await db
    .insertInto('seckill_activity')
    .values({
      activity_no: activityNo,
      p_type: w.pType,
      kind: w.kind,
      sku_no: w.skuNo,
      suit_no: w.suitNo,
      spu_no: w.spuNo,
      title: w.title,
      pic_url: w.picUrl,
      items: JSON.stringify(w.items),
      origin_price_fen: w.originPriceFen,
      seckill_price_fen: w.seckillPriceFen,
      stock: w.stock,
      remaining: w.stock,
      per_user_limit: w.perUserLimit,
      start_at: w.startAt,
      end_at: w.endAt,
      created_by: createdBy,
    })
    .onConflict((oc) => oc.column('activity_no').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r ? Number(r.id) : null;
}

/**
 * Edits an activity that is neither abandoned nor over at `now`: the pool becomes the new stock minus what is sold,
 * in one conditional update (`new stock >= stock - remaining`), so a buy racing the edit can never be undone nor
 * the stock set below it. False when the condition failed (sold meanwhile past the new stock, abandoned or over).
 */
export async function updateActivity(tx: Db, id: number, w: ActivityWrite, now: Date): Promise<boolean> {
  const r = await tx
    .updateTable('seckill_activity')
    .set((eb) => ({
      p_type: w.pType,
      kind: w.kind,
      sku_no: w.skuNo,
      suit_no: w.suitNo,
      spu_no: w.spuNo,
      title: w.title,
      pic_url: w.picUrl,
      items: JSON.stringify(w.items),
      origin_price_fen: w.originPriceFen,
      seckill_price_fen: w.seckillPriceFen,
      remaining: sql<number>`${w.stock}::int - (${eb.ref('stock')} - ${eb.ref('remaining')})`,
      stock: w.stock,
      per_user_limit: w.perUserLimit,
      start_at: w.startAt,
      end_at: w.endAt,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('abandoned_at', 'is', null)
    .where('end_at', '>', now)
    .where(sql<boolean>`${w.stock}::int >= stock - remaining`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function replaceShops(tx: Db, activityId: number, merchantNos: readonly string[]): Promise<void> {
  await tx.deleteFrom('seckill_activity_shop').where('activity_id', '=', activityId).execute();
  if (merchantNos.length) {
    await tx
      .insertInto('seckill_activity_shop')
      .values(merchantNos.map((m) => ({ activity_id: activityId, merchant_no: m })))
      .execute();
  }
}

/** Abandons an activity not abandoned and not over at `now` (conditional); false when nothing moved. */
export async function abandon(db: Db, id: number, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('seckill_activity')
    .set({ abandoned_at: now, updated_at: now })
    .where('id', '=', id)
    .where('abandoned_at', 'is', null)
    .where('end_at', '>', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The orders of these activities (newest first), for the sales figures. */
export function ordersOf(db: Db, activityIds: readonly number[]) {
  if (!activityIds.length) return Promise.resolve([]);
  return db
    .selectFrom('seckill_order')
    .select(['order_no', 'activity_id', 'account_id', 'quantity', 'released_at', 'created_at'])
    .where('activity_id', 'in', [...activityIds])
    .orderBy('id', 'desc')
    .execute();
}

export async function salesPage(db: Db, activityId: number, page: number, size: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('seckill_order')
      .select(['order_no', 'account_id', 'quantity', 'released_at', 'created_at'])
      .where('activity_id', '=', activityId)
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('seckill_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('activity_id', '=', activityId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
