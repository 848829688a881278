/**
 * What buying asks of promotions: the best promotion per line of a basket (pre-settlement and placeorder both call
 * `offersFor` then `forBasket`, the domain's applyPromotions deciding), taking the limits and the gift pool inside the order's
 * transaction (`take`), giving them back when the order closes unpaid (`release`), why a promotion the buyer saw is
 * gone (`whyGone`), and what an order kept (`ofOrders`).
 */
import {
  ORDER_ROUTES,
  PROMOTION_MESSAGES,
  listedBy,
  applyPromotions,
  refusal,
  type BasketLine,
  type OrderPromotion,
  type PromotionKind,
  type PromotionOffer,
  type PromotionResult,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { batchedRead } from '../../cache/batched.ts';
import { businessError } from '../../http/errors.ts';
import * as q from './queries.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Taking a promotion and why one is gone are placeorder's (order/place.ts): only what it lists (the compiler checks). */
const placeNo = listedBy(ORDER_ROUTES.placeOrder);

/** Running at `at` (ms) over any of `skuNos`: what each asker keeps of a shared read. */
function runningAt(rows: readonly (q.ActivityRow & { matched: string[] })[], skuNos: readonly string[], at: number) {
  return rows
    .filter(
      (r) =>
        new Date(r.start_at).getTime() <= at &&
        new Date(r.end_at).getTime() > at &&
        r.matched.some((m) => skuNos.includes(m)),
    )
    .map(({ matched: _m, ...r }): q.ActivityRow => r);
}

/**
 * The running-activity reads of one turn of the event loop in one query (a crowd ordering one model: one round trip
 * for the turn instead of one per order — it was four queries in five of placeorder's, issue 47 §4). Each asker keeps
 * its own instant: the query covers the turn's earliest to latest and each answer is what ran at its own instant.
 */
const runningReads = batchedRead(async (db, keys: readonly { skuNos: readonly string[]; at: number }[]) => {
  const ats = keys.map((k) => k.at);
  const rows = await q.runningBetween(
    db,
    [...new Set(keys.flatMap((k) => k.skuNos))],
    new Date(Math.min(...ats)),
    new Date(Math.max(...ats)),
  );
  return keys.map((k) => runningAt(rows, k.skuNos, k.at));
});

/** The running activities over these models as offers to this buyer (their own count included). */
export async function offersFor(
  db: Db,
  accountId: number | null,
  skuNos: readonly string[],
  now: Date,
): Promise<PromotionOffer[]> {
  if (!skuNos.length) return [];
  const rows = db.isTransaction
    ? runningAt(await q.runningBetween(db, skuNos, now, now), skuNos, now.getTime())
    : await runningReads(db as Kysely<DB>).load({ skuNos, at: now.getTime() });
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.id));
  const [items, shops, bought] = await Promise.all([
    q.itemsOf(db, ids),
    q.shopsOf(db, ids),
    accountId === null ? Promise.resolve([]) : q.boughtBy(db, accountId, ids),
  ]);
  return rows.map((r) => offerOf(r, items, shops, bought));
}

export function offerOf(
  r: q.ActivityRow,
  items: readonly { activity_id: string | number; sku_no: string; promo_fen: number | null }[],
  shops: readonly { activity_id: string | number; merchant_no: string }[],
  bought: readonly { activity_id: string | number; bought: number }[],
): PromotionOffer {
  const id = Number(r.id);
  return {
    activityNo: r.activity_no,
    title: r.title,
    kind: r.kind as PromotionKind,
    startAt: new Date(r.start_at),
    endAt: new Date(r.end_at),
    abandoned: r.abandoned,
    totalLimit: r.total_limit,
    used: r.used,
    perUserLimit: r.per_user_limit,
    boughtByMe: bought.find((b) => Number(b.activity_id) === id)?.bought ?? 0,
    shops: shops.filter((s) => Number(s.activity_id) === id).map((s) => s.merchant_no),
    couponStackable: r.coupon_stackable,
    items: items.filter((i) => Number(i.activity_id) === id).map((i) => ({ skuNo: i.sku_no, promoFen: i.promo_fen })),
    thresholdFen: r.threshold_fen,
    offFen: r.off_fen,
    gift:
      r.kind === 3 && r.gift_sku_no
        ? {
            skuNo: r.gift_sku_no,
            name: r.gift_name ?? '',
            priceFen: r.gift_price_fen ?? 0,
            buyQuantity: r.gift_buy_quantity ?? 1,
            giftQuantity: r.gift_quantity ?? 1,
            left: r.gift_stock - r.gift_given,
          }
        : null,
  };
}

/**
 * The basket's lines with the best promotion each (at most one), for this buyer buying through this shop, among the
 * offers `offersFor` read for the basket's models (read alongside their prices: a basket is priced in one round trip).
 */
export function forBasket(
  offers: readonly PromotionOffer[],
  shopMerchantNo: string,
  lines: readonly BasketLine[],
  now: Date,
): PromotionResult {
  return applyPromotions(lines, offers, shopMerchantNo, now);
}

/**
 * Inside the order's transaction: each activity's units and gifts by one conditional update (window, total, pool),
 * the buyer's count by a conditional upsert, then one use row per promoted line. Activities in a fixed order, so
 * two orders over the same ones never wait on each other crosswise. A failure refuses the whole order.
 */
export async function take(
  tx: Transaction<DB>,
  accountId: number,
  orderNo: string,
  applied: PromotionResult,
  now: Date,
): Promise<void> {
  if (!applied.uses.length) return;
  const rows = await q.findActivities(
    tx,
    applied.uses.map((u) => u.activityNo),
  );
  const byNo = new Map(rows.map((r) => [r.activity_no, r]));
  const uses = [...applied.uses].sort((a, b) => (a.activityNo < b.activityNo ? -1 : 1));
  for (const u of uses) {
    const a = byNo.get(u.activityNo);
    if (!a) throw businessError(placeNo(refusal(PROMOTION_MESSAGES, 'notFound')));
    const gifts = applied.gifts.filter((g) => g.activityNo === u.activityNo).reduce((s, g) => s + g.quantity, 0);
    if (!(await q.take(tx, Number(a.id), u.quantity, gifts, now))) {
      const fresh = (await q.findActivity(tx, u.activityNo)) ?? a;
      const title = fresh.title;
      if (fresh.abandoned || new Date(fresh.end_at).getTime() <= now.getTime())
        throw businessError(placeNo(refusal(PROMOTION_MESSAGES, 'ended', PROMOTION_MESSAGES.ended(title))));
      if (fresh.gift_given + gifts > fresh.gift_stock)
        throw businessError(placeNo(refusal(PROMOTION_MESSAGES, 'giftOut', PROMOTION_MESSAGES.giftOut(title))));
      throw businessError(placeNo(refusal(PROMOTION_MESSAGES, 'soldOut', PROMOTION_MESSAGES.soldOut(title))));
    }
    if (!(await q.raiseBought(tx, Number(a.id), accountId, u.quantity, a.per_user_limit, now)))
      throw businessError(
        placeNo(refusal(PROMOTION_MESSAGES, 'overLimit', PROMOTION_MESSAGES.overLimit(a.title, a.per_user_limit))),
      );
  }
  await q.insertUses(
    tx,
    applied.lines.flatMap((l) => {
      if (!l.promotion) return [];
      const a = byNo.get(l.promotion.activityNo)!;
      const giftQuantity =
        a.kind === 3 && a.gift_buy_quantity && a.gift_quantity
          ? Math.floor(l.promoQuantity / a.gift_buy_quantity) * a.gift_quantity
          : 0;
      return [
        {
          orderNo,
          activityId: Number(a.id),
          accountId,
          skuNo: l.skuNo,
          // The units on its terms (a limit may leave the rest of the line at the normal price).
          quantity: l.promoQuantity,
          savedFen: (l.originFen - l.priceFen) * l.quantity + l.promotionDiscountFen,
          text: l.promotion.text,
          giftQuantity,
        },
      ];
    }),
  );
}

/** Inside the closing transaction of an unpaid order: its units, gifts and the buyer's count go back, once. */
export async function release(tx: Transaction<DB>, orderNo: string, now: Date): Promise<void> {
  const released = await q.releaseUses(tx, orderNo, now);
  const per = new Map<string, { activityId: number; accountId: number; quantity: number; gifts: number }>();
  for (const r of released) {
    const key = `${r.activity_id}|${r.account_id}`;
    const p = per.get(key) ?? {
      activityId: Number(r.activity_id),
      accountId: Number(r.account_id),
      quantity: 0,
      gifts: 0,
    };
    p.quantity += r.quantity;
    p.gifts += r.gift_quantity;
    per.set(key, p);
  }
  for (const p of [...per.values()].sort((a, b) => a.activityId - b.activityId))
    await q.giveBack(tx, p.activityId, p.accountId, p.quantity, p.gifts);
}

/**
 * Why the amount changed, when a promotion over these models stopped within the last day (ended, abandoned or its
 * total used): that refusal, said plainly; null when no promotion explains it.
 */
export async function whyGone(db: Db, skuNos: readonly string[], now: Date): Promise<Error | null> {
  const gone = await q.stoppedFor(db, skuNos, now, 86_400_000);
  const g = gone[0];
  if (!g) return null;
  if (g.abandoned || new Date(g.end_at).getTime() <= now.getTime())
    return businessError(placeNo(refusal(PROMOTION_MESSAGES, 'ended', PROMOTION_MESSAGES.ended(g.title))));
  return businessError(placeNo(refusal(PROMOTION_MESSAGES, 'soldOut', PROMOTION_MESSAGES.soldOut(g.title))));
}

/** The promotions orders kept, per order number. */
export async function ofOrders(db: Db, orderNos: readonly string[]): Promise<Map<string, OrderPromotion[]>> {
  const rows = await q.usesOf(db, orderNos);
  const out = new Map<string, OrderPromotion[]>();
  for (const r of rows) {
    const list = out.get(r.order_no) ?? [];
    list.push({
      activityNo: r.activity_no,
      title: r.title,
      kind: r.kind,
      text: r.text,
      skuNo: r.sku_no,
      quantity: r.quantity,
      savedFen: r.saved_fen,
      giftSkuNo: r.gift_quantity > 0 ? r.gift_sku_no : null,
      giftName: r.gift_quantity > 0 ? r.gift_name : null,
      giftQuantity: r.gift_quantity,
    });
    out.set(r.order_no, list);
  }
  return out;
}
