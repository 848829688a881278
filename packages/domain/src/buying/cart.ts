/**
 * The cart's rules (part 1 §1-§3, §5): a quantity is an integer from 1 to 9999 and never above the stock; a line
 * is bought only while its model is listed, priced and in stock; who may buy (a bound first-level dealer,
 * never one's own). The server applies them to every call; the web app shows the same words.
 */
import { UserType } from '../account/index.ts';
import { DEALER_PROMPT } from '../navigation/index.ts';
import { BUY_QUANTITY_MAX, BUY_QUANTITY_MIN, CART_MAX_LINES } from './buying-api.ts';
import { messages, refusal, type Refusal } from '../core/index.ts';

export const CART_MESSAGES = messages('CART', {
  notFound: '该商品不存在',
  delisted: '商品已下架',
  noPrice: '暂无价格，无法购买',
  soldOut: '商品已售罄',
  spuMismatch: '商品信息有误，请刷新后重试',
  notInCart: '购物车中没有该商品',
  full: `购物车最多可添加${CART_MAX_LINES}种商品`,
  selfPurchase: '一级经销商及其员工不能向本企业采购',
});

/** Words shown on success, as a status or as a prompt: not refusals (nothing refuses with them; `refusal()` takes a catalogue). */
export const CART_WORDS = {
  added: '加入购物车成功',
  capped: '部分商品超出可购买数量，已按最大可购买数量加入购物车',
} as const;

/** 库存不足，最多可购买N件 */
export function stockShortMessage(maxQuantity: number): string {
  return `库存不足，最多可购买${maxQuantity}件`;
}

/** The stepper's upper bound: min(stock, 9999), never below 0. */
export function maxBuyQuantity(stock: number): number {
  return Math.max(0, Math.min(Math.floor(stock), BUY_QUANTITY_MAX));
}

/** What the cart knows of a model now (null when it no longer exists or the viewer cannot see it). */
export interface CartSkuState {
  /** 0 ACTIVE, 1 DEACTIVE (also when the product is delisted). */
  status: number;
  priceFen: number | null;
  stock: number;
}

/** The quantity a line holds after adding: existing + added, capped at what can be bought (at least 1). */
export function addedQuantity(existing: number, added: number, stock: number): number {
  return Math.max(BUY_QUANTITY_MIN, Math.min(existing + added, maxBuyQuantity(stock)));
}

/** Who is buying, as the cart guard sees it. */
export interface BuyerContext {
  userType: UserType;
  /** The merchant the account acts for (null as a person). */
  merchantNo: string | null;
  /** The current ordering first-level dealer, null when none is bound. */
  shopMerchantNo: string | null;
}

/**
 * Why this buyer cannot use the cart, or null: a first-level dealer and its staff never buy from their own shop
 * (nor without another dealer bound); anyone else needs a bound first-level dealer, with the part 1 §5 words (a
 * person "chooses", others "bind").
 */
export function buyerRefusal(
  b: BuyerContext,
): Refusal<'CART.selfPurchase' | 'DEALER_PROMPT.person' | 'DEALER_PROMPT.other'> | null {
  const firstTier = b.userType === UserType.firstLevel || b.userType === UserType.firstLevelStaff;
  if (firstTier && (b.shopMerchantNo === null || b.shopMerchantNo === b.merchantNo))
    return refusal(CART_MESSAGES, 'selfPurchase');
  if (b.shopMerchantNo !== null && b.shopMerchantNo === b.merchantNo) return refusal(CART_MESSAGES, 'selfPurchase');
  if (b.shopMerchantNo !== null) return null;
  return refusal(DEALER_PROMPT, b.userType === UserType.person ? 'person' : 'other');
}
