/**
 * SQL of coupons. What must not happen twice is held by the database: the total by a conditional increment of
 * claimed_count (claimed_count < total_quantity), the per-user limit by unique (coupon, account, claim_seq) with
 * claim_seq ≤ per_user_limit, one use by a conditional update status 0 → 1 (and unique used_order_no).
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Db } from './tables.ts';

const COUPON_COLUMNS = [
  'c.id',
  'c.coupon_no',
  'c.name',
  'c.kind',
  'c.amount_off_fen',
  'c.rate',
  'c.max_off_fen',
  'c.threshold_fen',
  'c.scope_type',
  'c.scope_ids',
  'c.valid_from',
  'c.valid_to',
  'c.per_user_limit',
  'c.total_quantity',
  'c.claimed_count',
] as const;

/** The coupon centre: enabled coupons not yet expired, those claimable now first, newest first. */
export async function centrePage(db: Db, now: Date, page: number, size: number) {
  const base = db.selectFrom('coupon as c').where('c.status', '=', 0).where('c.valid_to', '>=', now);
  const [rows, total] = await Promise.all([
    base
      .select(COUPON_COLUMNS)
      .orderBy(sql`c.valid_from > ${now}`)
      .orderBy('c.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type CouponRow = Awaited<ReturnType<typeof centrePage>>['rows'][number];

/** How many of each coupon the account holds (used or not). */
export async function heldCounts(
  db: Db,
  accountId: number,
  couponIds: readonly number[],
): Promise<Map<number, number>> {
  if (!couponIds.length) return new Map();
  const rows = await db
    .selectFrom('user_coupon')
    .select(['coupon_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('account_id', '=', accountId)
    .where('coupon_id', 'in', [...couponIds])
    .groupBy('coupon_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.coupon_id), Number(r.n)]));
}

export function findCoupon(db: Db, couponNo: string) {
  return db
    .selectFrom('coupon as c')
    .select([...COUPON_COLUMNS, 'c.status'])
    .where('c.coupon_no', '=', couponNo)
    .executeTakeFirst();
}

/** One more claimed, only while some remain and now is inside the window; the coupon's id and limit, or none. */
export function takeOne(tx: Transaction<DB>, couponNo: string, now: Date) {
  return tx
    .updateTable('coupon')
    .set((eb) => ({ claimed_count: eb('claimed_count', '+', 1), updated_at: now }))
    .where('coupon_no', '=', couponNo)
    .where('status', '=', 0)
    .where('valid_from', '<=', now)
    .where('valid_to', '>=', now)
    .where((eb) => eb('claimed_count', '<', eb.ref('total_quantity')))
    .returning(['id', 'per_user_limit'])
    .executeTakeFirst();
}

/** The account's next claim of the coupon (claim_seq = held + 1), only while under the limit; none at the limit. */
export function insertClaim(
  tx: Transaction<DB>,
  c: { couponId: number; accountId: number; perUserLimit: number; userCouponNo: string },
) {
  return tx
    .insertInto('user_coupon')
    .columns(['user_coupon_no', 'coupon_id', 'account_id', 'claim_seq'])
    .expression((eb) =>
      eb
        .selectFrom('user_coupon')
        .select([
          sql<string>`${c.userCouponNo}::text`.as('user_coupon_no'),
          sql`${c.couponId}::bigint`.as('coupon_id'),
          sql`${c.accountId}::bigint`.as('account_id'),
          sql<number>`coalesce(max(claim_seq), 0) + 1`.as('claim_seq'),
        ])
        .where('coupon_id', '=', c.couponId)
        .where('account_id', '=', c.accountId)
        .having(sql<boolean>`coalesce(max(claim_seq), 0) < ${c.perUserLimit}`),
    )
    .returning(['user_coupon_no'])
    .executeTakeFirst();
}

const HELD_COLUMNS = [
  ...COUPON_COLUMNS,
  'c.status as coupon_status',
  'u.user_coupon_no',
  'u.status',
  'u.used_order_no',
  'u.used_at',
  'u.created_at as claimed_at',
] as const;

export type MineTab = 'unused' | 'used' | 'expired';

/** The account's coupons on one tab: unused (not expired), used, expired (unused and past the window). */
export async function minePage(db: Db, accountId: number, tab: MineTab, now: Date, page: number, size: number) {
  let base = db
    .selectFrom('user_coupon as u')
    .innerJoin('coupon as c', 'c.id', 'u.coupon_id')
    .where('u.account_id', '=', accountId);
  if (tab === 'used') base = base.where('u.status', '=', 1);
  else if (tab === 'unused') base = base.where('u.status', '=', 0).where('c.valid_to', '>=', now);
  else base = base.where('u.status', '=', 0).where('c.valid_to', '<', now);
  const ordered =
    tab === 'used'
      ? base.select(HELD_COLUMNS).orderBy('u.used_at', 'desc')
      : base.select(HELD_COLUMNS).orderBy('c.valid_to', tab === 'unused' ? 'asc' : 'desc');
  const [rows, total] = await Promise.all([
    ordered
      .orderBy('u.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type HeldRow = Awaited<ReturnType<typeof minePage>>['rows'][number];

export function findHeld(db: Db, accountId: number, userCouponNo: string) {
  return db
    .selectFrom('user_coupon as u')
    .innerJoin('coupon as c', 'c.id', 'u.coupon_id')
    .select(HELD_COLUMNS)
    .where('u.account_id', '=', accountId)
    .where('u.user_coupon_no', '=', userCouponNo)
    .executeTakeFirst();
}

/** Every unused held coupon of enabled definitions that has not expired (what pre-settlement offers). */
export function unusedHeld(db: Db, accountId: number, now: Date) {
  return db
    .selectFrom('user_coupon as u')
    .innerJoin('coupon as c', 'c.id', 'u.coupon_id')
    .select(HELD_COLUMNS)
    .where('u.account_id', '=', accountId)
    .where('u.status', '=', 0)
    .where('c.status', '=', 0)
    .where('c.valid_to', '>=', now)
    .orderBy('u.id')
    .execute();
}

/** status 0 → 1 only while unused, owned and inside the window: one statement, so one use however many race. */
export async function markUsed(
  tx: Transaction<DB>,
  u: { accountId: number; userCouponNo: string; orderNo: string; now: Date },
): Promise<boolean> {
  const r = await tx
    .updateTable('user_coupon')
    .set({ status: 1, used_order_no: u.orderNo, used_at: u.now, updated_at: u.now })
    .where('user_coupon_no', '=', u.userCouponNo)
    .where('account_id', '=', u.accountId)
    .where('status', '=', 0)
    .where((eb) =>
      eb(
        'coupon_id',
        'in',
        eb
          .selectFrom('coupon')
          .select('id')
          .where('status', '=', 0)
          .where('valid_from', '<=', u.now)
          .where('valid_to', '>=', u.now),
      ),
    )
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Gives back the coupon an order used (status 1 → 0); false when the order used none. */
export async function release(tx: Transaction<DB>, orderNo: string): Promise<boolean> {
  const r = await tx
    .updateTable('user_coupon')
    .set({ status: 0, used_order_no: null, used_at: null, updated_at: new Date() })
    .where('used_order_no', '=', orderNo)
    .where('status', '=', 1)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
