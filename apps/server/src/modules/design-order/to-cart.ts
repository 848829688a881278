/**
 * 「加入购物车」 on a design order (issue 60 §1): the order's lines go to the cart module, which keeps its own rules
 * (who may buy, what can be bought now, the caps) and remembers the order's number on the lines it takes.
 */
import { DESIGN_ORDER_MESSAGES, refusal, type DesignToCartResult, listedBy, DESIGN_ORDER_ROUTES } from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { addDesignOrder } from '../cart/index.ts';
import * as q from './queries.ts';

/** What each use case may answer: only the reasons the entries that reach it list (the compiler checks). */
const toCartNo = listedBy(DESIGN_ORDER_ROUTES.toCart);

export async function orderToCart(db: Kysely<DB>, accountId: number, orderId: number): Promise<DesignToCartResult> {
  const o = await q.findOrder(db, accountId, orderId);
  if (!o) throw notFound(toCartNo(refusal(DESIGN_ORDER_MESSAGES, 'orderNotFound')));
  const lines = await q.orderLines(db, orderId);
  return addDesignOrder(
    db,
    accountId,
    o.order_no,
    lines.map((l) => ({
      skuNo: l.sku_no,
      skuType: Number(l.sku_type),
      model: l.model,
      name: l.sku_name || l.spu_name,
      quantity: Number(l.quantity),
    })),
  );
}
