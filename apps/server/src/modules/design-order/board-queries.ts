/**
 * What the provider's board (issue 60) reads of the design tool: the funnel of the design orders created in a range
 * — created, quoted (a quotation exported), surveyed (a survey order). Only this file reads the tables for it.
 * "Turned into orders" is not a step: nothing links a design order to a mall order (the design list buys through the
 * direct basket, /memberStore/submitOrder?source=direct, which names models only; mall_order keeps no design order).
 */
import { SURVEY_ORDER_TYPE } from '@portal/domain';
import { sql } from 'kysely';
import type { Db } from './tables.ts';

export async function designFunnelOf(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ created: number; quoted: number; surveyed: number }> {
  const row = await db
    .selectFrom('design_order')
    .select([
      sql<string>`count(*)`.as('created'),
      sql<string>`count(exported_at)`.as('quoted'),
      sql<string>`count(*) filter (where order_type = ${SURVEY_ORDER_TYPE})`.as('surveyed'),
    ])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .executeTakeFirst();
  return { created: Number(row?.created ?? 0), quoted: Number(row?.quoted ?? 0), surveyed: Number(row?.surveyed ?? 0) };
}
