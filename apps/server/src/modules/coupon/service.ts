/**
 * Coupons (part 1 §1-§3, §7 coupon list and got; issue "Buying" §4): the coupon centre, claiming, the account's
 * coupons by tab, and for the order module the options of a basket, the one-use redemption inside the order's
 * transaction and its release when the order is cancelled or expires. The rule itself is packages/domain
 * buying/coupon.ts; what must not happen twice is held by the database (see queries.ts).
 */
import { randomInt } from 'node:crypto';
import {
  COUPON_MESSAGES,
  COUPON_SCOPE,
  allocateCouponDiscount,
  claimRefusal,
  compareCouponOptions,
  couponScopeText,
  evaluateCoupon,
  type CouponCentreItem,
  type CouponLine,
  COUPON_ROUTES,
  type CouponOption,
  type CouponRefusal,
  type CouponTab,
  listedBy,
  type MyCoupon,
  refusal,
  ORDER_ROUTES,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, notFound } from '../../http/errors.ts';
import { categoryTree, spuIdOf, spusByIds } from '../catalogue/index.ts';
import { ruleOf, toCentreItem, toMyCoupon } from './presenter.ts';
import * as q from './queries.ts';

/**
 * What redeeming may answer: only what placing an order lists (the compiler checks). A seckill's buy shares the
 * order kernel but redeems no coupon.
 */
const redeemNo = listedBy(ORDER_ROUTES.placeOrder);

export type { CouponLine } from '@portal/domain';

/** A held coupon for a basket: its option as the page sees it, and why it does not apply (for the order's refusal). */
export type HeldOption = CouponOption & { refusal: CouponRefusal | null };

const claimNo = listedBy(COUPON_ROUTES.claim);

type ScopeRow = { scope_type: number; scope_ids: string[] };

/** The scope line of each coupon ('全场通用' / '限A、B等可用'), names from the catalogue. */
async function scopeTexts(db: Kysely<DB>, rows: readonly ScopeRow[]) {
  const catIds = new Set<string>();
  const spuNos = new Set<string>();
  for (const r of rows) {
    const ids = r.scope_ids ?? [];
    if (r.scope_type === COUPON_SCOPE.categories) ids.forEach((i) => catIds.add(i));
    if (r.scope_type === COUPON_SCOPE.products) ids.forEach((i) => spuNos.add(i));
  }
  const names = new Map<string, string>();
  if (catIds.size) {
    const walk = (nodes: Awaited<ReturnType<typeof categoryTree>>) => {
      for (const n of nodes) {
        if (catIds.has(String(n.id))) names.set(`c:${n.id}`, n.catagoryName);
        walk(n.children);
      }
    };
    walk(await categoryTree(db));
  }
  if (spuNos.size) {
    // Coupons name public products: look them up as a visitor (no price plan of the viewer is needed for a name).
    const visitor = { accountId: null };
    const ids = await Promise.all([...spuNos].map((no) => spuIdOf(db, no, visitor)));
    const spus = await spusByIds(
      db,
      ids.filter((id): id is number => id !== null),
      visitor,
    );
    for (const s of spus.values()) names.set(`s:${s.spuNo}`, s.spuName);
  }
  return (r: ScopeRow) => {
    const prefix = r.scope_type === COUPON_SCOPE.categories ? 'c:' : 's:';
    const list = (r.scope_ids ?? []).map((id) => names.get(prefix + id)).filter((n): n is string => !!n);
    return couponScopeText(r.scope_type, list);
  };
}

/** The coupon centre: remaining, how many this viewer holds, whether they can claim now and why not. */
export async function centre(
  db: Kysely<DB>,
  accountId: number | null,
  page: number,
  size: number,
  now = new Date(),
): Promise<{ list: CouponCentreItem[]; total: number }> {
  const { rows, total } = await q.centrePage(db, now, page, size);
  const [held, scope] = await Promise.all([
    accountId === null
      ? Promise.resolve(new Map<number, number>())
      : q.heldCounts(
          db,
          accountId,
          rows.map((r) => Number(r.id)),
        ),
    scopeTexts(db, rows),
  ]);
  return { list: rows.map((r) => toCentreItem(r, scope(r), held.get(Number(r.id)) ?? 0, now)), total };
}

function newUserCouponNo(now: Date): string {
  return `UC${now.getTime()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Claims one coupon (coupon/got), in one transaction: the total by a conditional increment, the per-user limit by
 * the next claim_seq under the limit (unique per coupon and account). Refusals: 已领完 / 已达领取上限 / 不在领取时间内.
 */
export async function claim(db: Kysely<DB>, accountId: number, couponNo: string, now = new Date()): Promise<MyCoupon> {
  const userCouponNo = newUserCouponNo(now);
  const outcome = await db
    .transaction()
    .execute(async (tx) => {
      const taken = await q.takeOne(tx, couponNo, now);
      if (!taken) return 'refused' as const;
      const row = await q.insertClaim(tx, {
        couponId: Number(taken.id),
        accountId,
        perUserLimit: taken.per_user_limit,
        userCouponNo,
      });
      if (!row) throw businessError(claimNo(refusal(COUPON_MESSAGES, 'limitReached')));
      return 'claimed' as const;
    })
    .catch((e: unknown) => {
      // Two claims of one account computed the same claim_seq: the unique key kept the limit.
      if ((e as { code?: string }).code === '23505')
        throw businessError(claimNo(refusal(COUPON_MESSAGES, 'limitReached')));
      throw e;
    });
  if (outcome === 'refused') {
    const c = await q.findCoupon(db, couponNo);
    if (!c || c.status !== 0) throw notFound(claimNo(refusal(COUPON_MESSAGES, 'notFound')));
    const mine = (await q.heldCounts(db, accountId, [Number(c.id)])).get(Number(c.id)) ?? 0;
    const why = claimRefusal({
      ...ruleOf(c),
      remaining: c.total_quantity - c.claimed_count,
      claimedByMe: mine,
      perUserLimit: c.per_user_limit,
      now,
    });
    throw businessError(claimNo(why ?? refusal(COUPON_MESSAGES, 'soldOut')));
  }
  const held = await q.findHeld(db, accountId, userCouponNo);
  const scope = await scopeTexts(db, [held!]);
  return toMyCoupon(held!, scope(held!), now);
}

/** The account's coupons on one tab (unused / used / expired). */
export async function mine(
  db: Kysely<DB>,
  accountId: number,
  tab: CouponTab,
  page: number,
  size: number,
  now = new Date(),
): Promise<{ list: MyCoupon[]; total: number }> {
  const { rows, total } = await q.minePage(db, accountId, tab, now, page, size);
  const scope = await scopeTexts(db, rows);
  return { list: rows.map((r) => toMyCoupon(r, scope(r), now)), total };
}

/**
 * Every unused, unexpired coupon the account holds, usable for these lines or not (with the reason), with what it
 * would take off; best first (usable, larger discount, sooner expiry).
 */
export async function optionsFor(
  db: Kysely<DB> | Transaction<DB>,
  accountId: number,
  lines: CouponLine[],
  now: Date,
): Promise<HeldOption[]> {
  const rows = await q.unusedHeld(db, accountId, now);
  return rows
    .map((r) => {
      const e = evaluateCoupon(ruleOf(r), lines, now);
      return {
        userCouponNo: r.user_coupon_no,
        couponNo: r.coupon_no,
        name: r.name,
        kind: r.kind,
        amountOffFen: r.amount_off_fen,
        rate: r.rate,
        maxOffFen: r.max_off_fen,
        thresholdFen: r.threshold_fen,
        validTo: new Date(r.valid_to).toISOString(),
        usable: e.usable,
        reason: e.refusal?.msg ?? null,
        refusal: e.refusal,
        discountFen: e.discountFen,
      };
    })
    .sort(compareCouponOptions);
}

/**
 * Uses a held coupon for an order, inside the order's transaction: the rule must apply to these lines now, then
 * one conditional update (status 0 → 1 where unused, owned, in window) marks it used by `orderNo`. Anything else —
 * not the account's, used meanwhile by another order, out of window, not applicable — is '优惠券不可用'.
 * Answers the discount and its share per line (by skuNo; the parts add up to the discount exactly).
 */
export async function redeem(
  tx: Transaction<DB>,
  accountId: number,
  userCouponNo: string,
  orderNo: string,
  lines: CouponLine[],
  now: Date,
): Promise<{ discountFen: number; perLine: Map<string, number> }> {
  const held = await q.findHeld(tx, accountId, userCouponNo);
  if (!held || held.status !== 0 || held.coupon_status !== 0)
    throw businessError(redeemNo(refusal(COUPON_MESSAGES, 'unusable')));
  const rule = ruleOf(held);
  const e = evaluateCoupon(rule, lines, now);
  if (!e.usable) throw businessError(redeemNo(refusal(COUPON_MESSAGES, 'unusable')));
  if (!(await q.markUsed(tx, { accountId, userCouponNo, orderNo, now })))
    throw businessError(redeemNo(refusal(COUPON_MESSAGES, 'unusable')));
  return { discountFen: e.discountFen, perLine: allocateCouponDiscount(rule, e.discountFen, lines) };
}

/** Gives back the coupon an order used (the order was cancelled or expired), inside that transaction. */
export function release(tx: Transaction<DB>, orderNo: string): Promise<boolean> {
  return q.release(tx, orderNo);
}
