/**
 * 「加入购物车」 on a design order (issue 60 §1): the order's lines that are public catalogue models the buyer can buy
 * now go into the cart at the order's quantities, remembering the order's number (the mall order placed from them
 * keeps it: the design funnel's last stage). The cart's rules hold as for any add (its buyer, the cap at the stock, the
 * order total limit, the cart's size); a custom or private product, or a model that cannot be bought now (delisted,
 * unpriced, sold out), is left out and said so. Nothing to buy at all is refused.
 */
import {
  DESIGN_ORDER_ROUTES,
  listedBy,
  mayBeInMall,
  refusal,
  TO_CART_MESSAGES,
  TO_CART_WORDS,
  unavailable,
  type DesignToCartResult,
  type DesignToCartSkipped,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { businessError } from '../../http/errors.ts';
import { purchaseSkus } from '../catalogue/index.ts';
import { buyingContext, putLines } from './service.ts';

const no = listedBy(DESIGN_ORDER_ROUTES.toCart);

export interface DesignLine {
  skuNo: string;
  skuType: number;
  model: string;
  name: string;
  quantity: number;
}

export async function addDesignOrder(
  db: Kysely<DB>,
  accountId: number,
  designOrderNo: string,
  lines: readonly DesignLine[],
): Promise<DesignToCartResult> {
  const ctx = await buyingContext(db, accountId);
  const merged = new Map<string, DesignLine>();
  for (const l of lines) {
    const prev = merged.get(l.skuNo);
    merged.set(l.skuNo, prev ? { ...prev, quantity: prev.quantity + l.quantity } : l);
  }
  const candidates = [...merged.values()].filter((l) => mayBeInMall(l.skuType) && l.quantity > 0);
  const skus = await purchaseSkus(
    db,
    { plan: ctx.plan },
    candidates.map((l) => l.skuNo),
  );
  const skipped: DesignToCartSkipped[] = [];
  const wanted = new Map<string, { quantity: number }>();
  for (const l of merged.values()) {
    const sku = mayBeInMall(l.skuType) ? (skus.get(l.skuNo) ?? null) : null;
    // absent from the public catalogue: a private product (or one gone since), which the mall does not sell
    const why = sku ? unavailable(sku)?.msg : TO_CART_WORDS.notPublic;
    if (why) skipped.push({ skuNo: l.skuNo, model: l.model, name: l.name, reason: why });
    else if (l.quantity > 0) wanted.set(l.skuNo, { quantity: l.quantity });
  }
  if (!wanted.size) throw businessError(no(refusal(TO_CART_MESSAGES, 'nothingToBuy')));
  const { count, adjusted } = await putLines(db, accountId, wanted, skus, designOrderNo, no);
  const words = [TO_CART_WORDS.added(wanted.size), ...(skipped.length ? [TO_CART_WORDS.skipped(skipped.length)] : [])];
  return { count, added: wanted.size, adjusted, skipped, msg: words.join('，') };
}
