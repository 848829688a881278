/**
 * What the boards (issue 60) read of the design tool: the design orders created in a range — every account's (the
 * provider's board) or some accounts' (a dealer's members) — counted for the funnel (created, quoted: a quotation
 * exported, surveyed: a survey order) with their numbers, which the board looks up among the mall orders placed from
 * them (mall_order_line.design_order_no, 「加入购物车」 on the order) for the last stage. Only this file reads the tables
 * for it.
 */
import { SURVEY_ORDER_TYPE } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface DesignFunnelRows {
  created: number;
  quoted: number;
  surveyed: number;
  /** The numbers of the design orders created (what "turned into orders" is looked up for). */
  orderNos: string[];
}

export async function designFunnelOf(
  db: Db,
  from: Date,
  to: Date,
  accountIds: readonly number[] | null = null,
): Promise<DesignFunnelRows> {
  if (accountIds && !accountIds.length) return { created: 0, quoted: 0, surveyed: 0, orderNos: [] };
  let q = db
    .selectFrom('design_order')
    .select([
      sql<string>`count(*)`.as('created'),
      sql<string>`count(exported_at)`.as('quoted'),
      sql<string>`count(*) filter (where order_type = ${SURVEY_ORDER_TYPE})`.as('surveyed'),
      sql<string[]>`coalesce(array_agg(order_no), '{}')`.as('order_nos'),
    ])
    .where('created_at', '>=', from)
    .where('created_at', '<', to);
  if (accountIds) q = q.where('account_id', '=', sql<number>`any(${[...accountIds]}::bigint[])`);
  const row = await q.executeTakeFirst();
  return {
    created: Number(row?.created ?? 0),
    quoted: Number(row?.quoted ?? 0),
    surveyed: Number(row?.surveyed ?? 0),
    orderNos: row?.order_nos ?? [],
  };
}

/** Some accounts' design orders created in a range, the latest first (a second-level dealer's board). */
export async function designOrdersOf(db: Db, accountIds: readonly number[], from: Date, to: Date, limit: number) {
  if (!accountIds.length) return [];
  const rows = await db
    .selectFrom('design_order')
    .select(['order_no', 'name', 'created_at', 'amount_fen', 'exported_at'])
    .where('account_id', '=', sql<number>`any(${[...accountIds]}::bigint[])`)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, amount_fen: Number(r.amount_fen) }));
}
