/** The basket's side of promotions: the best activity per line, what it saves, and what a coupon then applies to. */
import { allocateDiscount } from '../core/index.ts';
import {
  type CouponLine,
  PROMOTION_KIND,
  PROMOTION_STATUS,
  type PromotionKind,
  type PromotionWindow,
  promotionDiscountText,
  promotionRuleText,
  promotionStatus,
} from './promotion.ts';

/** A running activity as the basket sees it (the buyer's own count included). */
export interface PromotionOffer extends PromotionWindow {
  activityNo: string;
  title: string;
  kind: PromotionKind;
  perUserLimit: number;
  /** Units this buyer already bought under it. */
  boughtByMe: number;
  /** Shops it runs through; empty = every shop. */
  shops: readonly string[];
  /** Whether coupons apply on top of it. */
  couponStackable: boolean;
  /** Its models; the promoted price for a price discount, else null. */
  items: readonly { skuNo: string; promoFen: number | null }[];
  thresholdFen: number | null;
  offFen: number | null;
  gift: {
    skuNo: string;
    name: string;
    priceFen: number;
    buyQuantity: number;
    giftQuantity: number;
    left: number;
  } | null;
}

export interface BasketLine {
  skuNo: string;
  priceFen: number;
  quantity: number;
}

export interface LinePromotion {
  activityNo: string;
  title: string;
  kind: PromotionKind;
  /** The rule in words and what it gives this line ('8.5折', '满300减50', '买2赠1'). */
  text: string;
  couponStackable: boolean;
}

export interface PromotedLine extends BasketLine {
  /**
   * The price per unit (the promoted price when every unit is promoted; the line's own when only some are: those
   * units' saving is then in promotionDiscountFen).
   */
  priceFen: number;
  /** The price before the promotion. */
  originFen: number;
  amountFen: number;
  /** The spend-and-save share of this line, or the saving of its promoted units when only some are (fen), else 0. */
  promotionDiscountFen: number;
  promotion: LinePromotion | null;
  /** Units bought on the promotion's terms (the rest at the line's own price). */
  promoQuantity: number;
  /** Why some or all units are at the normal price (a limit reached), in the buyer's words; null when none. */
  limitNote: string | null;
}

/**
 * How many of a line's units a promotion takes: all of them while both limits have room, else those the room allows
 * (a spend-and-save takes a line whole or not at all: its threshold is over whole lines).
 */
export function promotedUnits(kind: PromotionKind, quantity: number, room: number): number {
  if (room <= 0) return 0;
  if (kind === PROMOTION_KIND.spendAndSave) return room >= quantity ? quantity : 0;
  return Math.min(quantity, room);
}

/** The words of a limit that left units at the normal price: which limit, how many on which terms. */
export function promotionLimitText(
  o: Pick<PromotionOffer, 'title' | 'perUserLimit' | 'boughtByMe' | 'totalLimit' | 'used'>,
  quantity: number,
  promoQuantity: number,
  originFen: number,
): string {
  const mine = o.perUserLimit - o.boughtByMe;
  const head =
    mine <= o.totalLimit - o.used
      ? `「${o.title}」每人限购${o.perUserLimit}件${o.boughtByMe > 0 ? `（您已购${o.boughtByMe}件）` : ''}`
      : `「${o.title}」仅剩${Math.max(0, o.totalLimit - o.used)}件活动名额`;
  const rest = quantity - promoQuantity;
  const normal = `按原价${yuanText(originFen)}`;
  return promoQuantity > 0
    ? `${head}：${promoQuantity}件享促销，其余${rest}件${normal}`
    : `${head}：本单${quantity}件${normal}`;
}

const yuanText = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

export interface PromotionResult {
  lines: PromotedLine[];
  /** Units taken from each activity's limits. */
  uses: { activityNo: string; quantity: number }[];
  gifts: { activityNo: string; skuNo: string; name: string; quantity: number }[];
}

function lineSaving(o: PromotionOffer, l: BasketLine, units: number): number {
  if (o.kind === PROMOTION_KIND.priceDiscount) {
    const promo = o.items.find((i) => i.skuNo === l.skuNo)?.promoFen ?? null;
    return promo === null ? 0 : Math.max(0, (l.priceFen - promo) * units);
  }
  if (o.kind === PROMOTION_KIND.gift) {
    const g = o.gift;
    if (!g) return 0;
    const gifts = Math.floor(units / g.buyQuantity) * g.giftQuantity;
    return gifts > 0 && gifts <= g.left ? Math.max(1, g.priceFen * gifts) : 0;
  }
  return 0; // spend-and-save: decided over all its lines below
}

/**
 * At most one promotion per line, the one that saves the most (ties: the one that ends first, then its number):
 * only running activities, through the buyer's shop, with room left in both limits for the whole line. A
 * spend-and-save counts for a line its share of the reduction over all lines it could take; once assigned, an
 * activity whose lines no longer reach its threshold is dropped from them and they are assigned again.
 */
export function applyPromotions(
  lines: readonly BasketLine[],
  offers: readonly PromotionOffer[],
  shopMerchantNo: string,
  now: Date,
): PromotionResult {
  const live = offers.filter(
    (o) =>
      promotionStatus(o, now) === PROMOTION_STATUS.RUNNING && (!o.shops.length || o.shops.includes(shopMerchantNo)),
  );
  const excluded = new Set<string>(); // `${activityNo}|${skuNo}`
  for (let round = 0; round <= live.length; round++) {
    const left = new Map(
      live.map((o) => [o.activityNo, Math.min(o.totalLimit - o.used, o.perUserLimit - o.boughtByMe)]),
    );
    const covers = (o: PromotionOffer, l: BasketLine) =>
      !excluded.has(`${o.activityNo}|${l.skuNo}`) && o.items.some((i) => i.skuNo === l.skuNo);
    // A spend-and-save's share per line if every line it covers joined it.
    const share = new Map<string, number>();
    for (const o of live.filter((x) => x.kind === PROMOTION_KIND.spendAndSave)) {
      const mine = lines.filter((l) => covers(o, l));
      const total = mine.reduce((s, l) => s + l.priceFen * l.quantity, 0);
      if (!mine.length || total < (o.thresholdFen ?? 0)) continue;
      const parts = allocateDiscount(
        o.offFen ?? 0,
        mine.map((l) => l.priceFen * l.quantity),
      );
      mine.forEach((l, i) => share.set(`${o.activityNo}|${l.skuNo}`, parts[i]!));
    }
    const chosen = lines.map((l): Chosen | null => {
      let best: (Chosen & { saving: number }) | null = null;
      for (const o of live) {
        if (!covers(o, l)) continue;
        const units = promotedUnits(o.kind, l.quantity, left.get(o.activityNo) ?? 0);
        if (units <= 0) continue;
        const saving =
          o.kind === PROMOTION_KIND.spendAndSave
            ? (share.get(`${o.activityNo}|${l.skuNo}`) ?? 0)
            : lineSaving(o, l, units);
        if (saving <= 0) continue;
        const better =
          !best ||
          saving > best.saving ||
          (saving === best.saving &&
            (o.endAt.getTime() < best.o.endAt.getTime() ||
              (o.endAt.getTime() === best.o.endAt.getTime() && o.activityNo < best.o.activityNo)));
        if (better) best = { o, units, saving };
      }
      if (best) left.set(best.o.activityNo, left.get(best.o.activityNo)! - best.units);
      return best ? { o: best.o, units: best.units } : null;
    });
    // Spend-and-save re-checked on the lines it actually got.
    let dropped = false;
    for (const o of live.filter((x) => x.kind === PROMOTION_KIND.spendAndSave)) {
      const got = lines.filter((_, i) => chosen[i]?.o === o);
      if (got.length && got.reduce((s, l) => s + l.priceFen * l.quantity, 0) < (o.thresholdFen ?? 0)) {
        got.forEach((l) => excluded.add(`${o.activityNo}|${l.skuNo}`));
        dropped = true;
      }
    }
    if (!dropped) return resultOf(lines, chosen, live);
  }
  return resultOf(
    lines,
    lines.map(() => null),
    live,
  );
}

interface Chosen {
  o: PromotionOffer;
  /** Units on its terms (promotedUnits). */
  units: number;
}

/** A running offer over this line whose limit left some or all of its units out, for the line's note. */
function limitNoteOf(l: BasketLine, c: Chosen | null, live: readonly PromotionOffer[]): string | null {
  if (c && c.units < l.quantity) return promotionLimitText(c.o, l.quantity, c.units, l.priceFen);
  if (c) return null;
  const held = live.find(
    (o) =>
      o.kind !== PROMOTION_KIND.spendAndSave &&
      o.items.some((i) => i.skuNo === l.skuNo) &&
      Math.min(o.totalLimit - o.used, o.perUserLimit - o.boughtByMe) <= 0,
  );
  return held ? promotionLimitText(held, l.quantity, 0, l.priceFen) : null;
}

function resultOf(
  lines: readonly BasketLine[],
  chosen: readonly (Chosen | null)[],
  live: readonly PromotionOffer[],
): PromotionResult {
  const out: PromotedLine[] = lines.map((l, i) => {
    const c = chosen[i] ?? null;
    const o = c?.o ?? null;
    const promo =
      o?.kind === PROMOTION_KIND.priceDiscount ? (o.items.find((x) => x.skuNo === l.skuNo)?.promoFen ?? null) : null;
    // Every unit promoted: the promoted price; some: the line's own price, the promoted units' saving as a discount.
    const whole = !c || c.units === l.quantity;
    const priceFen = whole ? (promo ?? l.priceFen) : l.priceFen;
    const limitNote = limitNoteOf(l, c, live);
    const rule = !o
      ? ''
      : o.kind === PROMOTION_KIND.priceDiscount
        ? promotionDiscountText(l.priceFen, promo)
        : promotionRuleText({ ...o, buyQuantity: o.gift?.buyQuantity, giftQuantity: o.gift?.giftQuantity });
    return {
      ...l,
      originFen: l.priceFen,
      priceFen,
      amountFen: priceFen * l.quantity,
      promotionDiscountFen: !whole && promo !== null ? Math.max(0, l.priceFen - promo) * c.units : 0,
      promoQuantity: c?.units ?? 0,
      limitNote,
      promotion: o
        ? {
            activityNo: o.activityNo,
            title: o.title,
            kind: o.kind,
            text: limitNote ? `${rule}；${limitNote}` : rule,
            couponStackable: o.couponStackable,
          }
        : null,
    };
  });
  const uses = new Map<string, number>();
  const gifts: PromotionResult['gifts'] = [];
  const byActivity = new Map<string, { o: PromotionOffer; idx: number[] }>();
  chosen.forEach((c, i) => {
    if (!c) return;
    const o = c.o;
    uses.set(o.activityNo, (uses.get(o.activityNo) ?? 0) + c.units);
    const g = byActivity.get(o.activityNo) ?? { o, idx: [] };
    g.idx.push(i);
    byActivity.set(o.activityNo, g);
  });
  for (const { o, idx } of byActivity.values()) {
    if (o.kind === PROMOTION_KIND.spendAndSave) {
      const parts = allocateDiscount(
        o.offFen ?? 0,
        idx.map((i) => out[i]!.amountFen),
      );
      idx.forEach((i, k) => (out[i]!.promotionDiscountFen = parts[k]!));
    } else if (o.kind === PROMOTION_KIND.gift && o.gift) {
      const g = o.gift;
      const quantity = idx.reduce((s, i) => s + Math.floor(out[i]!.promoQuantity / g.buyQuantity) * g.giftQuantity, 0);
      gifts.push({ activityNo: o.activityNo, skuNo: g.skuNo, name: g.name, quantity });
    }
  }
  return { lines: out, uses: [...uses].map(([activityNo, quantity]) => ({ activityNo, quantity })), gifts };
}

/**
 * The one rule that combines a promotion with coupons: a coupon sees each line at what is left after its promotion
 * (promoted price, minus its spend-and-save share) and never sees a line whose promotion does not allow coupons.
 */
export function couponLinesAfterPromotions<L extends CouponLine>(
  lines: readonly L[],
  promoted: readonly Pick<PromotedLine, 'skuNo' | 'amountFen' | 'promotionDiscountFen' | 'promotion'>[],
): L[] {
  const by = new Map(promoted.map((p) => [p.skuNo, p]));
  return lines
    .filter((l) => by.get(l.skuNo)?.promotion?.couponStackable !== false)
    .map((l) => {
      const p = by.get(l.skuNo);
      return p ? { ...l, amountFen: p.amountFen - p.promotionDiscountFen } : l;
    });
}

/** Each line's whole reduction: its spend-and-save share plus its part of the coupon. */
export function lineDiscountsOf(
  promoted: readonly Pick<PromotedLine, 'skuNo' | 'promotionDiscountFen'>[],
  coupon: ReadonlyMap<string, number>,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of promoted) out.set(p.skuNo, p.promotionDiscountFen + (coupon.get(p.skuNo) ?? 0));
  return out;
}
