/**
 * The cart (part 1 §1-§3, §7 cart/query, batchAdd, del, modify, batch/check): one line per model, prices always
 * recomputed here in fen from the catalogue's price for this viewer, quantities 1..9999 and never above stock.
 * Only an account with a bound first-level dealer may use it, never buying from its own shop.
 * For the order module: checkedLines (what a cart basket settles) and removeOrdered (inside the order's transaction).
 */
import {
  buyerRefusal,
  CART_MAX_LINES,
  CART_MESSAGES,
  CART_WORDS,
  CART_ROUTES as C,
  type CartAddResult,
  cartLineReason,
  type CartView,
  listedBy,
  ORDER_MESSAGES,
  ORDER_ROUTES as O,
  maxBuyQuantity,
  overOrderTotalMax,
  overStock,
  type PricePlan,
  pricePlanFor,
  refusal,
  type Refusal,
  SECKILL_ROUTES,
  type Shop,
  unavailable,
  type UserType,
} from '@portal/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import { buyerProfile } from '../account/index.ts';
import { purchaseSkus, type PurchaseSku } from '../catalogue/index.ts';
import { withShops } from '../dealer/index.ts';
import { toCartItem, toCartView } from './presenter.ts';
import * as q from './queries.ts';

/** Who is buying and from which shop (the current ordering first-level dealer). */
export interface BuyingContext {
  accountId: number;
  userType: UserType;
  merchantNo: string | null;
  shop: Shop;
  /** The buyer's price plan (the per-viewer price rule), so the models' prices need no second look-up. */
  plan: PricePlan;
}

/** What every buying entry may answer: who may not buy here (the entries that ask for the buying context). */
const buyerNo = listedBy(
  C.query,
  C.batchAdd,
  C.modify,
  C.del,
  C.batchCheck,
  O.skuMatchShop,
  O.shopStatus,
  O.preSettlement,
  O.placeOrder,
  SECKILL_ROUTES.buy,
);

/**
 * The buyer and their current shop, or a business refusal in the words of part 1 §5 (no bound dealer) or
 * CART_MESSAGES.selfPurchase (a first-level dealer or its staff buying from their own shop).
 */
export async function buyingContext(db: Kysely<DB>, accountId: number): Promise<BuyingContext> {
  const { buyer: user, shops } = await withShops(db, accountId, buyerProfile(db, accountId));
  const shop = shops.find((s) => s.choosing === 1) ?? shops[0] ?? null;
  const why = buyerRefusal({
    userType: user.userType,
    merchantNo: user.merchantNo,
    shopMerchantNo: shop?.parentMerchantNo ?? null,
  });
  if (why || !shop) throw businessError(buyerNo(why ?? refusal(CART_MESSAGES, 'selfPurchase')));
  const plan = pricePlanFor({ userType: user.userType, boundDealerNo: shop.parentMerchantNo });
  return { accountId, userType: user.userType, merchantNo: user.merchantNo, shop, plan };
}

async function viewOf(db: Kysely<DB>, accountId: number): Promise<CartView> {
  const rows = await q.listLines(db, accountId);
  const skus = await purchaseSkus(
    db,
    { accountId },
    rows.map((r) => r.sku_no),
  );
  return toCartView(rows.map((r) => toCartItem(r, skus.get(r.sku_no) ?? null)));
}

/** The cart with this viewer's prices now; lines that cannot be bought say why and are left out of the totals. */
export async function view(db: Kysely<DB>, accountId: number): Promise<CartView> {
  await buyingContext(db, accountId);
  return viewOf(db, accountId);
}

/** Lines in the cart (the toolbar badge); 0 for anyone who cannot buy yet, never a refusal. */
export function count(db: Kysely<DB>, accountId: number): Promise<number> {
  return q.countLines(db, accountId);
}

/** With several models, the refusal names the one it is about. */
const named = <R extends string>(many: boolean, sku: PurchaseSku | undefined, skuNo: string, why: Refusal<R>) =>
  many ? { reason: why.reason, msg: `${sku ? sku.model || sku.skuName : skuNo}：${why.msg}` } : why;
const addNo = listedBy(C.batchAdd);
const modifyNo = listedBy(C.modify);

/**
 * Adds models to the cart: to an existing line the quantity is added, capped at min(stock, 9999) with a message.
 * A model that cannot be bought (unknown, delisted, without price, sold out) refuses the whole call, nothing added.
 */
export async function batchAdd(
  db: Kysely<DB>,
  accountId: number,
  items: readonly { spuNo: string; skuNo: string; quantity: number }[],
): Promise<CartAddResult> {
  await buyingContext(db, accountId);
  const wanted = new Map<string, { spuNo: string; quantity: number }>();
  for (const i of items) {
    const prev = wanted.get(i.skuNo);
    wanted.set(i.skuNo, { spuNo: i.spuNo, quantity: (prev?.quantity ?? 0) + i.quantity });
  }
  const skus = await purchaseSkus(db, { accountId }, [...wanted.keys()]);
  const many = wanted.size > 1;
  for (const [skuNo, w] of wanted) {
    const sku = skus.get(skuNo);
    if (sku && sku.spuNo !== w.spuNo)
      throw businessError(addNo(named(many, sku, skuNo, refusal(CART_MESSAGES, 'spuMismatch'))));
    const why = unavailable(sku ?? null);
    if (why) throw businessError(addNo(named(many, sku, skuNo, why)));
  }
  const { count: lines, adjusted } = await putLines(db, accountId, wanted, skus, null, addNo);
  return { count: lines, adjusted, msg: adjusted.length ? CART_WORDS.capped : CART_WORDS.added };
}

type AddNo = (why: Refusal<'ORDER.totalMax' | 'CART.full'>) => Refusal<string>;

/**
 * Writes lines the caller checked can be bought: to an existing line the quantity is added, capped at min(stock, 9999)
 * (the capped ones answered), no line above the order total limit, the cart no longer than CART_MAX_LINES — in one
 * transaction under the cart's lock. The lines remember the design order they came from (null: an ordinary add).
 */
export async function putLines(
  db: Kysely<DB>,
  accountId: number,
  wanted: ReadonlyMap<string, { quantity: number }>,
  skus: ReadonlyMap<string, PurchaseSku>,
  designOrderNo: string | null,
  no: AddNo,
): Promise<{ count: number; adjusted: CartAddResult['adjusted'] }> {
  const adjusted: CartAddResult['adjusted'] = [];
  const count = await db.transaction().execute(async (tx) => {
    await q.lockCart(tx, accountId);
    for (const [skuNo, w] of wanted) {
      const sku = skus.get(skuNo)!;
      const cap = maxBuyQuantity(sku.stock);
      const before = (await q.findLine(tx, accountId, skuNo))?.quantity ?? 0;
      const line = { skuNo, spuNo: sku.spuNo, quantity: w.quantity, cap, designOrderNo };
      const now = await q.addToLine(tx, accountId, line);
      // a line no order could hold is refused here, with the order's words (the one total limit)
      if (overOrderTotalMax((sku.priceFen ?? 0) * now)) throw businessError(no(refusal(ORDER_MESSAGES, 'totalMax')));
      if (now < before + w.quantity) adjusted.push({ skuNo, quantity: now, maxQuantity: cap });
    }
    const n = await q.countLines(tx, accountId);
    if (n > CART_MAX_LINES) throw businessError(no(refusal(CART_MESSAGES, 'full')));
    return n;
  });
  return { count, adjusted };
}

/** Sets a line's quantity: integer 1..9999 and not above the stock; the line must be buyable. */
export async function modify(db: Kysely<DB>, accountId: number, skuNo: string, quantity: number): Promise<CartView> {
  await buyingContext(db, accountId);
  const line = await q.findLine(db, accountId, skuNo);
  if (!line) throw businessError(modifyNo(refusal(CART_MESSAGES, 'notInCart')));
  const sku = (await purchaseSkus(db, { accountId }, [skuNo])).get(skuNo) ?? null;
  // the quantity is whole and 1..9999 by the entry's schema: the line's rule says the rest
  const why = unavailable(sku) ?? overStock(quantity, sku!.stock);
  if (why) throw businessError(modifyNo(why));
  if (overOrderTotalMax((sku?.priceFen ?? 0) * quantity))
    throw businessError(modifyNo(refusal(ORDER_MESSAGES, 'totalMax')));
  if (!(await q.setQuantity(db, accountId, skuNo, quantity)))
    throw businessError(modifyNo(refusal(CART_MESSAGES, 'notInCart')));
  return viewOf(db, accountId);
}

export async function remove(db: Kysely<DB>, accountId: number, skuNos: readonly string[]): Promise<CartView> {
  await buyingContext(db, accountId);
  await q.deleteLines(db, accountId, skuNos);
  return viewOf(db, accountId);
}

/** Checks or unchecks lines; no skuNos = every line. */
export async function check(
  db: Kysely<DB>,
  accountId: number,
  skuNos: readonly string[],
  checked: boolean,
): Promise<CartView> {
  await buyingContext(db, accountId);
  await q.setChecked(db, accountId, skuNos, checked);
  return viewOf(db, accountId);
}

/** What a cart basket settles: the checked lines that can be bought now (the cart view's totals, line for line). */
export async function checkedLines(
  db: Kysely<DB> | Transaction<DB>,
  accountId: number,
): Promise<{ skuNo: string; spuNo: string; quantity: number; designOrderNo: string | null }[]> {
  const rows = (await q.listLines(db, accountId)).filter((r) => r.checked);
  const skus = await purchaseSkus(
    db,
    { accountId },
    rows.map((r) => r.sku_no),
  );
  return rows
    .filter((r) => cartLineReason(skus.get(r.sku_no) ?? null, r.quantity) === null)
    .map((r) => ({ skuNo: r.sku_no, spuNo: r.spu_no, quantity: r.quantity, designOrderNo: r.design_order_no }));
}

/** Removes the lines an order has just taken, inside the order's transaction. */
export async function removeOrdered(tx: Transaction<DB>, accountId: number, skuNos: readonly string[]): Promise<void> {
  await q.deleteLines(tx, accountId, skuNos);
}
