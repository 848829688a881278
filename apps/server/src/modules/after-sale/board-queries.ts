/**
 * What the boards (issue 60) roll up from after-sale: the units and the models' amounts refunded by returns, by the
 * Beijing day the refund was made (the step that moved the request to 'refunded'). The money the boards subtract is
 * the payment module's successful refunds, a return's among them.
 */
import { AFTER_SALE_SELLER_TURN } from '@portal/domain';
import { sql } from 'kysely';
import { chinaDay } from '../../db/china-day.ts';
import type { Db } from './tables.ts';

export interface RefundRow {
  day: string;
  order_no: string;
  model: string;
  units: number;
  refund_fen: number;
}

/** Every return refunded in [from, to). */
export async function refundsOf(db: Db, from: Date, to: Date): Promise<RefundRow[]> {
  const rows = await db
    .selectFrom('after_sale as a')
    .innerJoin('after_sale_step as s', 's.after_sale_id', 'a.id')
    .select([chinaDay('s.created_at').as('day'), 'a.order_no', 'a.model', 'a.quantity', 'a.refund_fen'])
    .where('s.state', '=', 'refunded')
    .where('s.created_at', '>=', from)
    .where('s.created_at', '<', to)
    .execute();
  return rows.map((r) => ({
    day: r.day,
    order_no: r.order_no,
    model: r.model,
    units: r.quantity,
    refund_fen: Number(r.refund_fen ?? 0),
  }));
}

/** Per model, the units and requests asked back in [from, to) (any kind; not refused or cancelled). */
export async function afterSalesByModel(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ model: string; units: number; requests: number }[]> {
  const rows = await db
    .selectFrom('after_sale')
    .select(['model', sql<string>`sum(quantity)`.as('units'), sql<string>`count(*)`.as('requests')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('state', 'not in', ['refused', 'cancelled'])
    .groupBy('model')
    .execute();
  return rows.map((r) => ({ model: r.model, units: Number(r.units), requests: Number(r.requests) }));
}

/** How many of a dealer's after-sale requests wait on it (the seller's turn, domain AFTER_SALE_SELLER_TURN). */
export async function sellerTurnCount(db: Db, shopMerchantNo: string): Promise<number> {
  const row = await db
    .selectFrom('after_sale')
    .select(sql<string>`count(*)`.as('n'))
    .where('shop_merchant_no', '=', shopMerchantNo)
    .where('state', 'in', [...AFTER_SALE_SELLER_TURN])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
