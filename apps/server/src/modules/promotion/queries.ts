/**
 * SQL of promotions and placements. What must not happen twice is held by the database: the total and the gift pool
 * by one conditional update that also re-checks the window (`take`), the per-user limit by a conditional upsert of
 * the buyer's row, one promotion per line by unique (order_no, sku_no) on promotion_use.
 */
import { sql, type Selectable } from 'kysely';
import type { PromotionActivityTable as ActivityTable } from '../../db/schema.ts';
import type { Db } from './tables.ts';

export type ActivityRow = Selectable<ActivityTable>;

const running = (now: Date) => sql<boolean>`not a.abandoned and a.start_at <= ${now} and a.end_at > ${now}`;

/**
 * Activities running at some instant of [from, to] that cover any of these models, each with those of the models it
 * covers (`matched`): the caller keeps, per instant and basket, the ones running then over its models.
 */
export async function runningBetween(
  db: Db,
  skuNos: readonly string[],
  from: Date,
  to: Date,
): Promise<(ActivityRow & { matched: string[] })[]> {
  if (!skuNos.length) return [];
  const skus = [...skuNos];
  return db
    .selectFrom('promotion_activity as a')
    .selectAll('a')
    .select(
      sql<
        string[]
      >`array(select i.sku_no from promotion_item i where i.activity_id = a.id and i.sku_no = any(${skus}::text[]))`.as(
        'matched',
      ),
    )
    .where(sql<boolean>`not a.abandoned and a.start_at <= ${to} and a.end_at > ${from}`)
    .where(
      sql<boolean>`exists (select 1 from promotion_item i where i.activity_id = a.id and i.sku_no = any(${skus}::text[]))`,
    )
    .execute();
}

/** Activities that covered any of these models and stopped running within `sinceMs` (ended, abandoned or sold out). */
export async function stoppedFor(db: Db, skuNos: readonly string[], now: Date, sinceMs: number) {
  if (!skuNos.length) return [];
  return (
    db
      .selectFrom('promotion_activity as a')
      .select(['a.title', 'a.end_at', 'a.abandoned', 'a.used', 'a.total_limit'])
      .where((eb) =>
        eb.or([
          eb.and([eb('a.end_at', '<=', now), eb('a.end_at', '>', new Date(now.getTime() - sinceMs))]),
          eb.and([eb('a.abandoned', '=', true), eb('a.updated_at', '>', new Date(now.getTime() - sinceMs))]),
          eb('a.used', '>=', eb.ref('a.total_limit')),
        ]),
      )
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('promotion_item as i')
            .select('i.sku_no')
            .whereRef('i.activity_id', '=', 'a.id')
            .where('i.sku_no', 'in', [...skuNos]),
        ),
      )
      // The one that stopped last first: an end by the clock at its end, else when it was abandoned or ran out.
      .orderBy(sql`case when a.end_at <= ${now} then a.end_at else a.updated_at end`, 'desc')
      .execute()
  );
}

export async function itemsOf(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('promotion_item')
    .select(['activity_id', 'sku_no', 'promo_fen'])
    .where('activity_id', 'in', [...ids])
    .orderBy('activity_id')
    .orderBy('sort')
    .execute();
}

export async function shopsOf(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('promotion_shop')
    .select(['activity_id', 'merchant_no'])
    .where('activity_id', 'in', [...ids])
    .execute();
}

export async function boughtBy(db: Db, accountId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('promotion_buyer')
    .select(['activity_id', 'bought'])
    .where('account_id', '=', accountId)
    .where('activity_id', 'in', [...ids])
    .execute();
}

export function findActivity(db: Db, activityNo: string) {
  return db.selectFrom('promotion_activity').selectAll().where('activity_no', '=', activityNo).executeTakeFirst();
}

export function findActivities(db: Db, activityNos: readonly string[]) {
  if (!activityNos.length) return Promise.resolve([]);
  return db
    .selectFrom('promotion_activity')
    .selectAll()
    .where('activity_no', 'in', [...activityNos])
    .execute();
}

/** A page of activities: `running` = running now (the sale page), else every one (staff), newest first. */
export async function pageActivities(
  db: Db,
  f: { running?: Date; kind?: number | undefined },
  page: number,
  size: number,
): Promise<{ rows: ActivityRow[]; total: number }> {
  let base = db.selectFrom('promotion_activity as a');
  if (f.running) base = base.where(running(f.running)).where(sql<boolean>`a.used < a.total_limit`);
  if (f.kind !== undefined) base = base.where('a.kind', '=', f.kind);
  const [rows, n] = await Promise.all([
    base
      .selectAll('a')
      .orderBy('a.end_at')
      .orderBy('a.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(n.n) };
}

/**
 * Takes `quantity` units (and `gifts` gifts) from an activity in one conditional update that re-checks the window,
 * the total and the gift pool; false when any fails (nothing written).
 */
export async function take(db: Db, id: number, quantity: number, gifts: number, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('promotion_activity as a')
    .set((eb) => ({
      used: eb('a.used', '+', quantity),
      gift_given: eb('a.gift_given', '+', gifts),
      updated_at: now,
    }))
    .where('a.id', '=', id)
    .where(running(now))
    .where(sql<boolean>`a.used + ${quantity} <= a.total_limit`)
    .where(sql<boolean>`a.gift_given + ${gifts} <= a.gift_stock`)
    .returning('a.id')
    .executeTakeFirst();
  return r !== undefined;
}

/** Raises the buyer's count by `quantity` unless that passes `limit`; false when it would (nothing written). */
export async function raiseBought(
  db: Db,
  activityId: number,
  accountId: number,
  quantity: number,
  limit: number,
  now: Date,
): Promise<boolean> {
  if (quantity > limit) return false;
  const r = await db
    .insertInto('promotion_buyer')
    .values({ activity_id: activityId, account_id: accountId, bought: quantity, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(['activity_id', 'account_id'])
        .doUpdateSet({ bought: sql`promotion_buyer.bought + excluded.bought`, updated_at: now })
        .where(sql<boolean>`promotion_buyer.bought + excluded.bought <= ${limit}`),
    )
    .returning('bought')
    .executeTakeFirst();
  return r !== undefined;
}

export interface UseWrite {
  orderNo: string;
  activityId: number;
  accountId: number;
  skuNo: string;
  quantity: number;
  savedFen: number;
  text: string;
  giftQuantity: number;
}

export async function insertUses(db: Db, uses: readonly UseWrite[]): Promise<void> {
  if (!uses.length) return;
  await db
    .insertInto('promotion_use')
    .values(
      uses.map((u) => ({
        order_no: u.orderNo,
        activity_id: u.activityId,
        account_id: u.accountId,
        sku_no: u.skuNo,
        quantity: u.quantity,
        saved_fen: u.savedFen,
        text: u.text,
        gift_quantity: u.giftQuantity,
      })),
    )
    .execute();
}

/** Marks an order's uses released (once) and answers what they held, per activity and buyer. */
export async function releaseUses(db: Db, orderNo: string, now: Date) {
  return db
    .updateTable('promotion_use')
    .set({ released_at: now })
    .where('order_no', '=', orderNo)
    .where('released_at', 'is', null)
    .returning(['activity_id', 'account_id', 'quantity', 'gift_quantity'])
    .execute();
}

export async function giveBack(db: Db, activityId: number, accountId: number, quantity: number, gifts: number) {
  await db
    .updateTable('promotion_activity')
    .set((eb) => ({ used: eb('used', '-', quantity), gift_given: eb('gift_given', '-', gifts) }))
    .where('id', '=', activityId)
    .execute();
  await db
    .updateTable('promotion_buyer')
    .set((eb) => ({ bought: eb('bought', '-', quantity) }))
    .where('activity_id', '=', activityId)
    .where('account_id', '=', accountId)
    .execute();
}

/** The promotions an order kept, with their activity's title and kind and gift. */
export async function usesOf(db: Db, orderNos: readonly string[]) {
  if (!orderNos.length) return [];
  return db
    .selectFrom('promotion_use as u')
    .innerJoin('promotion_activity as a', 'a.id', 'u.activity_id')
    .select([
      'u.order_no',
      'u.sku_no',
      'u.quantity',
      'u.saved_fen',
      'u.text',
      'u.gift_quantity',
      'a.activity_no',
      'a.title',
      'a.kind',
      'a.gift_sku_no',
      'a.gift_name',
    ])
    .where('u.order_no', 'in', [...orderNos])
    .orderBy('u.id')
    .execute();
}

// ---------- management ----------

export interface ActivityWrite {
  title: string;
  kind: number;
  startAt: Date;
  endAt: Date;
  perUserLimit: number;
  totalLimit: number;
  couponStackable: boolean;
  thresholdFen: number | null;
  offFen: number | null;
  gift: {
    skuNo: string;
    name: string;
    priceFen: number;
    buyQuantity: number;
    giftQuantity: number;
    stock: number;
  } | null;
}

const activityColumns = (a: ActivityWrite, now: Date) => ({
  title: a.title,
  kind: a.kind,
  start_at: a.startAt,
  end_at: a.endAt,
  per_user_limit: a.perUserLimit,
  total_limit: a.totalLimit,
  coupon_stackable: a.couponStackable,
  threshold_fen: a.kind === 2 ? a.thresholdFen : null,
  off_fen: a.kind === 2 ? a.offFen : null,
  gift_sku_no: a.gift?.skuNo ?? null,
  gift_name: a.gift?.name ?? null,
  gift_price_fen: a.gift?.priceFen ?? null,
  gift_buy_quantity: a.gift?.buyQuantity ?? null,
  gift_quantity: a.gift?.giftQuantity ?? null,
  gift_stock: a.gift?.stock ?? 0,
  updated_at: now,
});

export async function insertActivity(db: Db, activityNo: string, a: ActivityWrite, by: number, now: Date) {
  const r = await db
    .insertInto('promotion_activity')
    .values({ activity_no: activityNo, created_by: by, created_at: now, ...activityColumns(a, now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Updates an activity that has not ended and is not abandoned (false otherwise: nothing written). */
export async function updateActivity(db: Db, id: number, a: ActivityWrite, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('promotion_activity')
    .set(activityColumns(a, now))
    .where('id', '=', id)
    .where('abandoned', '=', false)
    .where('end_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
}

export async function replaceItems(
  db: Db,
  id: number,
  items: readonly { skuNo: string; promoFen: number | null }[],
  shops: readonly string[],
) {
  await db.deleteFrom('promotion_item').where('activity_id', '=', id).execute();
  await db.deleteFrom('promotion_shop').where('activity_id', '=', id).execute();
  await db
    .insertInto('promotion_item')
    .values(items.map((i, sort) => ({ activity_id: id, sku_no: i.skuNo, promo_fen: i.promoFen, sort })))
    .execute();
  if (shops.length)
    await db
      .insertInto('promotion_shop')
      .values([...new Set(shops)].map((merchant_no) => ({ activity_id: id, merchant_no })))
      .execute();
}

export async function abandon(db: Db, activityNo: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('promotion_activity')
    .set({ abandoned: true, updated_at: now })
    .where('activity_no', '=', activityNo)
    .where('abandoned', '=', false)
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
}
