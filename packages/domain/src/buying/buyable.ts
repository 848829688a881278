/**
 * Whether a quantity of a model can be bought now (part 1 §1-§3): an integer from 1 to 9999, never above the stock,
 * the model listed and priced. Each rule answers a Refusal (its reason and words), or null.
 */
import { refusal, type Refusal } from '../core/index.ts';
import { BUY_QUANTITY_MAX, BUY_QUANTITY_MESSAGES, BUY_QUANTITY_MIN } from './buying-api.ts';
import { CART_MESSAGES, maxBuyQuantity, stockShortMessage, type CartSkuState } from './cart.ts';
import { ORDER_MESSAGES } from './order-words.ts';

/** Why a quantity of 1..9999 cannot be bought from this stock. */
export type OverStock = Refusal<'CART.soldOut' | 'ORDER.stockShort'>;
/** Why a whole quantity of at least 1 cannot be bought from this stock. */
export type StockRefusal = Refusal<'BUY_QUANTITY.max'> | OverStock;

/** Why a quantity of 1..9999 (as the entries' schemas keep it) cannot be bought from this stock, or null. */
export function overStock(quantity: number, stock: number): OverStock | null {
  const max = maxBuyQuantity(stock);
  if (max === 0) return refusal(CART_MESSAGES, 'soldOut');
  if (quantity > max) return refusal(ORDER_MESSAGES, 'stockShort', stockShortMessage(max));
  return null;
}

/** Why a whole quantity of at least 1 cannot be bought from this stock, or null: above 9999, sold out, above the stock. */
export function stockRefusal(quantity: number, stock: number): StockRefusal | null {
  if (quantity > BUY_QUANTITY_MAX) return refusal(BUY_QUANTITY_MESSAGES, 'max');
  return overStock(quantity, stock);
}

/** Why any input cannot be bought as a quantity from this stock, or null: integer 1..9999 and not above the stock. */
export function buyQuantityError(
  quantity: unknown,
  stock: number,
): Refusal<'BUY_QUANTITY.required' | 'BUY_QUANTITY.integer' | 'BUY_QUANTITY.min'> | StockRefusal | null {
  if (typeof quantity !== 'number' || Number.isNaN(quantity)) return refusal(BUY_QUANTITY_MESSAGES, 'required');
  if (!Number.isInteger(quantity)) return refusal(BUY_QUANTITY_MESSAGES, 'integer');
  if (quantity < BUY_QUANTITY_MIN) return refusal(BUY_QUANTITY_MESSAGES, 'min');
  return stockRefusal(quantity, stock);
}

/** Why a model cannot be bought at all now: gone, delisted, without price, sold out. */
export type Unavailable = Refusal<'CART.notFound' | 'CART.delisted' | 'CART.noPrice' | 'CART.soldOut'>;

/** Why a model cannot be bought at all now, or null (then at least one can be). */
export function unavailable(sku: CartSkuState | null): Unavailable | null {
  if (!sku) return refusal(CART_MESSAGES, 'notFound');
  if (sku.status !== 0) return refusal(CART_MESSAGES, 'delisted');
  if (sku.priceFen === null) return refusal(CART_MESSAGES, 'noPrice');
  if (maxBuyQuantity(sku.stock) === 0) return refusal(CART_MESSAGES, 'soldOut');
  return null;
}

/** Why a cart line cannot be bought now. */
export type LineRefusal = Unavailable | StockRefusal;

/** Why a line (a whole quantity of at least 1, as the schemas and the cart keep it) cannot be settled now, or null. */
export function cartLineReason(sku: CartSkuState | null, quantity: number): LineRefusal | null {
  return sku === null ? unavailable(sku) : (unavailable(sku) ?? stockRefusal(quantity, sku.stock));
}

/** The refusal with the model it is about named first: 商品“HY-IPC-2”：商品已下架 (its reason unchanged). */
export function aboutModel<R extends string>(name: string, why: Refusal<R>): Refusal<R> {
  return { reason: why.reason, msg: `商品“${name}”：${why.msg}` };
}
