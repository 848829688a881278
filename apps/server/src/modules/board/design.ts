/**
 * The boards' design figures (issue 60 §1, §2): the design tool's funnel — design orders created in the period, of
 * those quoted, surveyed and turned into orders — for every account (the provider) or a merchant's members (a dealer,
 * which sees only its own), and a second-level dealer's or installer's own design orders. "Turned into orders" is read
 * from the orders themselves: a mall order placed from the design order (its lines keep its number), paid and not
 * wholly refunded (refunds that succeeded: the payment module's, the rule of every other board figure).
 */
import {
  BOARD_DESIGN_ORDERS_TOP,
  chinaDateStart,
  designOrdersOrdered,
  type BoardDesignOrder,
  type BoardFunnel,
  type BoardRange,
} from '@portal/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { designFunnelOf, designOrdersOf } from '../design-order/index.ts';
import { designOrderPurchases } from '../order/index.ts';
import { refundedFenOf } from '../payment/index.ts';

/** Which of these design orders turned into orders. */
async function orderedOf(db: Kysely<DB>, designOrderNos: readonly string[]): Promise<Set<string>> {
  const bought = await designOrderPurchases(db, designOrderNos);
  const refunded = await refundedFenOf(
    db,
    'mall_order',
    bought.map((b) => b.orderNo),
  );
  return designOrdersOrdered(bought, refunded);
}

const rangeDates = (r: BoardRange) => [chinaDateStart(r.from)!, chinaDateStart(r.to)!] as const;

/** The funnel of the design orders created in the range: every account's (null) or these accounts'. */
export async function designFunnel(
  db: Kysely<DB>,
  range: BoardRange,
  accountIds: readonly number[] | null,
): Promise<BoardFunnel> {
  const [from, to] = rangeDates(range);
  const f = await designFunnelOf(db, from, to, accountIds);
  const ordered = await orderedOf(db, f.orderNos);
  return { created: f.created, quoted: f.quoted, surveyed: f.surveyed, ordered: ordered.size };
}

/** These accounts' design orders created in the range, the latest first (BOARD_DESIGN_ORDERS_TOP of them). */
export async function designOrdersListed(
  db: Kysely<DB>,
  range: BoardRange,
  accountIds: readonly number[],
): Promise<BoardDesignOrder[]> {
  const [from, to] = rangeDates(range);
  const rows = await designOrdersOf(db, accountIds, from, to, BOARD_DESIGN_ORDERS_TOP);
  const ordered = await orderedOf(
    db,
    rows.map((r) => r.order_no),
  );
  return rows.map((r) => ({
    orderNo: r.order_no,
    name: r.name,
    createdAt: new Date(r.created_at).toISOString(),
    amountFen: r.amount_fen,
    quoted: r.exported_at !== null,
    ordered: ordered.has(r.order_no),
  }));
}
