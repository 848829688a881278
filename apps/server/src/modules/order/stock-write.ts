/**
 * An order written with its stock taken, in one statement (order, lines, movements and the conditional stock
 * updates, the catalogue's `takeStockSql`): the statement under the order kernel (kernel.ts), which every mall order
 * goes through — placeorder and the orders other modules place.
 */
import { ORDER_ROUTES, SECKILL_ROUTES, listedBy, orderTakeRefusal } from '@portal/domain';
import { businessError } from '../../http/errors.ts';
import { stockShortOf, takeStockSql } from '../catalogue/index.ts';
import * as q from './queries.ts';

/** The orders written through the kernel: placeorder's and a seckill buy's (seckill/hold.ts); both may run short. */
const takeNo = listedBy(ORDER_ROUTES.placeOrder, SECKILL_ROUTES.buy);

type Db = Parameters<typeof q.insertOrder>[0];

/**
 * The new order's id, or null when the account already has an order under the key (nothing written), and the
 * value of the caller's guard when it wrote more in the same statement (`also`). A model without enough stock
 * undoes the statement and answers the business refusal naming the model (sold out, or how many it still holds);
 * the guard's own errors pass through.
 */
export async function insertOrderTakingStock(
  db: Db,
  order: q.OrderWrite,
  lines: readonly (q.LineWrite & { model: string; skuName: string })[],
  also?: q.WithOrder,
): Promise<{ id: number | null; held: number | null }> {
  try {
    return await q.insertOrder(db, order, lines, takeStockSql(lines), also);
  } catch (e) {
    const short = stockShortOf(e);
    if (short === null) throw e;
    // the answer from what the refused update saw (domain takeRefusal): sold out, how many are left, the limit
    const mine = lines.filter((l) => l.skuNo === short.skuNo);
    const wanted = mine.reduce((n, l) => n + l.quantity, 0);
    const name = mine[0] ? mine[0].model || mine[0].skuName : short.skuNo;
    throw businessError(takeNo(orderTakeRefusal(name, wanted, short.left)));
  }
}

const pgCode = (e: unknown) => (e as { code?: string } | null)?.code;

/** Another order took the random order number, or a deadlock / serialization failure: nothing was done, run again. */
export function isRetryablePlacement(e: unknown): boolean {
  const code = pgCode(e);
  if (code === '40P01' || code === '40001') return true;
  return (
    code === '23505' &&
    /mall_order_order_no/.test(String((e as { constraint?: string }).constraint ?? (e as Error).message))
  );
}
