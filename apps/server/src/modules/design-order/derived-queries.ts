/** SQL of the lines a survey system step derives (derived-lines.ts): conditional statements, never read then write. */
import { BUY_QUANTITY_MAX } from '@portal/domain';
import { sql } from 'kysely';
import type { LineSnapshot } from './order-queries.ts';
import type { Db } from './tables.ts';

export type LineOrigin = 'wiring' | 'topology' | 'mount';

/** Gives back what the step added before: a line all of whose units it added goes, another keeps the user's. */
export async function giveBackDerived(db: Db, orderId: number, origin: LineOrigin) {
  await sql`delete from design_order_line
    where order_id = ${orderId} and origin = ${origin} and quantity <= derived_quantity`.execute(db);
  await sql`update design_order_line set
      quantity = quantity - derived_quantity,
      amount_fen = rate_price_fen * (quantity - derived_quantity),
      derived_quantity = 0, origin = null, updated_at = now()
    where order_id = ${orderId} and origin = ${origin}`.execute(db);
}

/** A derived line: the snapshot every design-order line keeps (order-queries.ts), with where it came from. */
export type DerivedRow = Omit<LineSnapshot, 'amountFen'> & { orderId: number; sort: number; origin: LineOrigin };

/** Adds the units (a new line, or more of an existing one) unless that passes the quantity cap: false then. */
export async function addDerived(db: Db, l: DerivedRow): Promise<boolean> {
  const res = await sql<{ quantity: number }>`
    insert into design_order_line (order_id, sort, spu_no, sku_no, spu_name, sku_name, model, category_name,
      brand_name, pic_url, sku_type, price_fen, rate_bp, rate_price_fen, quantity, amount_fen, origin,
      derived_quantity)
    values (${l.orderId}, ${l.sort}, ${l.spuNo}, ${l.skuNo}, ${l.spuName}, ${l.skuName}, ${l.model},
      ${l.categoryName}, ${l.brandName}, ${l.picUrl}, ${l.skuType}, ${l.priceFen},
      ${l.rateBp}, ${l.ratePriceFen}, ${l.quantity}, ${l.ratePriceFen * l.quantity}, ${l.origin}, ${l.quantity})
    on conflict (order_id, sku_no) do update set
      quantity = design_order_line.quantity + excluded.quantity,
      amount_fen = design_order_line.rate_price_fen * (design_order_line.quantity + excluded.quantity),
      derived_quantity = design_order_line.derived_quantity + excluded.quantity,
      origin = excluded.origin, updated_at = now()
    where design_order_line.quantity + excluded.quantity <= ${BUY_QUANTITY_MAX}
    returning quantity`.execute(db);
  return !!res.rows[0];
}

export async function orderAmountOf(db: Db, orderId: number): Promise<number> {
  const o = await db.selectFrom('design_order').select('amount_fen').where('id', '=', orderId).executeTakeFirst();
  return Number(o?.amount_fen ?? 0);
}
