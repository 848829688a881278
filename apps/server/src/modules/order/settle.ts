/**
 * Who buys from which shop, and the settlement: the one computation pre-settlement shows and placeorder (place.ts)
 * repeats right before its write — prices, stock, address, freight and coupon recomputed from the database.
 */
import {
  COUPON_MESSAGES,
  ORDER_MESSAGES,
  lineProblem,
  orderTotals,
  overOrderTotalMax,
  shopBriefOf,
  type Address,
  type CouponLine,
  type PreSettlement,
  type SettleLine,
  type ShopBrief,
  type PromotionResult,
  couponLinesAfterPromotions,
  refusal,
  listedBy,
  ORDER_ROUTES as O,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError, forbidden } from '../../http/errors.ts';
import * as addresses from '../address/index.ts';
import * as cart from '../cart/index.ts';
import { purchaseSkus, type PurchaseSku } from '../catalogue/index.ts';
import * as coupons from '../coupon/index.ts';
import * as dealer from '../dealer/index.ts';
import * as logistics from '../logistics/index.ts';
import * as promotions from '../promotion/index.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** What the settlement may answer: pre-settlement shows it, placeorder repeats it. */
const settleNo = listedBy(O.preSettlement, O.placeOrder);
export type Basket = { source: 'cart' } | { source: 'direct'; items: { skuNo: string; quantity: number }[] };

export interface OrderSettings {
  /** Unpaid orders close after this many minutes (ORDER_EXPIRE_MINUTES). */
  expireMinutes: number;
}

// ----------------------------------------------------------------------------------------------------
// Who buys, and from which shop

/** The buyer and its current ordering first-level dealer (the cart's guard: the same refusals as the cart). */
const buyingContext = (db: Db, accountId: number) => cart.buyingContext(db, accountId);
type BuyingContext = cart.BuyingContext;

/** skuMatchShop: every model goes to the buyer's current ordering first-level dealer. */
export async function skuMatchShop(db: Kysely<DB>, accountId: number, skuNos: readonly string[]) {
  const { shop } = await buyingContext(db, accountId);
  return [...new Set(skuNos)].map((skuNo) => ({
    skuNo,
    shopMerchantNo: shop.parentMerchantNo,
    shopName: shop.parentMerchantName,
  }));
}

/** shop-status-check: open (1) or closed (0, with the message) — the named shop of the buyer's, else the current. */
export async function shopStatus(db: Kysely<DB>, accountId: number, merchantNo?: string): Promise<ShopBrief> {
  const { shop } = await buyingContext(db, accountId);
  if (!merchantNo || merchantNo === shop.parentMerchantNo) return shopBriefOf(shop);
  const other = (await dealer.shopList(db, accountId)).find((s) => s.parentMerchantNo === merchantNo);
  if (!other) throw forbidden(listedBy(O.shopStatus)(refusal(ORDER_MESSAGES, 'notShop')));
  return shopBriefOf(other);
}

// ----------------------------------------------------------------------------------------------------
// Settlement: the one computation pre-settlement shows and placeorder repeats right before its transaction

export interface Settled {
  ctx: BuyingContext;
  lines: (SettleLine & { sku: PurchaseSku; designOrderNo: string | null })[];
  couponLines: CouponLine[];
  address: Address | null;
  coupons: coupons.HeldOption[];
  coupon: coupons.HeldOption | null;
  goodsFen: number;
  freightFen: number;
  discountFen: number;
  payFen: number;
  /** The coupon's part of discountFen, and the promotions' (the rest). */
  couponFen: number;
  promotion: PromotionResult;
}

/** The basket's models and quantities: the checked cart lines, or the items named (one line per model). */
async function basketLines(db: Db, accountId: number, basket: Basket) {
  const raw: { skuNo: string; quantity: number; designOrderNo?: string | null }[] =
    basket.source === 'cart' ? await cart.checkedLines(db, accountId) : basket.items;
  // a cart line put there from a design order keeps its number to the order line (the design funnel, issue 60)
  const merged = new Map<string, { quantity: number; designOrderNo: string | null }>();
  for (const l of raw) {
    const prev = merged.get(l.skuNo);
    merged.set(l.skuNo, {
      quantity: (prev?.quantity ?? 0) + l.quantity,
      designOrderNo: prev?.designOrderNo ?? l.designOrderNo ?? null,
    });
  }
  if (!merged.size) throw businessError(settleNo(refusal(ORDER_MESSAGES, 'emptyBasket')));
  return [...merged].map(([skuNo, l]) => ({ skuNo, ...l }));
}

export async function settle(
  db: Db,
  accountId: number,
  basket: Basket,
  opts: { addressId: number | null | undefined; userCouponNo: string | null | undefined },
  now: Date,
): Promise<Settled> {
  // Who buys, what and where to: side by side; the buyer's refusal, when there is one, is the answer, then the
  // basket's, then the address's. The models' prices (in the buyer's price plan the context carries: no second look-up
  // of the buyer) and the promotions running over them are read while the address is, each batched with the other
  // requests of the same turn: one round of reads before the write when the buyer is cached (issue 47 §4).
  const whoP = buyingContext(db, accountId);
  const whatP = basketLines(db, accountId, basket);
  const whereP = opts.addressId
    ? addresses.check(db, accountId, opts.addressId)
    : addresses.defaultAddress(db, accountId);
  // Answered below in that order; a refusal of a later one that is never awaited must not go unhandled.
  whatP.catch(() => {});
  whereP.catch(() => {});
  const ctx = await whoP;
  const wanted = await whatP;
  const skuNos = wanted.map((l) => l.skuNo);
  const [address, skus, offers] = await Promise.all([
    whereP,
    purchaseSkus(db, { plan: ctx.plan }, skuNos),
    promotions.offersFor(db, accountId, skuNos, now),
  ]);
  const lines = wanted.map(({ skuNo, quantity, designOrderNo }) => {
    const sku = skus.get(skuNo);
    const problem = lineProblem(sku, skuNo, quantity);
    if (problem || !sku || sku.priceFen === null)
      throw businessError(settleNo(problem ?? refusal(ORDER_MESSAGES, 'emptyBasket')));
    return {
      sku,
      skuNo,
      spuNo: sku.spuNo,
      skuName: sku.skuName,
      spuName: sku.spuName,
      model: sku.model,
      picUrl: sku.picUrl,
      priceFen: sku.priceFen,
      quantity,
      amountFen: sku.priceFen * quantity,
      shopMerchantNo: ctx.shop.parentMerchantNo,
      designOrderNo,
    };
  });
  // At most one promotion per line, the best (domain applyPromotions): its price, its spend-and-save share, its gifts.
  const promotion = promotions.forBasket(offers, ctx.shop.parentMerchantNo, lines, now);
  promotion.lines.forEach((p, i) => {
    if (!p.promotion)
      return void Object.assign(lines[i]!, { promotion: null, promoQuantity: 0, limitNote: p.limitNote });
    Object.assign(lines[i]!, {
      priceFen: p.priceFen,
      amountFen: p.amountFen,
      originFen: p.originFen,
      promotion: p.promotion,
      promotionDiscountFen: p.promotionDiscountFen,
      promoQuantity: p.promoQuantity,
      limitNote: p.limitNote,
    });
  });
  const promotionFen = promotion.lines.reduce((s, p) => s + p.promotionDiscountFen, 0);
  const allCouponLines: CouponLine[] = lines.map((l) => ({
    skuNo: l.skuNo,
    spuNo: l.spuNo,
    firstCategoryId: l.sku.firstCategoryId,
    secondCategoryId: l.sku.secondCategoryId,
    amountFen: l.amountFen,
  }));
  // A coupon sees what the promotions leave, on the lines whose promotion allows it (the one rule, in the domain).
  const couponLines = couponLinesAfterPromotions(allCouponLines, promotion.lines);
  const goods = orderTotals(lines, 0, 0).goodsFen;
  if (overOrderTotalMax(goods)) throw businessError(settleNo(refusal(ORDER_MESSAGES, 'totalMax')));
  const [freightFen, options] = await Promise.all([
    logistics.freightFen(db, {
      shopMerchantNo: ctx.shop.parentMerchantNo,
      provinceCode: address?.provinceCode ?? '',
      quantity: lines.reduce((s, l) => s + l.quantity, 0),
      goodsFen: goods,
    }),
    opts.userCouponNo === null ? Promise.resolve([]) : coupons.optionsFor(db, accountId, couponLines, now),
  ]);
  let coupon: coupons.HeldOption | null = null;
  if (opts.userCouponNo === undefined) {
    coupon = options.find((o) => o.usable && o.discountFen > 0) ?? null;
  } else if (opts.userCouponNo !== null) {
    coupon = options.find((o) => o.userCouponNo === opts.userCouponNo) ?? null;
    if (!coupon || !coupon.usable)
      throw businessError(settleNo(coupon?.refusal ?? refusal(COUPON_MESSAGES, 'unusable')));
  }
  const couponFen = coupon?.discountFen ?? 0;
  const totals = orderTotals(lines, freightFen, couponFen + promotionFen);
  // the one total limit: the quote refuses what the order could not hold, with the same words (before any write)
  if (overOrderTotalMax(totals.goodsFen + totals.freightFen))
    throw businessError(settleNo(refusal(ORDER_MESSAGES, 'totalMax')));
  return { ctx, lines, couponLines, address, coupons: options, coupon, ...totals, couponFen, promotion };
}

export async function preSettlement(
  db: Kysely<DB>,
  accountId: number,
  body: Basket & { addressId?: number | null; userCouponNo?: string | null },
  now = new Date(),
): Promise<PreSettlement> {
  const s = await settle(db, accountId, body, { addressId: body.addressId, userCouponNo: body.userCouponNo }, now);
  return {
    shop: shopBriefOf(s.ctx.shop),
    lines: s.lines.map(({ sku: _sku, designOrderNo: _design, ...l }) => l),
    address: s.address,
    coupons: s.coupons.map(({ refusal: _why, ...o }) => o),
    selectedCouponNo: s.coupon?.userCouponNo ?? null,
    goodsFen: s.goodsFen,
    freightFen: s.freightFen,
    discountFen: s.discountFen,
    payFen: s.payFen,
    promotionFen: s.discountFen - s.couponFen,
    gifts: s.promotion.gifts,
  };
}
