/**
 * Suites (套装) as buyers see them (issue 45 §3): a suite is its models bought together at this viewer's prices.
 * Its price for a viewer is the sum of its models' viewer prices × their quantities (integer fen); it can be bought
 * only when every model is on shelf, has a price for this viewer and has the stock its quantity needs — and only
 * then has it a total (issue 58 §3: the list shows why a viewer cannot buy it, never a price it cannot pay). The cart and
 * the order re-check each model with their own rules (buying/cart.ts) on add and on placeorder. Free of zod.
 */
import { messages } from '../core/index.ts';

/** Why a suite cannot be bought now: its reason key and words (shown on the suite's pages). */
export const SUIT_MESSAGES = messages('SUIT', {
  offShelf: '套装中有型号已下架，暂不能购买',
  noPrice: '套装中有型号暂无价格，暂不能购买',
  noStock: '套装中有型号库存不足，暂不能购买',
  empty: '套装暂无商品，暂不能购买',
});
export type SuitUnavailable = Exclude<keyof typeof SUIT_MESSAGES, symbol>;
/** What can be wrong with one model of a suite, in the order a suite reports them. */
export const SUIT_MODEL_PROBLEMS = ['offShelf', 'noPrice', 'noStock'] as const;
export type SuitModelProblem = (typeof SUIT_MODEL_PROBLEMS)[number];
/** Every reason a suite cannot be bought. */
export const SUIT_UNAVAILABLE = [...SUIT_MODEL_PROBLEMS, 'empty'] as const satisfies readonly SuitUnavailable[];

/** One model of a suite as the rule sees it: 0 on shelf (model and family), its viewer price (null: none). */
export interface SuitModelState {
  status: number;
  priceFen: number | null;
  stock: number;
  quantity: number;
}

export interface SuitOffer {
  /**
   * The viewer's price of the whole suite in fen; null when this viewer cannot buy it now (a list never promises a
   * total the buyer cannot pay: the page shows why instead).
   */
  priceFen: number | null;
  /** How many whole suites the models' stock makes (0 when a model is off shelf). */
  maxSuits: number;
  /** null = can be bought now. */
  unavailable: SuitUnavailable | null;
}

/** A model's own state inside a suite: null when it can be bought in this quantity. */
export function suitModelProblem(m: SuitModelState): SuitModelProblem | null {
  if (m.status !== 0) return 'offShelf';
  if (m.priceFen === null) return 'noPrice';
  if (m.stock < m.quantity) return 'noStock';
  return null;
}

/** The suite for this viewer: its price, how many can be made, and the first reason it cannot be bought. */
export function suitOffer(models: readonly SuitModelState[]): SuitOffer {
  if (!models.length) return { priceFen: null, maxSuits: 0, unavailable: 'empty' };
  const priced = models.every((m) => m.priceFen !== null);
  const priceFen = priced ? models.reduce((sum, m) => sum + (m.priceFen as number) * m.quantity, 0) : null;
  const onShelf = models.every((m) => m.status === 0);
  const maxSuits = onShelf ? Math.min(...models.map((m) => Math.floor(Math.max(0, m.stock) / m.quantity))) : 0;
  const problems = new Set(models.map(suitModelProblem));
  const unavailable = SUIT_MODEL_PROBLEMS.find((p) => problems.has(p)) ?? null;
  return { priceFen: unavailable ? null : priceFen, maxSuits, unavailable };
}

/** The models (and quantities) `count` suites put in the cart or an order. */
export function suitLines<T extends { skuNo: string; spuNo: string; quantity: number }>(
  items: readonly T[],
  count: number,
): { skuNo: string; spuNo: string; quantity: number }[] {
  return items.map((i) => ({ skuNo: i.skuNo, spuNo: i.spuNo, quantity: i.quantity * count }));
}
